import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import type { TestimonialsResponse } from '#contract/testimonials/testimonials.ts';
import type { LookupProfileResponse as Profile } from '#contract/account/profile.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function profileOf(email: string): Promise<Profile> {
  const token = await server.signIn(email);
  return expectOk(await server.call('POST', '/lookup_profile', { token }), LookupProfileResponse);
}

describe('POST /lookup_profile', () => {
  it('gives the pastor every profile field, with badges and the missing campus', async () => {
    const profile = await profileOf('pastor@demo.church');
    expect(profile).toMatchObject({
      account_slug: 'grace-community-church',
      church_name: 'Grace Community Church',
      state: 'active',
      restricted: false,
      role: ['evangelism'],
      email: 'pastor@demo.church',
      membership: { state: 'active', plan: { interval: 'year' } },
      need_to_pay: false,
      location: null,
      moderator: { status: 'none' },
      show_mode: true,
      is_truelife_member: true,
    });
    expect(profile.waiting_videos).toBeGreaterThan(0);
    expect(profile.new_connections).toBeGreaterThan(0);
    expect(profile.profile_video?.status).toBe('approved');
    expect(profile.invite_video?.url).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(profile.shipping_address?.zip_code).toBe('62704');
  });

  it('says a past-due pastor needs to pay', async () => {
    const profile = await profileOf('pastdue@demo.church');
    expect(profile.membership?.state).toBe('past_due');
    expect(profile.need_to_pay).toBe(true);
    expect(profile.location?.city).toBe('Chicago');
  });

  it('never asks a free partner, a care user or an individual to pay', async () => {
    for (const email of ['free@demo.church', 'care@demo.church', 'individual@demo.church']) {
      expect((await profileOf(email)).need_to_pay).toBe(false);
    }
  });

  it('shows moderator statuses and, for a moderator, the waiting stories of the churches they moderate', async () => {
    const invited = await profileOf('invited@demo.church');
    expect(invited.moderator.status).toBe('invited');
    const moderator = await profileOf('moderator@demo.church');
    expect(moderator.moderator.status).toBe('approved');
    expect(moderator.waiting_videos).toBe(2);
    // Connections: the new requests of the church they moderate, as its pastor counts them.
    const pastor = await profileOf('pastor@demo.church');
    expect(moderator.new_connections).toBeGreaterThan(0);
    expect(moderator.new_connections).toBe(pastor.new_connections);
    expect(invited.new_connections).toBe(0);
    const individual = await profileOf('individual@demo.church');
    expect(individual.story).toMatchObject({ status: 'review', slug: 'isabel-brooks' });
    expect(individual.intro_video_slug).toBe('isabel-brooks');
  });

  it('counts the testimonials waiting on Testimonials: a pastor’s church’s and a moderator’s churches’', async () => {
    // The demo's Grace Community Church has two waiting (and approved and rejected ones).
    expect((await profileOf('pastor@demo.church')).pending_testimonials).toBe(2);
    expect((await profileOf('moderator@demo.church')).pending_testimonials).toBe(2);
    // Riverside has none; a person who moderates nothing and an admin (who does not decide) count none.
    for (const email of [
      'website@demo.church',
      'individual@demo.church',
      'invited@demo.church',
      'admin@demo.church',
      'care@demo.church',
    ]) {
      expect((await profileOf(email)).pending_testimonials, email).toBe(0);
    }
    // A decision takes one off the count at once.
    const token = await server.signIn('moderator@demo.church');
    const listed = (await server.call('GET', '/testimonials?status=pending', { token }))
      .body as TestimonialsResponse;
    const decided = await server.call('POST', '/approve_testimonial', {
      token,
      body: { id: listed.testimonials[0]!.id },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await profileOf('pastor@demo.church')).pending_testimonials).toBe(1);
    expect((await profileOf('reviewer@demo.church')).pending_testimonials).toBe(1);
  });

  it('answers for every demo account with its role', async () => {
    const expected: Record<string, string> = {
      'admin@demo.church': 'admin',
      'website@demo.church': 'website',
      'discipleship@demo.church': 'discipleship',
      'free@demo.church': 'free_evangelism',
      'care@demo.church': 'care',
    };
    for (const [email, role] of Object.entries(expected)) {
      expect((await profileOf(email)).role).toEqual([role]);
    }
  });

  it('needs a valid, unexpired token', async () => {
    expectError(await server.call('POST', '/lookup_profile'), 401, 'unauthorized');
    expectError(
      await server.call('POST', '/lookup_profile', { token: 'not-a-jwt' }),
      401,
      'unauthorized',
    );
    expectError(
      await server.call('POST', '/lookup_profile', {
        headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
      }),
      401,
      'unauthorized',
    );
    // Signed with another key.
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
    expectError(
      await server.call('POST', '/lookup_profile', { token: forged }),
      401,
      'unauthorized',
    );

    const token = await server.signIn('website@demo.church');
    server.clock.advanceSeconds(7 * 24 * 60 * 60 + 1);
    expectError(await server.call('POST', '/lookup_profile', { token }), 401, 'unauthorized');
  });

  it('takes no payload: an unknown field is a 400', async () => {
    const token = await server.signIn('care@demo.church');
    const error = expectError(
      await server.call('POST', '/lookup_profile', { token, body: { account_id: 1 } }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ account_id: 'This field is not allowed.' });
    expectOk(
      await server.call('POST', '/lookup_profile', { token, body: {} }),
      LookupProfileResponse,
    );
  });
});
