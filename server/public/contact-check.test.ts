import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { createChallenge, solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authThrottle, messages } from '#server/db/schema.ts';
import { STORED_XSS_PAYLOADS } from '#server/security/hostile-payloads.ts';
import { CONTACT_CHALLENGE, CONTACT_FORM_LIMITS } from '#server/settings.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { contactChallengeKeys } from './contact-challenge.ts';
import { buildCheckScript } from './contact-check-build.ts';
import { CHECK_SCRIPT } from './public-asset.ts';

/**
 * The contact forms past a church's threshold (decision 062, issue 23): a message waits for a
 * proof of work on a page of its own (not a 429), the solved one reaches the inbox, and a
 * replayed, wrong or expired one is refused with a message that says so.
 */

let server: TestServer;
let graceId: number;
let riversideId: number;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
  riversideId = await accountIdOf(server, 'riverside-church');
});

afterAll(async () => {
  await server.close();
});

// Each test starts a new hour: no count of another test is left.
beforeEach(() => {
  server.clock.advanceSeconds(CONTACT_FORM_LIMITS.windowSeconds + 1);
});

const CHURCH = '/church/grace-community-church';
const VIDEO = '/v/welcome-to-grace';

const message = {
  name: 'Sam Visitor',
  email: 'sam@example.org',
  subject: 'Sunday visit',
  message: 'Is there parking?\nWe come with two children.',
};

let addresses = 0;
/** An address that has not written to anyone yet. */
const newAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

/** Messages the church already had this hour, as the limits count them. */
async function churchHasHad(count: number) {
  const row = {
    key: `contact-church:${graceId}`,
    failures: count,
    windowStartedAt: server.clock.now(),
    lockedUntil: null,
  };
  await server.deps.db
    .insert(authThrottle)
    .values(row)
    .onConflictDoUpdate({ target: authThrottle.key, set: row });
}

async function startedToken(url = CHURCH) {
  const body = (await server.app.inject({ method: 'GET', url })).body;
  const started = /name="started" value="([^"]+)"/.exec(body)?.[1] ?? '';
  server.clock.advanceSeconds(CONTACT_FORM_LIMITS.minFillSeconds + 1);
  return started;
}

const post = (url: string, fields: Record<string, string>, ip: string) =>
  server.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#96;': '`',
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#96);/g, (e) => ENTITIES[e]!);

/** The check page's hidden fields, as a browser would send them. */
function hiddenFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(
    /<input type="hidden" name="(\w+)" value="([^"]*)">/g,
  )) {
    fields[name!] = unescape(value!);
  }
  return fields;
}

const challengeOf = (body: string) =>
  JSON.parse(unescape(/data-challenge="([^"]+)"/.exec(body)?.[1] ?? '')) as Challenge;

/** What the page's script sends: ALTCHA's payload, its JSON in base64. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The page's form, solved as its script solves it. */
async function solvedForm(body: string): Promise<Record<string, string>> {
  return { ...hiddenFields(body), altcha: await solve(challengeOf(body)) };
}

const inbox = async () =>
  (await server.deps.db.select().from(messages).where(eq(messages.accountId, graceId))).length;

describe('past the church threshold', () => {
  it('10 addresses past the threshold cannot stop an 11th from reaching the church', async () => {
    const started = await startedToken();
    const before = await inbox();
    const flooders = Array.from({ length: 10 }, () => newAddress());
    for (const ip of flooders) {
      for (let i = 0; i < CONTACT_FORM_LIMITS.perChurch / flooders.length; i += 1) {
        expect((await post(CHURCH, { ...message, started }, ip)).statusCode).toBe(303);
      }
    }
    // Each flooder has used its own address's allowance (a 429 about its own sending)…
    for (const ip of flooders) {
      expect((await post(CHURCH, { ...message, started }, ip)).statusCode).toBe(429);
    }
    // The 11th address reaches the church, on its page and on a video page.
    expect((await post(CHURCH, { ...message, started }, newAddress())).statusCode).toBe(303);
    const videoStarted = await startedToken(VIDEO);
    const fromVideo = await post(VIDEO, { ...message, started: videoStarted }, newAddress());
    expect(fromVideo.statusCode).toBe(303);
    expect(await inbox()).toBe(before + CONTACT_FORM_LIMITS.perChurch + 2);
  });

  it('asks an address that already wrote for the work, and its solved message arrives', async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.perChurch);
    const started = await startedToken();
    const ip = newAddress();
    expect((await post(CHURCH, { ...message, started }, ip)).statusCode).toBe(303);
    const second = { ...message, subject: 'A second question' };
    const held = await post(CHURCH, { ...second, started }, ip);
    expect(held.statusCode).toBe(428);
    const before = await inbox();
    const sent = await post(CHURCH, await solvedForm(held.body), ip);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/church/grace-community-church/sent');
    expect(await inbox()).toBe(before + 1);
  });
});

