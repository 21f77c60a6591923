import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import {
  CheckVideoSlugResponse,
  MyVideo,
  SLUG_TAKEN_MESSAGE,
  VIDEO_UPLOAD_PATH,
} from '#contract/videos/videos.ts';
import { accounts, users, videos } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { sampleVideo } from '#server/testing/sample-videos.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let base: string;
let pastor: string;
let individual: string;
let admin: string;
let mp4: Buffer;
let webm: Buffer;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { pollingIntervalSeconds: 0.5, retry: { retryLimit: 0, retryDelay: 1 } },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  [pastor, individual, admin, mp4, webm] = await Promise.all([
    server.signIn('pastor@demo.church'),
    server.signIn('individual@demo.church'),
    server.signIn('admin@demo.church'),
    sampleVideo('mp4', 2),
    sampleVideo('webm', 2),
  ]);
});

afterAll(async () => {
  await server.close();
});

/** A finished resumable upload of `bytes` by the holder of `token`; its id. */
async function uploaded(token: string, bytes: Buffer): Promise<string> {
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await fetch(`${base}${VIDEO_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(bytes.length) },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const sent = await fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: {
      ...headers,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    body: new Uint8Array(bytes),
  });
  expect(sent.status).toBe(204);
  return location.slice(location.lastIndexOf('/') + 1);
}

const checkSlug = (token: string, slug: string, kind = 'welcome') =>
  server.call('GET', `/check_video_slug?slug=${slug}&kind=${kind}`, { token });

const save = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/save_video', {
    token,
    body: { embed_url: null, upload_id: null, poster_seconds: null, ...body },
  });

async function waitForProcessing(token: string, id: number): Promise<MyVideo> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const video = expectOk(
      await server.call('GET', `/my_video?video_id=${id}`, { token }),
      MyVideo,
    );
    if (video.processing !== 'processing') return video;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The video was still processing.');
}

describe('custom URLs', () => {
  it('are free, or taken by another video or by another person', async () => {
    expect(expectOk(await checkSlug(pastor, 'grace-new-welcome'), CheckVideoSlugResponse)).toEqual({
      slug: 'grace-new-welcome',
      available: true,
    });
    // A story's slug (and that person's intro video) is someone else's.
    expect(
      expectOk(await checkSlug(pastor, 'maria-santos'), CheckVideoSlugResponse).available,
    ).toBe(false);
    // The church's own profile video keeps its slug from a welcome video, not from a new profile video.
    expect(
      expectOk(await checkSlug(pastor, 'grace-community-church'), CheckVideoSlugResponse).available,
    ).toBe(false);
    expect(
      expectOk(await checkSlug(pastor, 'grace-community-church', 'profile'), CheckVideoSlugResponse)
        .available,
    ).toBe(true);
  });

  it('follow the slug rule', async () => {
    const error = expectError(await checkSlug(pastor, 'Not--A-Slug'), 400, 'validation_failed');
    expect(error.fields).toHaveProperty('slug');
  });

  it('are refused on save when taken, naming the field', async () => {
    const error = expectError(
      await save(pastor, {
        kind: 'welcome',
        slug: 'isabel-brooks',
        embed_url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
      409,
      'conflict',
    );
    expect(error.message).toBe(SLUG_TAKEN_MESSAGE);
    expect(error.fields).toEqual({ slug: SLUG_TAKEN_MESSAGE });
  });
});

describe('saving a video', () => {
  it('embeds a YouTube link as its embed link, under review, and keeps the intro slug', async () => {
    const video = expectOk(
      await save(pastor, {
        kind: 'welcome',
        slug: 'grace-says-welcome',
        embed_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=1m5s',
      }),
      MyVideo,
    );
    expect(video).toMatchObject({
      kind: 'welcome',
      slug: 'grace-says-welcome',
      url: 'https://www.youtube.com/embed/aqz-KE-bpKQ?start=65',
      status: 'review',
      processing: null,
      poster_url: null,
    });
    const profile = expectOk(
      await server.call('POST', '/lookup_profile', { token: pastor, body: {} }),
      LookupProfileResponse,
    );
    expect(profile.intro_video_slug).toBe('grace-says-welcome');
    // Saving again with the same custom URL replaces the video and keeps the URL.
    const again = expectOk(
      await save(pastor, {
        kind: 'welcome',
        slug: 'grace-says-welcome',
        embed_url: 'https://vimeo.com/76979871',
      }),
      MyVideo,
    );
    expect(again.url).toBe('https://player.vimeo.com/video/76979871');
    expect(again.id).not.toBe(video.id);
  });

  it("goes through the transition table: a church that must pay gets its video as 'No Payment'", async () => {
    const pastDue = await server.signIn('pastdue@demo.church');
    const video = expectOk(
      await save(pastDue, {
        kind: 'welcome',
        slug: 'past-due-welcome',
        embed_url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
      MyVideo,
    );
    expect(video.status).toBe('no_payment');
    const [row] = await server.deps.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row?.status).toBe('no_payment');
  });

  it('takes an upload: queued for processing, then ready with its poster and length', async () => {
    // The seed's story is dated by the real time, after the test clock's: date it back.
    await server.deps.db
      .update(videos)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(videos.slug, 'isabel-brooks'));
    const uploadId = await uploaded(individual, webm);
    const saved = expectOk(
      await save(individual, {
        kind: 'story',
        slug: 'isabel-tells-her-story',
        upload_id: uploadId,
        poster_seconds: 1,
      }),
      MyVideo,
    );
    expect(saved).toMatchObject({ processing: 'processing', status: 'review', url: '' });
    const ready = await waitForProcessing(individual, saved.id);
    expect(ready.processing).toBe('ready');
    expect(ready.url).toMatch(/^\/files\/[0-9a-f]{64}\.mp4$/);
    expect(ready.poster_url).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
    expect(ready.duration_seconds).toBeGreaterThan(1.5);
    const profile = expectOk(
      await server.call('POST', '/lookup_profile', { token: individual, body: {} }),
      LookupProfileResponse,
    );
    expect(profile.story).toMatchObject({
      id: saved.id,
      processing: 'ready',
      poster_url: ready.poster_url,
    });
    // The upload was used up.
    expectError(
      await save(individual, { kind: 'story', slug: 'isabel-again', upload_id: uploadId }),
      400,
      'validation_failed',
    );
  });

  it("refuses someone else's upload, naming the field", async () => {
    const uploadId = await uploaded(pastor, mp4);
    const error = expectError(
      await save(individual, { kind: 'story', slug: 'not-mine', upload_id: uploadId }),
      400,
      'validation_failed',
    );
    expect(error.fields).toHaveProperty('upload_id');
  });

  it('wants an embed or an upload, exactly one', async () => {
    const neither = expectError(
      await save(pastor, { kind: 'welcome', slug: 'nothing-here' }),
      400,
      'validation_failed',
    );
    expect(neither.fields).toHaveProperty('embed_url');
    expectError(
      await save(pastor, {
        kind: 'welcome',
        slug: 'nothing-here',
        embed_url: 'https://example.org/video',
      }),
      400,
      'validation_failed',
    );
  });

  it("lets each role make only its kinds: an individual's story, a pastor's welcome video", async () => {
    expectError(
      await save(individual, {
        kind: 'welcome',
        slug: 'a-welcome',
        embed_url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
      403,
      'forbidden',
    );
    expectError(
      await save(pastor, {
        kind: 'story',
        slug: 'a-story',
        embed_url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
      403,
      'forbidden',
    );
  });
});

describe('step 4 and processing', () => {
  it("connects a story to a partner church, and a pastor's video only to their own", async () => {
    const story = expectOk(
      await save(individual, {
        kind: 'story',
        slug: 'isabel-story-link',
        embed_url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
      MyVideo,
    );
    const [hope] = await server.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.slug, 'hope-fellowship'));
    const connected = expectOk(
      await server.call('POST', '/connect_video_church', {
        token: individual,
        body: { video_id: story.id, account_id: hope!.id },
      }),
      MyVideo,
    );
    expect(connected.account_id).toBe(hope!.id);

    const welcome = expectOk(
      await save(pastor, {
        kind: 'welcome',
        slug: 'grace-step-four',
        embed_url: 'https://youtu.be/aqz-KE-bpKQ',
      }),
      MyVideo,
    );
    expectError(
      await server.call('POST', '/connect_video_church', {
        token: pastor,
        body: { video_id: welcome.id, account_id: hope!.id },
      }),
      403,
      'forbidden',
    );
    // Nobody connects a video that is not theirs.
    expectError(
      await server.call('POST', '/connect_video_church', {
        token: individual,
        body: { video_id: welcome.id, account_id: hope!.id },
      }),
      404,
      'not_found',
    );
  });

  it('tries failed processing again, and only failed processing', async () => {
    const uploadId = await uploaded(pastor, mp4);
    const saved = expectOk(
      await save(pastor, { kind: 'profile', slug: 'grace-profile-file', upload_id: uploadId }),
      MyVideo,
    );
    const ready = await waitForProcessing(pastor, saved.id);
    expect(ready.processing).toBe('ready');
    expectError(
      await server.call('POST', '/retry_video_processing', {
        token: pastor,
        body: { video_id: saved.id },
      }),
      409,
      'conflict',
    );
    await server.deps.db
      .update(videos)
      .set({ processing: 'failed', processingError: 'ffmpeg failed: test' })
      .where(eq(videos.id, saved.id));
    const failed = expectOk(
      await server.call('GET', `/my_video?video_id=${saved.id}`, { token: pastor }),
      MyVideo,
    );
    expect(failed).toMatchObject({ processing: 'failed', processing_error: 'ffmpeg failed: test' });
    const retried = expectOk(
      await server.call('POST', '/retry_video_processing', {
        token: pastor,
        body: { video_id: saved.id },
      }),
      MyVideo,
    );
    expect(retried).toMatchObject({ processing: 'processing', processing_error: null });
    expect((await waitForProcessing(pastor, saved.id)).processing).toBe('ready');
    // Another person's video is not found.
    expectError(
      await server.call('GET', `/my_video?video_id=${saved.id}`, { token: individual }),
      404,
      'not_found',
    );
  });

  it('lets admins upload instruction and monthly videos, approved from the start', async () => {
    const uploadId = await uploaded(admin, mp4);
    const saved = expectOk(
      await server.call('POST', '/admin/save_video', {
        token: admin,
        body: { kind: 'monthly', upload_id: uploadId, poster_seconds: 0.5 },
      }),
      MyVideo,
    );
    expect(saved).toMatchObject({ kind: 'monthly', status: 'approved', processing: 'processing' });
    expect((await waitForProcessing(admin, saved.id)).processing).toBe('ready');
    const [row] = await server.deps.db
      .select({ userId: videos.userId })
      .from(videos)
      .where(eq(videos.id, saved.id));
    const [adminRow] = await server.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.church'));
    expect(row?.userId).toBe(adminRow?.id);
  });
});
