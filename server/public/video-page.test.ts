import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, videos, videoViews } from '#server/db/schema.ts';
import { CONTACT_FORM_LIMITS } from '#server/settings.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let graceId: number;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
});

afterAll(async () => {
  await server.close();
});

/** A phone's browser: the test tool's own user agent is a bot, whose visits are not counted. */
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const page = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': PHONE, ...headers },
    remoteAddress: '203.0.113.9',
  });

const viewsOf = async (slug: string) => {
  const [video] = await server.deps.db.select().from(videos).where(eq(videos.slug, slug));
  return server.deps.db.select().from(videoViews).where(eq(videoViews.videoId, video!.id));
};

describe('the public video page', () => {
  it('serves the welcome video with its poster first, the church, its times and the form, no script', async () => {
    const response = await page('/v/welcome-to-grace');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1 id="video-title">Welcome to Grace Community Church</h1>');
    expect(html).toMatch(
      /<video class="player" controls playsinline preload="none" poster="\/files\/[0-9a-f]{64}\.jpg" width="640" height="360"/,
    );
    expect(html).toMatch(/<source src="\/files\/[0-9a-f]{64}\.mp4" type="video\/mp4">/);
    expect(html).toContain('Connect with this church');
    expect(html).toContain('href="/church/grace-community-church"');
    expect(html).not.toMatch(/<script/i);
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'none'/);
    expect(String(response.headers['content-security-policy'])).toMatch(/media-src 'self'/);
    expect(html).not.toContain('name="robots"');
  });

  it('carries Open Graph and Twitter tags with the poster and the video', async () => {
    const html = (await page('/v/welcome-to-grace')).body;
    expect(html).toContain(
      '<meta property="og:title" content="Welcome to Grace Community Church">',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/app\.test\/files\/[0-9a-f]{64}\.jpg">/,
    );
    expect(html).toMatch(
      /<meta property="og:video" content="http:\/\/app\.test\/files\/[0-9a-f]{64}\.mp4">/,
    );
    expect(html).toContain('<meta property="og:type" content="video.other">');
    expect(html).toContain('<meta property="og:url" content="http://app.test/v/welcome-to-grace">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
  });

  it('speaks the language of its prefix', async () => {
    const spanish = await page('/es/v/welcome-to-grace');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Bienvenido a Grace Community Church');
    expect(spanish.body).toContain('Conéctese con esta iglesia');
    const korean = await page('/ko/v/welcome-to-grace');
    expect(korean.body).toContain('이 교회와 연결하기');
    expect((await page('/de/v/welcome-to-grace')).statusCode).toBe(404);
  });

  it('shows an approved story at its own address, its player only after the visitor asks', async () => {
    const first = await page('/v/maria-santos');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Maria Santos&#39;s story');
    expect(first.body).not.toContain('<iframe');
    expect(first.body).toContain('href="?play=1#video-title"');
    const playing = await page('/v/maria-santos?play=1');
    expect(playing.body).toContain(
      '<iframe src="https://player.vimeo.com/video/22439234?autoplay=1"',
    );
  });

  it('is a 404 page kept out of search engines for a blocked, waiting or unknown video', async () => {
    for (const slug of ['samuel-okafor', 'isabel-brooks', 'ivan-petrov', 'no-such-video']) {
      const response = await page(`/v/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('This video is not available');
      expect(response.body).not.toContain('<video');
    }
  });

  it('is a 404 while the church must pay (no_payment), and again a page once it is approved', async () => {
    await server.deps.db
      .update(videos)
      .set({ status: 'no_payment' })
      .where(eq(videos.slug, 'welcome-to-grace'));
    expect((await page('/v/welcome-to-grace')).statusCode).toBe(404);
    await server.deps.db
      .update(videos)
      .set({ status: 'approved' })
      .where(eq(videos.slug, 'welcome-to-grace'));
    expect((await page('/v/welcome-to-grace')).statusCode).toBe(200);
  });
});

describe('views', () => {
  it('counts views per video and day, with no cookie and nothing about the visitor', async () => {
    const before = (await viewsOf('maria-santos')).reduce((sum, row) => sum + row.views, 0);
    const response = await page('/v/maria-santos');
    expect(response.headers['set-cookie']).toBeUndefined();
    await page('/v/maria-santos');
    // Starting the embedded player and a link preview are not views.
    await page('/v/maria-santos?play=1');
    await page('/v/maria-santos', { 'user-agent': 'facebookexternalhit/1.1' });
    const rows = await viewsOf('maria-santos');
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(before + 2);
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'videoId', 'views']);
    expect(rows.map((row) => row.day)).toContain(server.clock.now().toISOString().slice(0, 10));

    server.clock.advanceSeconds(24 * 60 * 60);
    await page('/v/maria-santos');
    expect(await viewsOf('maria-santos')).toHaveLength(rows.length + 1);
    // A blocked video's page counts nothing.
    await page('/v/samuel-okafor');
    expect(await viewsOf('samuel-okafor')).toEqual([]);
  });
});

describe("the page's connect form", () => {
  it("lands in the church's inbox and says so", async () => {
    const started =
      /name="started" value="([^"]+)"/.exec((await page('/v/welcome-to-grace')).body)?.[1] ?? '';
    server.clock.advanceSeconds(CONTACT_FORM_LIMITS.minFillSeconds + 1);
    const response = await server.app.inject({
      method: 'POST',
      url: '/fr/v/welcome-to-grace',
      remoteAddress: '203.0.113.20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Jo Visitor',
        email: 'jo@example.org',
        subject: 'I watched your video',
        message: 'Could someone call me?',
        started,
        website: '',
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/fr/v/welcome-to-grace/sent');
    const [kept] = await server.deps.db
      .select()
      .from(messages)
      .where(eq(messages.senderEmail, 'jo@example.org'));
    expect(kept).toMatchObject({ accountId: graceId, subject: 'I watched your video' });
    const sent = await page('/fr/v/welcome-to-grace/sent');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('href="/fr/v/welcome-to-grace"');
  });

  it('names the fields it refuses, and takes nothing for a blocked video', async () => {
    const invalid = await server.app.inject({
      method: 'POST',
      url: '/v/welcome-to-grace',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=&email=nope&subject=&message=',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('id="contact-email-error"');
    expect(invalid.body).toContain('id="contact-name-error"');
    const blocked = await server.app.inject({
      method: 'POST',
      url: '/v/samuel-okafor',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&email=a@example.org&subject=S&message=M',
    });
    expect(blocked.statusCode).toBe(404);
  });
});
