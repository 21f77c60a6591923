import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestimonialDecisionResponse,
  TestimonialsResponse,
} from '#contract/testimonials/testimonials.ts';
import { activityLog, testimonials } from '#server/db/schema.ts';
import { translator } from '#server/public/public-i18n.ts';
import { CONTACT_FORM_LIMITS, TESTIMONY_FORM_LIMITS } from '#server/settings.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { CONSENT_VERSION } from './consent.ts';

let server: TestServer;
let graceId: number;
let tokens: Record<'pastor' | 'moderator' | 'website' | 'individual' | 'admin', string>;

const FORM = '/church/grace-community-church/testimony';
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
  tokens = {
    pastor: await server.signIn('pastor@demo.church'),
    moderator: await server.signIn('moderator@demo.church'),
    // Riverside Church's website user: a pastor, of another church.
    website: await server.signIn('website@demo.church'),
    individual: await server.signIn('individual@demo.church'),
    admin: await server.signIn('admin@demo.church'),
  };
});

afterAll(async () => {
  await server.close();
});

const page = (url: string) => server.app.inject({ method: 'GET', url });
const startedOf = (body: string) => /name="started" value="([^"]+)"/.exec(body)?.[1] ?? '';

function post(url: string, fields: Record<string, string>, ip = '203.0.113.20') {
  return server.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Test phone' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Fills in the form as a person does: loads it, takes a few seconds, sends it. */
async function send(fields: Record<string, string>, { url = FORM, ip = '203.0.113.20' } = {}) {
  const started = startedOf((await page(url)).body);
  server.clock.advanceSeconds(CONTACT_FORM_LIMITS.minFillSeconds + 1);
  return post(url, { started, ...fields }, ip);
}

const story = (firstName: string, text: string) => ({
  first_name: firstName,
  email: `${firstName.toLowerCase()}@example.org`,
  story: text,
  consent: 'yes',
});

async function rowsOf(firstName: string) {
  return server.deps.db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.accountId, graceId), eq(testimonials.firstName, firstName)));
}

const list = async (token: string, status = 'pending') =>
  expectOk(
    await server.call('GET', `/testimonials?status=${status}`, { token }),
    TestimonialsResponse,
  );

const decide = (token: string, id: number, decision: 'approve' | 'reject') =>
  server.call('POST', `/${decision}_testimonial`, { token, body: { id } });

describe('the public church page', () => {
  it("shows the demo church's approved testimonials only, with first names, and the way to share one", async () => {
    const body = (await page('/church/grace-community-church')).body;
    expect(body).toContain('id="testimonials-title"');
    expect(body).toContain('on my lunch break');
    expect(body).toContain('Lucía');
    // Waiting and rejected ones are not shown; e-mail addresses never are.
    expect(body).not.toContain('Easter service');
    expect(body).not.toContain('best deals');
    expect(body).not.toContain('@example.org');
    expect(body).toContain(`href="${FORM}"`);
    expect((await page('/ko/church/grace-community-church')).body).toContain(`href="/ko${FORM}"`);
  });
});

