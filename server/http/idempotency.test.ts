import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { KEY_REUSED_MESSAGE } from './idempotency.ts';

// Issue 23, finding 8: a key sent again with another body answered the first result.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const gift = (key: string, amount: number) => ({
  amount_cents: amount,
  cover_fee: false,
  interval: 'one_time',
  donor_name: 'Ada Giver',
  donor_email: 'ada@example.org',
  locale: 'en',
  card_token: 'sandbox_succeeds_4242_03_2030',
  idempotency_key: key,
});

const reused = {
  error: {
    code: 'validation_failed',
    message: KEY_REUSED_MESSAGE,
    fields: { idempotency_key: KEY_REUSED_MESSAGE },
  },
};

describe('idempotency keys', () => {
  it('answer 422 for a gift sent again with another amount; the same gift again is the same', async () => {
    const key = randomUUID();
    const first = await server.call('POST', '/donations', { body: gift(key, 1_234) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const other = await server.call('POST', '/donations', { body: gift(key, 999_900) });
    expect(other.status).toBe(422);
    expect(other.body).toEqual(reused);
    const again = await server.call('POST', '/donations', { body: gift(key, 1_234) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("do not let a signed-in caller read an anonymous gift's key", async () => {
    const key = randomUUID();
    expect((await server.call('POST', '/donations', { body: gift(key, 1_234) })).status).toBe(200);
    const token = await server.signIn('individual@demo.church');
    const answer = await server.call('POST', '/donations', { token, body: gift(key, 1_234) });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).not.toContain('1234');
  });

  it('answer 422 for a card order sent again with other packs', async () => {
    const token = await server.signIn('pastor@demo.church');
    const key = `idempotency-test-${randomUUID()}`;
    const body = (packs: number) => ({ packs, locale: 'en', idempotency_key: key });
    const first = await server.call('POST', '/card_orders', { token, body: body(2) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const other = await server.call('POST', '/card_orders', { token, body: body(7) });
    expect(other.status).toBe(422);
    expect(other.body).toEqual(reused);
    const again = await server.call('POST', '/card_orders', { token, body: body(2) });
    expect(again.status).toBe(200);
  });
});
