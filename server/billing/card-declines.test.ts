import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CARD_DECLINE_LIMITS } from '#server/settings.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// Issue 23, finding 4: card testing. Every route that takes a card answers 429 by the 6th
// refused card from one address, before the provider is asked, whatever the payer.

const DECLINED = 'sandbox_declined_0002_12_2030';
const GOOD = 'sandbox_succeeds_4242_12_2030';

let server: TestServer;
let tokens: Record<'pastor' | 'pastdue' | 'individual', string>;
/** The individual's card order left a draft (paid through /card_orders/checkout). */
let draftId: number;
/** A product of the demo store. */
let productId: number;

const ADDRESS = {
  name: 'Lea Dubois',
  address: '12 Elm Street',
  address2: null,
  city: 'Dayton',
  state: 'OH',
  zip_code: '45402',
  country: 'US',
};

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    pastor: await server.signIn('pastor@demo.church'),
    pastdue: await server.signIn('pastdue@demo.church'),
    individual: await server.signIn('individual@demo.church'),
  };
  const draft = await server.call('POST', '/card_orders', {
    token: tokens.individual,
    body: { packs: 1, locale: 'en', shipping_address: ADDRESS, idempotency_key: randomUUID() },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  draftId = (draft.body as { order: { id: number; state: string } }).order.id;
  expect((draft.body as { order: { state: string } }).order.state).toBe('draft');
  const products = await server.call('GET', '/store/products?page_size=50', {
    token: tokens.individual,
  });
  expect(products.status, JSON.stringify(products.body)).toBe(200);
  productId = (products.body as { items: { id: number; digital: boolean }[] }).items.find(
    (product) => product.digital,
  )!.id;
});

afterAll(async () => {
  await server.close();
});

type Attempt = (
  n: number,
  card: string,
  ip: string,
  altcha?: string,
) => ReturnType<TestServer['call']>;

/** The solved proof of work a card attempt carries, once one was asked for. */
const q = (altcha: string | undefined) =>
  altcha === undefined ? '' : `?altcha=${encodeURIComponent(altcha)}`;

const checkout: Attempt = (n, card, ip, altcha) =>
  server.call('POST', `/checkout${q(altcha)}`, {
    ip,
    body: {
      firstname: 'Card',
      lastname: 'Tester',
      church_role: 'Pastor',
      cell_phone: '+1 555 0100',
      church_name: `Church ${n}`,
      // A new sign-up each time: the payer changes, the address does not.
      email: `tester${n}-${randomUUID().slice(0, 8)}@example.org`,
      password: 'a long password',
      plan_code: 'tier-100-249-year',
      card_token: card,
      idempotency_key: randomUUID(),
    },
  });

const ROUTES: [string, Attempt][] = [
  ['sign-up checkout', checkout],
  [
    'set_billing_info',
    (_n, card, ip, altcha) =>
      server.call('POST', `/payment/set_billing_info${q(altcha)}`, {
        ip,
        token: tokens.pastdue,
        body: { card_token: card },
      }),
  ],
  [
    'creditcard_reset',
    (_n, card, ip, altcha) =>
      server.call('POST', `/creditcard_reset${q(altcha)}`, {
        ip,
        token: tokens.pastor,
        body: { card_token: card },
      }),
  ],
  [
    'donations',
    (n, card, ip, altcha) =>
      server.call('POST', `/donations${q(altcha)}`, {
        ip,
        body: {
          amount_cents: 5_000,
          cover_fee: false,
          interval: 'one_time',
          donor_name: 'Ada Giver',
          donor_email: `giver${n}@example.org`,
          locale: 'en',
          card_token: card,
          idempotency_key: randomUUID(),
        },
      }),
  ],
  [
    'card-order checkout',
    (_n, card, ip, altcha) =>
      server.call('POST', `/card_orders/checkout${q(altcha)}`, {
        ip,
        token: tokens.individual,
        body: { order_id: draftId, card_token: card, idempotency_key: randomUUID() },
      }),
  ],
  [
    'a church’s card order paid with a new card',
    (_n, card, ip, altcha) =>
      server.call('POST', `/card_orders${q(altcha)}`, {
        ip,
        token: tokens.pastor,
        body: {
          packs: 20,
          locale: 'en',
          shipping_address: ADDRESS,
          card_token: card,
          idempotency_key: randomUUID(),
        },
      }),
  ],
  [
    'store checkout',
    (_n, card, ip, altcha) =>
      server.call('POST', `/store/checkout${q(altcha)}`, {
        ip,
        token: tokens.individual,
        body: {
          product_id: productId,
          quantity: 1,
          pay_with: 'new_card',
          card_token: card,
          idempotency_key: randomUUID(),
        },
      }),
  ],
];

