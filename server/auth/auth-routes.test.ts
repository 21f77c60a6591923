import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OkResponse } from '#contract/common.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import { SignInResponse } from '#contract/auth/auth.ts';
import { authThrottle, users } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer, tokenFromMail } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function mailsTo(address: string) {
  return (await server.outbox()).filter((mail) => mail.toAddress === address);
}

describe('POST /auth/sign_in', () => {
  it('returns a token and the user summary for the right password', async () => {
    const result = await server.call('POST', '/auth/sign_in', {
      body: { email: 'Pastor@Demo.Church', password: 'outreach-demo' },
    });
    const body = expectOk(result, SignInResponse);
    expect(body.user).toMatchObject({ email: 'pastor@demo.church', role: ['evangelism'] });
    expect(body.token.split('.')).toHaveLength(3);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(server.clock.now().getTime());

    const profile = await server.call('POST', '/lookup_profile', { token: body.token });
    expectOk(profile, LookupProfileResponse);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await server.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'admin@demo.church'));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const wrong = expectError(
      await server.call('POST', '/auth/sign_in', {
        body: { email: 'care@demo.church', password: 'not-it' },
        ip: '10.0.0.2',
      }),
      401,
      'invalid_credentials',
    );
    const unknown = expectError(
      await server.call('POST', '/auth/sign_in', {
        body: { email: 'nobody@demo.church', password: 'not-it' },
        ip: '10.0.0.2',
      }),
      401,
      'invalid_credentials',
    );
    expect(unknown.message).toBe(wrong.message);
  });

  it('answers a malformed request with a message per field', async () => {
    const error = expectError(
      await server.call('POST', '/auth/sign_in', { body: { email: 'not an address', extra: 1 } }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      email: 'Enter a valid email address.',
      password: 'This field is required.',
      extra: 'This field is not allowed.',
    });
  });

  it('slows, then refuses the pair of account and address; the owner elsewhere still signs in', async () => {
    const attempt = (ip: string, password = 'wrong-password') =>
      server.call('POST', '/auth/sign_in', {
        body: { email: 'website@demo.church', password },
        ip,
      });
    server.sleeps.length = 0;
    for (let n = 0; n < 3; n++) expectError(await attempt('10.1.0.1'), 401, 'invalid_credentials');
    expect(server.sleeps).toEqual([]);
    expectError(await attempt('10.1.0.1'), 401, 'invalid_credentials');
    expect(server.sleeps).toEqual([500]);

    const locked = await attempt('10.1.0.1');
    const error = expectError(locked, 429, 'too_many_requests');
    expect(error.message).toMatch(/Try again in 15 minutes/);
    expect(locked.headers['retry-after']).toBe('900');

    // The right password from that address is refused too while locked, and the wait counts down.
    server.clock.advanceSeconds(300);
    const stillLocked = await attempt('10.1.0.1', 'outreach-demo');
    expectError(stillLocked, 429, 'too_many_requests');
    expect(stillLocked.headers['retry-after']).toBe('600');

    // The owner, from another address, is not locked out (the reproduction).
    expectOk(await attempt('10.1.0.9', 'outreach-demo'), SignInResponse);

    server.clock.advanceSeconds(601);
    expectOk(await attempt('10.1.0.1', 'outreach-demo'), SignInResponse);
  });

  it('slows an account attacked from many addresses but never locks it for its owner', async () => {
    const email = 'care@demo.church';
    server.sleeps.length = 0;
    // 160 failures, each from a new address, as in the issue (X-Forwarded-For rotation).
    for (let n = 0; n < 160; n++) {
      const result = await server.call('POST', '/auth/sign_in', {
        body: { email, password: `guess-${n}` },
        ip: `10.3.${Math.floor(n / 250)}.${n % 250}`,
      });
      expectError(result, 401, 'invalid_credentials');
    }
    // Slowed: delays grow to the maximum and stay there.
    expect(server.sleeps.length).toBeGreaterThan(100);
    expect(Math.max(...server.sleeps)).toBe(4000);

    server.sleeps.length = 0;
    expectOk(
      await server.call('POST', '/auth/sign_in', {
        body: { email, password: 'outreach-demo' },
        ip: '10.4.0.1',
      }),
      SignInResponse,
    );
    // Its owner's attempt is slowed as well, by at most the maximum delay.
    expect(server.sleeps).toEqual([4000]);
  });

  it('deletes throttle rows once their window has passed', async () => {
    const rows = () => server.deps.db.select().from(authThrottle);
    await server.call('POST', '/auth/sign_in', {
      body: { email: 'someone-old@example.org', password: 'x' },
      ip: '10.5.0.1',
    });
    const before = (await rows()).map((row) => row.key);
    expect(before).toContain('signin-pair:someone-old@example.org 10.5.0.1');
    expect(before).toContain('signin-account:someone-old@example.org');

    // Past every window and lock: the next failure (any account) sweeps the old rows away.
    server.clock.advanceSeconds(3600);
    await server.call('POST', '/auth/sign_in', {
      body: { email: 'someone-new@example.org', password: 'x' },
      ip: '10.5.0.2',
    });
    const after = (await rows()).map((row) => row.key).filter((key) => key.startsWith('signin-'));
    expect(after.sort()).toEqual([
      'signin-account:someone-new@example.org',
      'signin-ip:10.5.0.2',
      'signin-pair:someone-new@example.org 10.5.0.2',
    ]);
  });

  it('limits failures from one address across accounts', async () => {
    const ip = '10.2.0.1';
    const emails = Array.from({ length: 30 }, (_, i) => `someone${i}@example.org`);
    const statuses: number[] = [];
    for (const email of emails) {
      const result = await server.call('POST', '/auth/sign_in', {
        body: { email, password: 'guess' },
        ip,
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(statuses[29]).toBe(429);
    const blocked = await server.call('POST', '/auth/sign_in', {
      body: { email: 'discipleship@demo.church', password: 'outreach-demo' },
      ip,
    });
    expectError(blocked, 429, 'too_many_requests');
    // Another address is not affected.
    expectOk(
      await server.call('POST', '/auth/sign_in', {
        body: { email: 'discipleship@demo.church', password: 'outreach-demo' },
        ip: '10.2.0.2',
      }),
      SignInResponse,
    );
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const known = expectOk(
      await server.call('POST', '/auth/forgot_password', { body: { email: 'free@demo.church' } }),
      OkResponse,
    );
    const unknown = expectOk(
      await server.call('POST', '/auth/forgot_password', { body: { email: 'ghost@demo.church' } }),
      OkResponse,
    );
    expect(unknown).toEqual(known);
    expect(await mailsTo('ghost@demo.church')).toEqual([]);
    const [mail] = await mailsTo('free@demo.church');
    expect(mail?.kind).toBe('password_reset');
    expect(mail?.bodyText).toContain('http://app.test/users/reset-password?token=');
  });

  it('resets with the link once; the old password and old sessions stop working', async () => {
    const email = 'individual@demo.church';
    const oldToken = await server.signIn(email);
    expectOk(await server.call('POST', '/auth/forgot_password', { body: { email } }), OkResponse);
    const mails = await mailsTo(email);
    const token = tokenFromMail(mails[mails.length - 1]?.bodyText ?? '', 'token');

    server.clock.advanceSeconds(5);
    expectOk(
      await server.call('POST', '/auth/reset_password', {
        body: { token, password: 'a-new-password' },
      }),
      OkResponse,
    );
    const again = expectError(
      await server.call('POST', '/auth/reset_password', {
        body: { token, password: 'another-password' },
      }),
      400,
      'invalid_token',
    );
    expect(again.message).toMatch(/already been used/);

    expectError(
      await server.call('POST', '/auth/sign_in', {
        body: { email, password: 'outreach-demo' },
        ip: '10.3.0.1',
      }),
      401,
      'invalid_credentials',
    );
    const newToken = await server.signIn(email, 'a-new-password');
    expectError(
      await server.call('POST', '/lookup_user', { token: oldToken }),
      401,
      'unauthorized',
    );
    expect((await server.call('POST', '/lookup_user', { token: newToken })).status).toBe(200);
  });

  it('refuses an expired link with a clear message', async () => {
    const email = 'care@demo.church';
    expectOk(await server.call('POST', '/auth/forgot_password', { body: { email } }), OkResponse);
    const mails = await mailsTo(email);
    const token = tokenFromMail(mails[mails.length - 1]?.bodyText ?? '', 'token');
    server.clock.advanceSeconds(60 * 60 + 1);
    const error = expectError(
      await server.call('POST', '/auth/reset_password', {
        body: { token, password: 'whatever-123' },
      }),
      400,
      'invalid_token',
    );
    expect(error.message).toBe('This password reset link has expired. Please request a new one.');
    await server.signIn(email); // the password did not change
  });

  it('refuses an unknown link and a short password', async () => {
    expectError(
      await server.call('POST', '/auth/reset_password', {
        body: { token: 'made-up', password: 'long-enough-1' },
      }),
      400,
      'invalid_token',
    );
    const error = expectError(
      await server.call('POST', '/auth/reset_password', {
        body: { token: 'x', password: 'short' },
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ password: 'Use at least 8 characters.' });
  });

  it('sends at most three reset mails per account per hour', async () => {
    const email = 'discipleship@demo.church';
    const before = (await mailsTo(email)).length;
    for (let i = 0; i < 5; i += 1) {
      await server.call('POST', '/auth/forgot_password', { body: { email } });
    }
    expect((await mailsTo(email)).length - before).toBe(3);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token on the server', async () => {
    const token = await server.signIn('moderator@demo.church');
    const other = await server.signIn('moderator@demo.church');
    expectOk(await server.call('POST', '/auth/logout', { token }), OkResponse);
    const error = expectError(
      await server.call('POST', '/lookup_profile', { token }),
      401,
      'unauthorized',
    );
    expect(error.message).toMatch(/sign in again/);
    expectError(await server.call('POST', '/auth/logout', { token }), 401, 'unauthorized');
    // Only that session ends.
    expect((await server.call('POST', '/lookup_profile', { token: other })).status).toBe(200);
  });

  it('needs a token', async () => {
    expectError(await server.call('POST', '/auth/logout'), 401, 'unauthorized');
  });
});

describe('POST /auth/check_session', () => {
  it('answers ok while the token is good, and 401 once it is revoked or missing', async () => {
    const token = await server.signIn('care@demo.church');
    expectOk(await server.call('POST', '/auth/check_session', { token }), OkResponse);
    await server.call('POST', '/auth/logout', { token });
    expectError(await server.call('POST', '/auth/check_session', { token }), 401, 'unauthorized');
    expectError(await server.call('POST', '/auth/check_session'), 401, 'unauthorized');
  });
});
