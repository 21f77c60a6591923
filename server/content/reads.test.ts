import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentDetail,
  ContentItemsResponse,
  ContentMarkReadResponse,
} from '#contract/content/content.ts';
import { ContentRecord } from '#contract/content/contentResource.ts';
import { contentItems, videos } from '#server/db/schema.ts';
import { DEMO_MEDIA } from '#server/seed/demo-media.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// Posts' unread marks (decision 072) and what readers need to play a monthly video.

let server: TestServer;
let admin: string;
let pastor: string;
let website: string;
let care: string;

beforeAll(async () => {
  server = await startTestServer();
  // The demo's content is left out: these tests count their own items.
  await server.deps.db.delete(contentItems);
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  website = await server.signIn('website@demo.church');
  care = await server.signIn('care@demo.church');
});

afterAll(async () => {
  await server.close();
});

let seq = 0;
async function post(fields: Record<string, unknown> = {}): Promise<ContentRecord> {
  seq += 1;
  const result = await server.call('POST', '/admin/content/create', {
    token: admin,
    body: {
      kind: 'post',
      slug: `news-${seq}`,
      roles: ['evangelism', 'website'],
      languages: ['en'],
      status: 'published',
      title_en: `News ${seq}`,
      summary_en: 'What is new this week.',
      body_en: '<p>Thank you for serving.</p>',
      ...fields,
    },
  });
  return expectOk(result, ContentRecord);
}

const posts = async (token: string) =>
  expectOk(
    await server.call('POST', '/content/items', {
      token,
      body: { kind: 'post', language: 'en' },
    }),
    ContentItemsResponse,
  );

const markRead = (token: string, slug: string, kind = 'post') =>
  server.call('POST', '/content/mark_read', { token, body: { kind, slug } });

describe('posts read and unread', () => {
  it('marks a post read for its reader only, once, and counts the rest as unread', async () => {
    const older = await post({ publish_at: new Date(server.clock.now().getTime() - 60_000) });
    const newer = await post();
    const before = await posts(pastor);
    expect(before.items.map((item) => [item.slug, item.read])).toEqual([
      [newer.slug, false],
      [older.slug, false],
    ]);
    expect(before.unread).toBe(2);

    expect(expectOk(await markRead(pastor, newer.slug), ContentMarkReadResponse).unread).toBe(1);
    // Twice is still once.
    expect(expectOk(await markRead(pastor, newer.slug), ContentMarkReadResponse).unread).toBe(1);
    const after = await posts(pastor);
    expect(after.items.map((item) => item.read)).toEqual([true, false]);
    expect(after.unread).toBe(1);

    // Counted per user: the website user of another church has read nothing.
    const theirs = await posts(website);
    expect(theirs.items.map((item) => item.read)).toEqual([false, false]);
    expect(theirs.unread).toBe(2);
  });

  it('counts unread over every page, and past the last one', async () => {
    const page = expectOk(
      await server.call('POST', '/content/items', {
        token: pastor,
        body: { kind: 'post', language: 'en', page: 5, page_size: 1 },
      }),
      ContentItemsResponse,
    );
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.unread).toBe((await posts(pastor)).unread);
  });

  it('refuses to mark what the reader may not read: another role, a draft, an unknown slug', async () => {
    const forPastors = await post();
    const draft = await post({ status: 'draft' });
    expectError(await markRead(care, forPastors.slug), 404, 'not_found');
    expectError(await markRead(pastor, draft.slug), 404, 'not_found');
    expectError(await markRead(pastor, 'no-such-post'), 404, 'not_found');
    expectError(await markRead(pastor, forPastors.slug, 'study_guide'), 404, 'not_found');
    expectError(await markRead(admin, forPastors.slug), 403, 'forbidden');
    expect((await posts(pastor)).items.find((item) => item.slug === draft.slug)).toBeUndefined();
  });
});

describe('monthly videos', () => {
  it("gives an uploaded video's file to play once it is processed, and none before", async () => {
    const accountId = await accountIdOf(server, 'grace-community-church');
    const [video] = await server.deps.db
      .insert(videos)
      .values({
        accountId,
        kind: 'monthly',
        status: 'approved',
        sourceKey: DEMO_MEDIA.welcomeVideo.key,
        fileKey: DEMO_MEDIA.welcomeVideo.key,
        processing: 'ready',
      })
      .returning({ id: videos.id });
    const [linked] = await server.deps.db
      .insert(videos)
      .values({ accountId, kind: 'monthly', status: 'approved', url: 'https://vimeo.com/1' })
      .returning({ id: videos.id });
    const month = await post({ kind: 'monthly_page', month: '2026-11', video_id: video!.id });
    const other = await post({ kind: 'monthly_page', month: '2026-10', video_id: linked!.id });
    const read = async (slug: string) =>
      expectOk(
        await server.call('POST', '/content/item', {
          token: pastor,
          body: { kind: 'monthly_page', slug, language: 'fr' },
        }),
        ContentDetail,
      );
    const page = await read(month.slug);
    expect(page.video_url).toBe(`/files/${DEMO_MEDIA.welcomeVideo.key}`);
    expect(page.shown_in).toBe('en');
    // A video without a file of its own (a link) has none.
    expect((await read(other.slug)).video_url).toBeNull();
  });

  it('lets no page frame a file, videos included (the overlay plays them in <video>)', async () => {
    await server.deps.storage.put(
      DEMO_MEDIA.welcomeVideo.key,
      DEMO_MEDIA.welcomeVideo.body,
      DEMO_MEDIA.welcomeVideo.contentType,
    );
    await server.deps.storage.put(
      DEMO_MEDIA.welcomePoster.key,
      DEMO_MEDIA.welcomePoster.body,
      DEMO_MEDIA.welcomePoster.contentType,
    );
    const video = await server.app.inject({ url: `/files/${DEMO_MEDIA.welcomeVideo.key}` });
    expect(video.statusCode).toBe(200);
    expect(video.headers['x-frame-options']).toBe('DENY');
    expect(video.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const part = await server.app.inject({
      url: `/files/${DEMO_MEDIA.welcomeVideo.key}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['x-frame-options']).toBe('DENY');
    const poster = await server.app.inject({ url: `/files/${DEMO_MEDIA.welcomePoster.key}` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['x-frame-options']).toBe('DENY');
    expect(poster.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