describe('the public testimony form', () => {
  it('is a server-rendered page with no script, the consent box unticked and required', async () => {
    const answer = await page(FORM);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toMatch(/<script/i);
    expect(String(answer.headers['content-security-policy'])).toContain("script-src 'none'");
    expect(answer.body).toMatch(
      /<input id="testimony-consent" name="consent" type="checkbox" value="yes" required[ >]/,
    );
    expect(answer.body).toContain(
      translator('en')('publicChurch.testimony.consent', { church: 'Grace Community Church' }),
    );
    expect((await page('/church/no-such-church/testimony')).statusCode).toBe(404);
  });

  it('refuses a story without consent, keeps nothing and names the field', async () => {
    const answer = await send({ ...story('Nora', 'It changed my week.'), consent: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('id="testimony-consent-error"');
    expect(answer.body).toContain('It changed my week.');
    expect(await rowsOf('Nora')).toEqual([]);
    // Anything but the box's own value is not consent either.
    const forged = await send({ ...story('Nora', 'Again.'), consent: 'on' });
    expect(forged.statusCode).toBe(400);
    expect(await rowsOf('Nora')).toEqual([]);
  });

  it('keeps a story with the exact consent words, their version, language and time, and mails the withdrawal link', async () => {
    const before = await server.outbox();
    const answer = await send(story('Maya', 'A friend gave me a card.'));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${FORM}/sent`);
    const [row] = await rowsOf('Maya');
    expect(row).toMatchObject({
      status: 'pending',
      email: 'maya@example.org',
      story: 'A friend gave me a card.',
      source: 'church_page',
      consentVersion: CONSENT_VERSION,
      consentLocale: 'en',
      consentText: translator('en')('publicChurch.testimony.consent', {
        church: 'Grace Community Church',
      }),
    });
    expect(row?.consentedAt.getTime()).toBe(server.clock.now().getTime());
    expect(row?.withdrawTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mails = (await server.outbox()).slice(before.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe('maya@example.org');
    expect(mails[0]?.subject).toBe('Your story for Grace Community Church');
    expect(mails[0]?.bodyText).toMatch(/^Hello Maya,\n\nThank you for sharing your story/);
    expect(mails[0]?.bodyText).toMatch(
      /erased:\n\nhttp:\/\/app\.test\/testimony\/withdraw\?token=[A-Za-z0-9_-]{43}\n$/,
    );
    // Pending: not on the public page.
    expect((await page('/church/grace-community-church')).body).not.toContain(
      'A friend gave me a card.',
    );
  });

  it('records the consent in the language of the page, from a video page link too', async () => {
    const before = await server.outbox();
    const answer = await send(
      { ...story('Jiwoo', '카드를 받고 교회에 왔습니다.'), source: 'video_page' },
      { url: `/ko${FORM}`, ip: '203.0.113.21' },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/ko${FORM}/sent`);
    const [row] = await rowsOf('Jiwoo');
    expect(row?.consentLocale).toBe('ko');
    expect(row?.source).toBe('video_page');
    expect(row?.consentText).toBe(
      translator('ko')('publicChurch.testimony.consent', { church: 'Grace Community Church' }),
    );
    expect(row?.consentText).toContain('동의합니다');
    // The confirmation is written in the page's language too, its link with the prefix.
    const [mail] = (await server.outbox()).slice(before.length);
    expect(mail?.subject).toBe('Grace Community Church에 보내신 이야기');
    expect(mail?.bodyText).toMatch(/^Jiwoo 님, 안녕하세요\.\n/);
    expect(mail?.bodyText).toContain('Grace Community Church에 이야기를 나눠 주셔서 감사합니다.');
    expect(mail?.bodyText).toMatch(
      /http:\/\/app\.test\/ko\/testimony\/withdraw\?token=[A-Za-z0-9_-]{43}\n$/,
    );
  });

  it('limits how many stories one visitor sends, without keeping the address', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < TESTIMONY_FORM_LIMITS.perVisitor; i += 1) {
      expect((await send(story(`Limit${i}`, 'Story.'), { ip })).statusCode).toBe(303);
    }
    const refused = await send(story('LimitX', 'Story.'), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Too many stories were sent from here');
    expect(await rowsOf('LimitX')).toEqual([]);
    const kept = JSON.stringify(await server.deps.db.select().from(testimonials));
    expect(kept).not.toContain(ip);
  });
});

