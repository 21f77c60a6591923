import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '#server/env.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

describe('the outer per-address limit (decision 062)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ outerRateLimit: { perMinute: 20 } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses an address past its requests a minute, with the contract shape, and no other', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push((await server.call('GET', '/health', { ip: '198.51.100.30' })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    const refused = await server.call('GET', '/health', { ip: '198.51.100.30' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    // The /64 of an IPv6 address is one network; another address is not held back.
    for (let i = 0; i < 21; i += 1) {
      await server.call('GET', '/health', { ip: `2001:db8:9:9::${i + 1}` });
    }
    expect((await server.call('GET', '/health', { ip: '2001:db8:9:9::ff' })).status).toBe(429);
    expect((await server.call('GET', '/health', { ip: '198.51.100.31' })).status).not.toBe(429);
    // Loopback (tests, benches, a local proxy) is not counted.
    for (let i = 0; i < 25; i += 1) {
      expect((await server.call('GET', '/health')).status).not.toBe(429);
    }
  });

  it('is set by API_RATE_LIMIT_PER_MINUTE, 600 by default, 0 for none', () => {
    expect(optionsFromEnv({}).server.outerRateLimit).toEqual({ perMinute: 600 });
    expect(optionsFromEnv({ API_RATE_LIMIT_PER_MINUTE: '0' }).server.outerRateLimit).toEqual({
      perMinute: 0,
    });
    expect(() => optionsFromEnv({ API_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      /API_RATE_LIMIT_PER_MINUTE/,
    );
  });
});
