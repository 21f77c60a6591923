import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QrCodeRecord } from '#contract/shortCodes/qrCodesResource.ts';
import { funnelCounts } from '#server/db/schema.ts';
import { expectOk } from '#server/testing/expect.ts';
import { CONTACT_FORM_LIMITS } from '#server/settings.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;
let graceId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  graceId = await accountIdOf(server, 'grace-community-church');
});

afterAll(async () => {
  await server.close();
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** One person's phone: its address and browser are what the day's hash tells apart. */
function phone(ip: string, agent = PHONE) {
  const headers = { 'user-agent': agent };
  return {
    get: (url: string) => server.app.inject({ method: 'GET', url, headers, remoteAddress: ip }),
    watched: (step: string) =>
      server.app.inject({
        method: 'POST',
        url: '/v/welcome-to-grace/watched',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        payload: new URLSearchParams({ step }).toString(),
        remoteAddress: ip,
      }),
    write: (started: string) =>
      server.app.inject({
        method: 'POST',
        url: '/v/welcome-to-grace',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'Jo Visitor',
          email: 'jo@example.org',
          subject: 'Your card',
          message: 'A friend gave me your card. Could someone call me?',
          started,
          website: '',
        }).toString(),
        remoteAddress: ip,
      }),
  };
}

async function funnelOf(codeId: number): Promise<Record<string, number>> {
  const rows = await server.deps.db
    .select()
    .from(funnelCounts)
    .where(eq(funnelCounts.codeId, codeId));
  return Object.fromEntries(rows.map((row) => [row.step, row.visitors]));
}

const makeCode = async () =>
  expectOk(
    await server.call('POST', '/admin/qr_codes/create', {
      token: admin,
      body: { account_id: graceId, label: 'Funnel cards' },
    }),
    QrCodeRecord,
  );

describe("a card batch's funnel after the scan (decision 052)", () => {
  it('follows a person who scanned from the page to the end of the video and the form, once each', async () => {
    const code = await makeCode();
    const jo = phone('203.0.113.61');
    expect((await jo.get(`/c/${code.code}`)).headers.location).toBe('/v/welcome-to-grace');
    const landed = await jo.get('/v/welcome-to-grace');
    // The person came from a card: the uploaded video reports its progress, from here only.
    expect(landed.body).toContain('data-progress="/v/welcome-to-grace/watched"');
    expect(landed.body).toMatch(
      /<script src="\/public\/video-progress\.js\?v=[0-9a-f]{16}" defer>/,
    );
    const csp = String(landed.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    await jo.get('/v/welcome-to-grace');

    // Reports may arrive out of order: the furthest point stands for those before it.
    expect((await jo.watched('watched_50')).statusCode).toBe(204);
    expect((await jo.watched('play')).statusCode).toBe(204);
    expect(await funnelOf(code.id)).toEqual({ view: 1, play: 1, watched_25: 1, watched_50: 1 });
    await jo.watched('watched_100');

    const started = /name="started" value="([^"]+)"/.exec(landed.body)?.[1] ?? '';
    server.clock.advanceSeconds(CONTACT_FORM_LIMITS.minFillSeconds + 1);
    expect((await jo.write(started)).statusCode).toBe(303);
    expect(await funnelOf(code.id)).toEqual({
      view: 1,
      play: 1,
      watched_25: 1,
      watched_50: 1,
      watched_75: 1,
      watched_100: 1,
      message: 1,
    });

    const script = await jo.get(
      /<script src="([^"]+)"/.exec(landed.body)?.[1] ?? '/public/video-progress.js',
    );
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('does not follow a visitor who scanned nothing, nor count a step before the one it follows', async () => {
    const code = await makeCode();
    const stranger = phone('203.0.113.62');
    const page = await stranger.get('/v/welcome-to-grace');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain('data-progress');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'none'");
    expect((await stranger.watched('watched_100')).statusCode).toBe(204);

    // Scanned, but reporting progress without having opened the page: nothing past the scan.
    const hasty = phone('203.0.113.63');
    await hasty.get(`/c/${code.code}`);
    await hasty.watched('watched_25');
    expect(await funnelOf(code.id)).toEqual({});
  });

  it('counts no link previewer, and refuses a report that is not a step, however hostile', async () => {
    const code = await makeCode();
    const bot = phone('203.0.113.64', 'facebookexternalhit/1.1');
    await bot.get(`/c/${code.code}`);
    await bot.get('/v/welcome-to-grace');
    expect(await funnelOf(code.id)).toEqual({});
    const someone = phone('203.0.113.65');
    for (const step of ['message', 'view', '', 'watched_101']) {
      expect((await someone.watched(step)).statusCode).toBe(400);
    }
    const hostile: [string, string][] = [
      ['application/json', '{"step":["play"]}'],
      ['application/json', `{"step":${'['.repeat(5000)}${']'.repeat(5000)}}`],
      ['application/json', 'not json'],
      ['text/plain', 'step=play'],
      ['application/x-www-form-urlencoded', 'step=%00play&step=%E0%A4%A'],
      ['application/x-www-form-urlencoded', `step=${'a'.repeat(40_000)}`],
    ];
    for (const [type, payload] of hostile) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/ko/v/welcome-to-grace/watched',
        headers: { 'user-agent': PHONE, 'content-type': type },
        payload,
        remoteAddress: '203.0.113.66',
      });
      expect(answer.statusCode, `${type} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${type} ${payload.slice(0, 40)}`).toBeLessThan(500);
    }
  });
});
