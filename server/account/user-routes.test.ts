import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LookupUserResponse,
  SendNewEmailTokenResponse,
  UpdateActionStepResponse,
  UpdateUserResponse,
  VerifyNewEmailResponse,
} from '#contract/account/user.ts';
import { eq } from 'drizzle-orm';
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

async function lastMailTo(address: string) {
  const mails = (await server.outbox()).filter((mail) => mail.toAddress === address);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

async function mailsTo(address: string) {
  return (await server.outbox()).filter((mail) => mail.toAddress === address);
}

async function userId(email: string) {
  const [row] = await server.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row?.id;
}

describe('POST /lookup_user', () => {
  it("returns the caller's own record", async () => {
    const token = await server.signIn('care@demo.church');
    const user = expectOk(await server.call('POST', '/lookup_user', { token }), LookupUserResponse);
    expect(user).toMatchObject({
      email: 'care@demo.church',
      pending_email: null,
      role: ['care'],
      show_mode: true,
      // Riverside's campuses ticked its step for everyone of the church (decisions 051, 070).
      completed_action_steps: ['add-church-location'],
    });
  });

  it('needs a token', async () => {
    expectError(await server.call('POST', '/lookup_user'), 401, 'unauthorized');
  });
});

describe('POST /update_user', () => {
  it('changes only the fields sent, show_mode included', async () => {
    const token = await server.signIn('website@demo.church');
    const user = expectOk(
      await server.call('POST', '/update_user', {
        token,
        body: { firstname: '  Walt ', show_mode: false },
      }),
      UpdateUserResponse,
    );
    expect(user).toMatchObject({ firstname: 'Walt', lastname: 'Nguyen', show_mode: false });
  });

  it('rejects a bad payload field by field and writes nothing', async () => {
    const token = await server.signIn('discipleship@demo.church');
    const error = expectError(
      await server.call('POST', '/update_user', {
        token,
        body: { firstname: 'Dorothea', lastname: '   ', show_mode: 'yes', role: ['admin'] },
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      lastname: 'This field is required.',
      show_mode: 'Must be true or false.',
      role: 'This field is not allowed.',
    });
    const user = expectOk(await server.call('POST', '/lookup_user', { token }), LookupUserResponse);
    expect(user.firstname).toBe('Dora');
    expect(user.role).toEqual(['discipleship']);
  });

  it('does not change the address directly: it sends a confirmation link to the new one', async () => {
    const token = await server.signIn('free@demo.church');
    const user = expectOk(
      await server.call('POST', '/update_user', {
        token,
        body: { email: 'Frank.New@Demo.Church' },
      }),
      UpdateUserResponse,
    );
    expect(user.email).toBe('free@demo.church');
    expect(user.pending_email).toBe('frank.new@demo.church');
    const mail = await lastMailTo('frank.new@demo.church');
    expect(mail.kind).toBe('email_change');
    expect(mail.bodyText).toContain('http://app.test/updateInfo?email_token=');
  });
});

describe('changing the email address', () => {
  it('sends a token to the new address and switches when it is verified', async () => {
    const token = await server.signIn('invited@demo.church');
    const sent = expectOk(
      await server.call('POST', '/send_new_email_token', {
        token,
        body: { email: 'ivan@new.example.org' },
      }),
      SendNewEmailTokenResponse,
    );
    expect(sent.pending_email).toBe('ivan@new.example.org');
    const link = tokenFromMail((await lastMailTo('ivan@new.example.org')).bodyText, 'email_token');

    const user = expectOk(
      await server.call('POST', '/verify_new_email', { token, body: { token: link } }),
      VerifyNewEmailResponse,
    );
    expect(user.email).toBe('ivan@new.example.org');
    expect(user.pending_email).toBeNull();
    expect((await lastMailTo('invited@demo.church')).kind).toBe('email_changed_notice');
    await server.signIn('ivan@new.example.org');

    const again = expectError(
      await server.call('POST', '/verify_new_email', { token, body: { token: link } }),
      400,
      'invalid_token',
    );
    expect(again.message).toMatch(/already been used/);
  });

  it("refuses another user's link, an expired link and a replaced link", async () => {
    const moderator = await server.signIn('moderator@demo.church');
    const intruder = await server.signIn('pastdue@demo.church');
    await server.call('POST', '/send_new_email_token', {
      token: moderator,
      body: { email: 'maria@first.example.org' },
    });
    const first = tokenFromMail(
      (await lastMailTo('maria@first.example.org')).bodyText,
      'email_token',
    );
    expectError(
      await server.call('POST', '/verify_new_email', { token: intruder, body: { token: first } }),
      400,
      'invalid_token',
    );

    await server.call('POST', '/send_new_email_token', {
      token: moderator,
      body: { email: 'maria@second.example.org' },
    });
    const second = tokenFromMail(
      (await lastMailTo('maria@second.example.org')).bodyText,
      'email_token',
    );
    expectError(
      await server.call('POST', '/verify_new_email', { token: moderator, body: { token: first } }),
      400,
      'invalid_token',
    );

    server.clock.advanceSeconds(24 * 60 * 60 + 1);
    const expired = expectError(
      await server.call('POST', '/verify_new_email', { token: moderator, body: { token: second } }),
      400,
      'invalid_token',
    );
    expect(expired.message).toMatch(/expired/);
    const user = expectOk(
      await server.call('POST', '/lookup_user', { token: moderator }),
      LookupUserResponse,
    );
    expect(user.email).toBe('moderator@demo.church');
    expect(user.pending_email).toBeNull();
  });

  it('does not reveal that another account uses an address: that owner is told instead', async () => {
    const token = await server.signIn('pastor@demo.church');
    const taken = expectOk(
      await server.call('POST', '/send_new_email_token', {
        token,
        body: { email: 'care@demo.church' },
      }),
      SendNewEmailTokenResponse,
    );
    const free = expectOk(
      await server.call('POST', '/send_new_email_token', {
        token,
        body: { email: 'nobody-yet@example.org' },
      }),
      SendNewEmailTokenResponse,
    );
    // The same answer apart from the address itself.
    expect(taken.message.replace('care@demo.church', 'X')).toBe(
      free.message.replace('nobody-yet@example.org', 'X'),
    );
    const [inUse] = await mailsTo('care@demo.church');
    expect(inUse?.kind).toBe('email_change_address_in_use');
    expect(inUse?.bodyText).toMatch(/^Hello,\n/);
    expect(inUse?.bodyText).not.toMatch(/email_token=/);
    expect(inUse?.bodyText).toMatch(/already uses it/);

    // update_user with a taken address answers as with a free one, too.
    const updated = await server.call('POST', '/update_user', {
      token,
      body: { email: 'admin@demo.church' },
    });
    expect(updated.status).toBe(200);
    expect((await mailsTo('admin@demo.church')).at(-1)?.kind).toBe('email_change_address_in_use');
  });

  it('opens the confirmation mail with a fixed greeting, never with the chosen first name', async () => {
    const token = await server.signIn('individual@demo.church');
    await server.call('POST', '/update_user', {
      token,
      body: { firstname: 'URGENT: your bank account is locked, call 555' },
    });
    await server.call('POST', '/send_new_email_token', {
      token,
      body: { email: 'phish-target@example.org' },
    });
    const [mail] = await mailsTo('phish-target@example.org');
    expect(mail?.bodyText).toMatch(/^Hello,\n/);
    expect(mail?.bodyText).not.toMatch(/URGENT/);
  });

  it('limits confirmation mails per user and per target address, with Retry-After', async () => {
    const website = await server.signIn('website@demo.church');
    const discipleship = await server.signIn('discipleship@demo.church');
    const send = (token: string, email: string) =>
      server.call('POST', '/send_new_email_token', { token, body: { email } });

    // Per target address: three mails an hour, whoever asks.
    for (const token of [website, discipleship, website]) {
      expect((await send(token, 'target@example.org')).status).toBe(200);
    }
    const refused = await send(discipleship, 'target@example.org');
    const error = expectError(refused, 429, 'too_many_requests');
    expect(error.message).toMatch(/Try again in 60 minutes/);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await mailsTo('target@example.org')).toHaveLength(3);

    // Per user: five an hour (website has spent two of them above).
    for (const n of [1, 2, 3]) {
      expect((await send(website, `other${n}@example.org`)).status).toBe(200);
    }
    expectError(await send(website, 'other4@example.org'), 429, 'too_many_requests');
    expect(await mailsTo('other4@example.org')).toEqual([]);

    // The window passes, the rows expire, and mail may go again.
    server.clock.advanceSeconds(3601);
    expect((await send(website, 'other4@example.org')).status).toBe(200);
    const keys = (await server.deps.db.select().from(authThrottle))
      .map((row) => row.key)
      .filter((key) => key.startsWith('email-change-'));
    expect(keys.sort()).toEqual([
      `email-change-to:other4@example.org`,
      `email-change-user:${(await userId('website@demo.church'))!}`,
    ]);
  });

  it('keeps the per-address limit under concurrent requests', async () => {
    const tokens = await Promise.all(
      ['care@demo.church', 'free@demo.church', 'admin@demo.church'].map((email) =>
        server.signIn(email),
      ),
    );
    const answers = await Promise.all(
      [...tokens, ...tokens].map((token) =>
        server.call('POST', '/send_new_email_token', {
          token,
          body: { email: 'concurrent@example.org' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await mailsTo('concurrent@example.org')).toHaveLength(3);
  });

  it('refuses the current address and a malformed one', async () => {
    const token = await server.signIn('pastor@demo.church');
    expectError(
      await server.call('POST', '/send_new_email_token', {
        token,
        body: { email: 'pastor@demo.church' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await server.call('POST', '/send_new_email_token', { token, body: { email: 'nope' } }),
      400,
      'validation_failed',
    );
  });

  it('needs a token', async () => {
    expectError(
      await server.call('POST', '/send_new_email_token', { body: { email: 'x@example.org' } }),
      401,
      'unauthorized',
    );
    expectError(
      await server.call('POST', '/verify_new_email', { body: { token: 'x' } }),
      401,
      'unauthorized',
    );
  });
});

describe('POST /update_action_step', () => {
  it('marks steps done and undone', async () => {
    const token = await server.signIn('individual@demo.church');
    const first = expectOk(
      await server.call('POST', '/update_action_step', {
        token,
        body: { step: 'share-your-story', completed: true },
      }),
      UpdateActionStepResponse,
    );
    expect(first.completed_action_steps).toEqual(['share-your-story']);
    await server.call('POST', '/update_action_step', {
      token,
      body: { step: 'connect-to-church', completed: true },
    });
    const last = expectOk(
      await server.call('POST', '/update_action_step', {
        token,
        body: { step: 'share-your-story', completed: false },
      }),
      UpdateActionStepResponse,
    );
    expect(last.completed_action_steps).toEqual(['connect-to-church']);
  });

  it('validates the step and needs a token', async () => {
    const token = await server.signIn('individual@demo.church');
    const error = expectError(
      await server.call('POST', '/update_action_step', { token, body: { step: 'Not A Slug' } }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['completed', 'step']);
    expectError(
      await server.call('POST', '/update_action_step', { body: { step: 'x', completed: true } }),
      401,
      'unauthorized',
    );
  });
});