describe('past the church ceiling', () => {
  it('holds a message without a solution on the check page, not a 429, with nothing lost', async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.churchCeiling);
    const started = await startedToken('/es/church/grace-community-church');
    const before = await inbox();
    const held = await post(
      '/es/church/grace-community-church',
      { ...message, started },
      newAddress(),
    );
    expect(held.statusCode).toBe(428);
    expect(held.headers['retry-after']).toBeUndefined();
    expect(held.headers['cache-control']).toBe('no-store');
    // In the visitor's language, and no word of blame.
    expect(held.body).toContain('<html lang="es">');
    expect(held.body).toContain(
      'Un momento: estamos comprobando que este mensaje lo envía una persona',
    );
    expect(held.body).not.toMatch(/too many|demasiados|from here/i);
    // Everything the visitor wrote, in hidden fields, and the form posts to the same page.
    expect(hiddenFields(held.body)).toEqual({ ...message, started, altcha: '' });
    expect(held.body).toContain('action="/es/church/grace-community-church#contact-title"');
    // Without script: a plain word and the message to copy.
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(held.body)?.[1] ?? '';
    expect(noscript).toContain('necesita JavaScript');
    expect(noscript).toContain(`readonly>${message.subject}\n\n${message.message}</textarea>`);
    // One script, ours, and the page's policy allows only that.
    expect(held.body.match(/<script/g)).toHaveLength(1);
    expect(held.body).toContain(`<script src="${CHECK_SCRIPT.url}" defer></script>`);
    const csp = String(held.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("form-action 'self'");
    expect(await inbox()).toBe(before);
  });

  it("delivers a solved message into the church's inbox, from the church and video pages", async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.churchCeiling);
    for (const [page, sentPage] of [
      [CHURCH, '/church/grace-community-church/sent'],
      ['/ko/v/welcome-to-grace', '/ko/v/welcome-to-grace/sent'],
    ] as const) {
      const subject = `Solved on ${page}`;
      const held = await post(
        page,
        { ...message, subject, started: await startedToken(page) },
        newAddress(),
      );
      expect(held.statusCode, page).toBe(428);
      if (page.startsWith('/ko/')) expect(held.body).toContain('사람이 보냈는지 확인하고 있습니다');
      const sent = await post(page, await solvedForm(held.body), newAddress());
      expect(sent.statusCode, page).toBe(303);
      expect(sent.headers.location).toBe(sentPage);
      const [kept] = await server.deps.db
        .select()
        .from(messages)
        .where(eq(messages.subject, subject));
      expect(kept).toMatchObject({
        accountId: graceId,
        senderName: message.name,
        senderEmail: message.email,
        body: message.message,
      });
    }
  });

  it('refuses a replayed solution, also two sent at once', async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.churchCeiling);
    const held = await post(CHURCH, { ...message, started: await startedToken() }, newAddress());
    const solved = await solvedForm(held.body);
    const before = await inbox();
    expect((await post(CHURCH, solved, newAddress())).statusCode).toBe(303);
    const replayed = await post(CHURCH, solved, newAddress());
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain('The check could not be used');
    // With a new challenge, to solve and send by a press (no loop of automatic sends).
    expect(challengeOf(replayed.body).signature).not.toBe(challengeOf(held.body).signature);
    expect(replayed.body).not.toContain('data-auto');
    expect(hiddenFields(replayed.body)).toMatchObject(message);

    const again = await solvedForm(replayed.body);
    const statuses = (
      await Promise.all([post(CHURCH, again, newAddress()), post(CHURCH, again, newAddress())])
    ).map((answer) => answer.statusCode);
    expect(statuses.sort()).toEqual([303, 400]);
    expect(await inbox()).toBe(before + 2);
  });

  it('refuses a wrong or expired solution with a clear message', async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.churchCeiling);
    const held = await post(CHURCH, { ...message, started: await startedToken() }, newAddress());
    const fields = hiddenFields(held.body);
    const challenge = challengeOf(held.body);
    const solution = await solveChallenge({ challenge, deriveKey });
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
    const keys = contactChallengeKeys(server.deps);
    const made = (data: { church: number }, expiresAt: Date) =>
      createChallenge({
        algorithm: CONTACT_CHALLENGE.algorithm,
        cost: CONTACT_CHALLENGE.cost,
        counter: 5,
        deriveKey,
        expiresAt,
        hmacSignatureSecret: keys.challenge,
        hmacKeySignatureSecret: keys.derivedKey,
        data,
      });
    const expired = await made({ church: graceId }, new Date(Date.now() - 60_000));
    const otherChurch = await made({ church: riversideId }, new Date(Date.now() + 60_000));
    const cardChallenge = await createChallenge({
      algorithm: CONTACT_CHALLENGE.algorithm,
      cost: CONTACT_CHALLENGE.cost,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: server.deps.cardChallengeKeys.challenge,
      hmacKeySignatureSecret: server.deps.cardChallengeKeys.derivedKey,
    });
    const cases: [string, string, string][] = [
      [
        'a wrong answer',
        encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
        'The check could not be used',
      ],
      [
        'a changed challenge',
        encode({
          challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
          solution,
        }),
        'The check could not be used',
      ],
      ['not a payload', 'bm90IGpzb24=', 'The check could not be used'],
      ['another church', await solve(otherChurch), 'The check could not be used'],
      ["a card route's challenge", await solve(cardChallenge), 'The check could not be used'],
      ['an expired one', await solve(expired), 'The check had expired'],
    ];
    const before = await inbox();
    for (const [label, altcha, says] of cases) {
      const answer = await post(CHURCH, { ...fields, altcha }, newAddress());
      expect(answer.statusCode, label).toBe(400);
      expect(answer.body, label).toContain(says);
      expect(answer.body, label).toContain('role="alert"');
      expect(hiddenFields(answer.body), label).toMatchObject(message);
    }
    expect(await inbox()).toBe(before);
  });

  it('answers any value in the solution field with the check page, never a 5xx', async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.churchCeiling);
    const held = await post(CHURCH, { ...message, started: await startedToken() }, newAddress());
    const fields = hiddenFields(held.body);
    const challenge = challengeOf(held.body);
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const values = fc.sample(
      fc.oneof(
        fc.string(),
        fc.jsonValue().map(base64),
        fc
          .record({
            parameters: fc.dictionary(fc.string(), fc.jsonValue()),
            signature: fc.jsonValue(),
          })
          .map((wrong) => base64({ challenge: wrong, solution: { counter: 1, derivedKey: 'ab' } })),
        fc
          .record({ counter: fc.jsonValue(), derivedKey: fc.jsonValue() })
          .map((solution) => base64({ challenge, solution })),
      ),
      { numRuns: 60, seed: 23 },
    );
    const before = await inbox();
    for (const altcha of [...values, 'x'.repeat(20_000)]) {
      const answer = await post(CHURCH, { ...fields, altcha }, newAddress());
      // An empty field is no solution at all: the page asks for one.
      expect(answer.statusCode, altcha.slice(0, 80)).toBe(altcha === '' ? 428 : 400);
    }
    expect(await inbox()).toBe(before);
  });

  it("keeps stored-XSS payloads as text in the check page's hidden fields", async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.churchCeiling);
    const [script, svg] = STORED_XSS_PAYLOADS;
    const hostile = {
      name: `${svg} "onfocus=alert(2) x="`,
      email: 'sam@example.org',
      subject: script,
      message: `${script}\n${svg}\n</textarea></noscript><script>alert(3)</script>`,
    };
    const held = await post(CHURCH, { ...hostile, started: await startedToken() }, newAddress());
    expect(held.statusCode).toBe(428);
    expect(held.body).not.toContain('<script>alert');
    expect(held.body).not.toContain('<svg onload');
    expect(held.body).not.toContain('"onfocus');
    expect(held.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(held.body).toContain(
      'value="&lt;svg onload=alert(1)&gt; &quot;onfocus=alert(2) x=&quot;"',
    );
    expect(held.body.match(/<script/g)).toHaveLength(1);
    expect(held.body.match(/<\/noscript>/g)).toHaveLength(1);
    // The words come back as they were typed.
    expect(hiddenFields(held.body)).toMatchObject(hostile);
    const sent = await post(CHURCH, await solvedForm(held.body), newAddress());
    expect(sent.statusCode).toBe(303);
    const [kept] = await server.deps.db.select().from(messages).where(eq(messages.subject, script));
    expect(kept?.body).toBe(hostile.message);
  });

  it(`closes the church only past ${CONTACT_FORM_LIMITS.hardCeiling} messages, without blame`, async () => {
    await churchHasHad(CONTACT_FORM_LIMITS.hardCeiling - 1);
    const started = await startedToken();
    const held = await post(CHURCH, { ...message, started }, newAddress());
    expect(held.statusCode).toBe(428);
    expect((await post(CHURCH, await solvedForm(held.body), newAddress())).statusCode).toBe(303);
    const closed = await post(CHURCH, { ...message, started }, newAddress());
    expect(closed.statusCode).toBe(429);
    expect(closed.headers['retry-after']).toBeDefined();
    expect(closed.body).toContain('Your message could not be sent just now');
    expect(closed.body).not.toContain('from here');
    expect(closed.body).toContain('We come with two children.</textarea>');
  });
});

describe("the check's script", () => {
  it('is served from here for good, small, and is the build of its source', async () => {
    const answer = await server.app.inject({ method: 'GET', url: CHECK_SCRIPT.url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipSync(answer.rawPayload).length).toBeLessThan(3 * 1024);
    // contact-check.js is committed; a change to its source or to altcha-lib needs a new build
    // (node server/public/contact-check-build.ts).
    expect(answer.body).toBe(await buildCheckScript());
  });
});