/** How many proofs of work the attempts of a test were asked for. */
let challenges = 0;

/**
 * An attempt as the app makes it: a 428 `challenge_required` is solved (altcha-lib's solver, as
 * in the browser) and the attempt sent again with the solution, once.
 */
const solving =
  (attempt: Attempt): Attempt =>
  async (n, card, ip) => {
    const first = await attempt(n, card, ip);
    if (first.status !== 428) return first;
    challenges += 1;
    return attempt(n, card, ip, await solved(first));
  };

/** The payload that answers a 428's challenge (base64 of ALTCHA's JSON, as the app sends it). */
async function solved(answer: Awaited<ReturnType<TestServer['call']>>): Promise<string> {
  expect(answer.body).toMatchObject({ error: { code: 'challenge_required' } });
  const challenge = (answer.body as { error: { challenge: Challenge } }).error.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('refused cards', () => {
  it.each(ROUTES)(
    '%s: 15 refused cards from one address meet a challenge by the 3rd and 429 by the 6th',
    async (_name, attempt) => {
      server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const after = CARD_DECLINE_LIMITS.challengeAfter;

      // Without the work: the first refused cards, then a challenge for each attempt.
      const statuses: number[] = [];
      for (let n = 0; n < 15; n += 1) statuses.push((await attempt(n, DECLINED, ip)).status);
      expect(statuses).toEqual([...Array(after).fill(402), ...Array(15 - after).fill(428)]);

      // With the work done each time (an attacker who solves): still 429 by the 6th.
      challenges = 0;
      const solvedStatuses: number[] = [];
      for (let n = 0; n < 15; n += 1) {
        solvedStatuses.push((await solving(attempt)(n, DECLINED, ip)).status);
      }
      expect(solvedStatuses).toEqual([
        ...Array(CARD_DECLINE_LIMITS.perAddress - after).fill(402),
        ...Array(15 - CARD_DECLINE_LIMITS.perAddress + after).fill(429),
      ]);
      expect(challenges).toBe(CARD_DECLINE_LIMITS.perAddress - after);

      // A good card from the same address waits too (issue 23: 3 accounts made after 15 declines).
      const good = await attempt(99, GOOD, ip);
      expect(good.status).toBe(429);
      expect(good.headers['retry-after']).toBeDefined();
      expect(good.body).toMatchObject({
        error: {
          code: 'too_many_requests',
          message: expect.stringMatching(/^Too many cards were refused/),
        },
      });
    },
  );

  it('asks for a proof of work after the first refused cards: none, a wrong one or a replayed one is refused', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.160';
    const donate = ROUTES.find(([named]) => named === 'donations')![1];
    for (let n = 0; n < CARD_DECLINE_LIMITS.challengeAfter; n += 1) {
      expect((await donate(n, DECLINED, ip)).status).toBe(402);
    }
    // Another address is not asked.
    expect((await donate(0, GOOD, '203.0.113.161')).status).toBe(200);

    const asked = await donate(10, GOOD, ip);
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({
      error: {
        code: 'challenge_required',
        challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) },
      },
    });
    const payload = await solved(asked);

    // A wrong answer, a challenge of someone else's making and rubbish are asked again.
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    // (The derived key is the proof: in ALTCHA's deterministic mode its signature is checked.)
    const key = decoded.solution.derivedKey;
    const wrong = {
      ...decoded,
      solution: { ...decoded.solution, derivedKey: `${key[0] === '0' ? '1' : '0'}${key.slice(1)}` },
    };
    const forged = {
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } },
    };
    for (const refused of [
      Buffer.from(JSON.stringify(wrong)).toString('base64'),
      Buffer.from(JSON.stringify(forged)).toString('base64'),
      'not base64 at all',
      Buffer.from('{"challenge":{"parameters":7,"signature":[]},"solution":null}').toString(
        'base64',
      ),
    ]) {
      const answer = await donate(11, GOOD, ip, refused);
      expect(answer.status, refused).toBe(428);
    }

    // The solution: accepted once (a good card then pays), refused when sent again.
    const paid = await donate(12, GOOD, ip, payload);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const replayed = await donate(13, GOOD, ip, payload);
    expect(replayed.status).toBe(428);
    expect(replayed.body).toMatchObject({ error: { code: 'challenge_required' } });

    // Two presses at once with one solution: one goes through.
    const fresh = await solved(await donate(14, GOOD, ip));
    const both = await Promise.all([donate(15, GOOD, ip, fresh), donate(16, GOOD, ip, fresh)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 428]);
  });

  it('counts the /64 of an IPv6 address, and the payer from any address', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push((await solving(checkout)(n, DECLINED, `2001:db8:77:1::${n + 1}`)).status);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429]);

    // One signed-in payer, a new address each time.
    const payer: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      payer.push(
        (
          await server.call('POST', '/payment/set_billing_info', {
            ip: `192.0.2.${n + 100}`,
            token: tokens.pastdue,
            body: { card_token: DECLINED },
          })
        ).status,
      );
    }
    expect(payer).toEqual([402, 402, 402, 402, 402, 429]);
  });

  it('does not count a card that is accepted, or a request refused for another reason', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.150';
    for (let n = 0; n < 8; n += 1) {
      const answer = await server.call('POST', '/donations', {
        ip,
        body: { amount_cents: -1, card_token: GOOD, idempotency_key: randomUUID() },
      });
      expect(answer.status).toBe(400);
    }
    expect((await checkout(1, GOOD, ip)).status).toBe(200);
  });

  it('does not count paid card orders and store orders: refused cards after them still get 5 tries', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.152';
    const route = (name: string) => ROUTES.find(([named]) => named === name)![1];
    const cardOrder = route('a church’s card order paid with a new card');
    const store = solving(route('store checkout'));
    for (let n = 0; n < CARD_DECLINE_LIMITS.perAddress + 2; n += 1) {
      const paid = await store(n, GOOD, ip);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toMatchObject({ order: { status: 'paid' } });
    }
    const order = await cardOrder(0, GOOD, ip);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({ order: { state: expect.not.stringMatching(/^draft$/) } });
    const statuses: number[] = [];
    for (let n = 0; n < CARD_DECLINE_LIMITS.perAddress + 1; n += 1) {
      statuses.push((await store(n, DECLINED, ip)).status);
    }
    expect(statuses).toEqual([...Array(CARD_DECLINE_LIMITS.perAddress).fill(402), 429]);
  });

  it('stops parallel refused cards at the limit too', async () => {
    server.clock.advanceSeconds(CARD_DECLINE_LIMITS.windowSeconds + 1);
    const ip = '203.0.113.151';
    // Sent at once, each solving its challenge when asked, as many times as it takes.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => solving(checkout)(n, DECLINED, ip)),
    );
    const statuses = answers.map((answer) => answer.status);
    const refused = statuses.filter((status) => status === 402).length;
    expect(refused).toBeLessThanOrEqual(CARD_DECLINE_LIMITS.perAddress);
    expect(statuses.filter((status) => status !== 402 && status !== 429)).toEqual([]);
    // Then one at a time until the limit answers: exactly the limit's refused cards in all.
    let later = 0;
    for (let n = 0; n < CARD_DECLINE_LIMITS.perAddress; n += 1) {
      const answer = await solving(checkout)(20 + n, DECLINED, ip);
      if (answer.status === 429) break;
      expect(answer.status).toBe(402);
      later += 1;
    }
    expect(refused + later).toBe(CARD_DECLINE_LIMITS.perAddress);
  });
});