describe('moderation', () => {
  it("lists a church's testimonials for its pastor and moderators only", async () => {
    for (const who of ['pastor', 'moderator'] as const) {
      const found = await list(tokens[who]);
      expect(found.testimonials.map((t) => t.first_name)).toContain('Maya');
      expect(found.counts.pending).toBe(found.total);
      const maya = found.testimonials.find((t) => t.first_name === 'Maya');
      expect(maya?.consent.version).toBe(CONSENT_VERSION);
      expect(maya?.consent.text).toContain('Grace Community Church');
      expect(maya).not.toHaveProperty('email');
    }
    for (const who of ['website', 'individual', 'admin'] as const) {
      const found = await list(tokens[who]);
      expect(found.testimonials.map((t) => t.first_name)).not.toContain('Maya');
    }
  });

  it("refuses another church's pastor, and people who moderate nothing", async () => {
    const [maya] = await rowsOf('Maya');
    for (const who of ['website', 'individual'] as const) {
      expectError(await decide(tokens[who], maya!.id, 'approve'), 404, 'not_found');
    }
    expect((await rowsOf('Maya'))[0]?.status).toBe('pending');
  });

  it('shows an approved testimonial on the public page, escaped, first name only; in the activity log', async () => {
    const sent = await send(story('Eli', `I came back. ${HOSTILE}`), { ip: '203.0.113.30' });
    expect(sent.statusCode).toBe(303);
    const [eli] = await rowsOf('Eli');
    const decided = expectOk(
      await decide(tokens.moderator, eli!.id, 'approve'),
      TestimonialDecisionResponse,
    );
    expect(decided.testimonial.status).toBe('approved');
    expect(decided.testimonial.decided_by).toMatch(/\S/);
    const body = (await page('/church/grace-community-church')).body;
    expect(body).toContain('I came back. &lt;script&gt;');
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('eli@example.org');
    expect(body).not.toContain('Maya');
    const log = await server.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.resource, 'testimonials'), eq(activityLog.recordId, eli!.id)));
    expect(log).toHaveLength(1);
    expect(log[0]?.recordLabel).not.toContain('Eli');
    // Deciding again the same way is a conflict, not a second log row.
    expectError(await decide(tokens.pastor, eli!.id, 'approve'), 409, 'conflict');
    // Rejected later (taken down): gone from the public page.
    expectOk(await decide(tokens.pastor, eli!.id, 'reject'), TestimonialDecisionResponse);
    expect((await page('/church/grace-community-church')).body).not.toContain('I came back.');
  });
});

describe('withdrawal', () => {
  it('takes an approved testimonial down at once and erases its words; the link works once', async () => {
    const before = await server.outbox();
    await send(story('Ruth', 'The card sat in my wallet for a month.'), { ip: '203.0.113.40' });
    const mail = (await server.outbox()).slice(before.length)[0];
    const link = /(\/testimony\/withdraw\?token=[A-Za-z0-9_-]{43})/.exec(mail?.bodyText ?? '')?.[1];
    expect(link).toBeDefined();
    const [ruth] = await rowsOf('Ruth');
    expectOk(await decide(tokens.pastor, ruth!.id, 'approve'), TestimonialDecisionResponse);
    expect((await page('/church/grace-community-church')).body).toContain('in my wallet');

    // Opening the link withdraws nothing (mail programs open links); the button does.
    const confirm = await page(link!);
    expect(confirm.statusCode).toBe(200);
    expect((await rowsOf('Ruth'))[0]?.status).toBe('approved');
    const token = /name="token" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const done = await post('/testimony/withdraw', { token });
    expect(done.statusCode).toBe(200);

    expect((await page('/church/grace-community-church')).body).not.toContain('in my wallet');
    const [erased] = await server.deps.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, ruth!.id));
    expect(erased).toMatchObject({
      status: 'withdrawn',
      firstName: null,
      email: null,
      story: null,
      withdrawTokenHash: null,
    });
    expect(erased?.withdrawnAt).not.toBeNull();
    // The consent record stays: when it was given, and to what.
    expect(erased?.consentVersion).toBe(CONSENT_VERSION);

    expect((await post('/testimony/withdraw', { token })).statusCode).toBe(404);
    expect((await page(link!)).statusCode).toBe(404);
    expectError(await decide(tokens.pastor, ruth!.id, 'approve'), 409, 'conflict');
    const withdrawn = await list(tokens.pastor, 'withdrawn');
    expect(withdrawn.testimonials.find((t) => t.id === ruth!.id)).toMatchObject({
      first_name: null,
      story: null,
      status: 'withdrawn',
    });
  });

  it('answers a made-up or hostile token with a page, never an error', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), HOSTILE, 'é'.repeat(5000)]) {
      expect((await post('/testimony/withdraw', { token })).statusCode).toBe(404);
      expect(
        (await page(`/testimony/withdraw?token=${encodeURIComponent(token)}`)).statusCode,
      ).toBe(404);
    }
  });
});
