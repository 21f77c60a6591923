import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { ContentDetail, ContentItemsResponse } from '#contract/content/content.ts';
import { expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { DEMO_CONTENT_FILES, simplePdf } from './demo-content-files.ts';
import { monthBefore } from './demo-content.ts';

// The demo's education content (decision 072): readable by the right roles, in four languages,
// with real PDFs and this month's video first.

let server: TestServer;
let pastor: string;
let care: string;

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
  care = await server.signIn('care@demo.church');
});

afterAll(async () => {
  await server.close();
});

const list = async (token: string, kind: string, language = 'en', extra = {}) =>
  expectOk(
    await server.call('POST', '/content/items', {
      token,
      body: { kind, language, ...extra },
    }),
    ContentItemsResponse,
  );

describe('demo content', () => {
  it('has study guides, inserts, resources, three monthly pages and two posts', async () => {
    expect((await list(pastor, 'study_guide')).total).toBe(3);
    expect((await list(pastor, 'bulletin_insert')).total).toBe(1);
    expect((await list(care, 'bulletin_insert_care')).total).toBe(1);
    expect((await list(pastor, 'resource')).items.map((item) => item.resource_type).sort()).toEqual(
      ['posters', 'slides', 'social_images'],
    );
    const months = (await list(pastor, 'monthly_page')).items.map((item) => item.month);
    const now = server.clock.now();
    expect(months).toEqual([monthBefore(now, 0), monthBefore(now, 1), monthBefore(now, 2)]);
    expect((await list(pastor, 'post')).items.map((item) => item.slug)).toEqual([
      'monthly-video-ready',
      'care-inserts-available',
    ]);
    expect((await list(care, 'post')).items.map((item) => item.slug)).toEqual([
      'care-inserts-available',
    ]);
  });

  it('reads in French where written, in English (marked) where not, and finds Korean words', async () => {
    const guides = (await list(pastor, 'study_guide', 'fr')).items;
    expect(guides.map((item) => [item.slug, item.shown_in])).toEqual([
      ['welcoming-visitors', 'fr'],
      ['prayer-walks', 'en'],
      ['sharing-your-story', 'fr'],
    ]);
    const found = await list(pastor, 'study_guide', 'ko', { q: '기도' });
    expect(found.items.map((item) => item.slug)).toEqual(['prayer-walks']);
    expect(
      (await list(pastor, 'resource', 'es', { resource_type: 'posters' })).items.map(
        (item) => item.title,
      ),
    ).toEqual(['Póster de las tarjetas de invitación']);
  });

  it('plays this month’s video from its file and attaches real PDFs', async () => {
    const page = expectOk(
      await server.call('POST', '/content/item', {
        token: pastor,
        body: { kind: 'monthly_page', slug: 'start-with-a-question', language: 'ko' },
      }),
      ContentDetail,
    );
    expect(page.video_url).toMatch(/^\/files\/[0-9a-f]{64}\.mp4$/);
    expect(page.attachments.map((file) => file.name)).toEqual(['Talking points.pdf']);
    const guide = expectOk(
      await server.call('POST', '/content/item', {
        token: pastor,
        body: { kind: 'study_guide', slug: 'prayer-walks', language: 'en' },
      }),
      ContentDetail,
    );
    expect(guide.attachments.map((file) => file.name)).toEqual(['기도 산책 안내서.pdf']);
  });

  it('writes PDFs that poppler reads back, text and all', () => {
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: simplePdf('A (test) title', ['Bienvenue à tous, même le café.']),
    }).toString('utf8');
    expect(text).toContain('A (test) title');
    expect(text).toContain('Bienvenue à tous, même le café.');
    for (const file of Object.values(DEMO_CONTENT_FILES)) {
      const info = execFileSync('pdfinfo', ['-'], { input: file.body }).toString('utf8');
      expect(info).toMatch(/Pages:\s+1/);
    }
  });
});
