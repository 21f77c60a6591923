import { and, eq } from 'drizzle-orm';
import { array, number, object } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoRecord } from '#contract/videos/videosResource.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import {
  JesusStoriesResponse,
  VideoDecisionResponse,
  VideoReviewResponse,
} from '#contract/videos/videoReview.ts';
import { accounts, activityLog, videos } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let tokens: Record<'admin' | 'moderator' | 'reviewer' | 'pastor' | 'individual', string>;
let graceId: number;
let riversideId: number;

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    admin: await server.signIn('admin@demo.church'),
    moderator: await server.signIn('moderator@demo.church'),
    reviewer: await server.signIn('reviewer@demo.church'),
    pastor: await server.signIn('pastor@demo.church'),
    individual: await server.signIn('individual@demo.church'),
  };
  const idOf = async (slug: string) =>
    (
      await server.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.slug, slug))
    )[0]!.id;
  graceId = await idOf('grace-community-church');
  riversideId = await idOf('riverside-church');
});

afterAll(async () => {
  await server.close();
});

const queue = async (token: string) =>
  expectOk(await server.call('GET', '/video_review', { token }), VideoReviewResponse);

const waitingCount = async (token: string) =>
  expectOk(await server.call('POST', '/lookup_profile', { token }), LookupProfileResponse)
    .waiting_videos;

async function story(accountId: number, status: 'review' | 'created' = 'review', slug?: string) {
  const [row] = await server.deps.db
    .insert(videos)
    .values({
      accountId,
      kind: 'story',
      status,
      url: 'https://player.vimeo.com/video/76979871',
      ...(slug ? { slug } : {}),
    })
    .returning({ id: videos.id });
  return row!.id;
}

describe('GET /video_review', () => {
  it("lists a moderator's church's waiting stories, oldest first, as the menu counts them", async () => {
    const list = await queue(tokens.moderator);
    expect(list.videos.map((video) => video.slug)).toEqual(['isabel-brooks', 'ivan-petrov']);
    expect(list.videos.every((video) => video.account_id === graceId)).toBe(true);
    expect(list.total).toBe(2);
    expect(await waitingCount(tokens.moderator)).toBe(2);
    expect(list.videos[0]).toMatchObject({
      kind: 'story',
      church_name: 'Grace Community Church',
      person_name: 'Isabel Brooks',
      source: 'embed',
    });
  });

  it("does not show a moderator another church's stories; an admin sees every waiting video", async () => {
    const elsewhere = await story(riversideId);
    expect((await queue(tokens.moderator)).videos.map((video) => video.id)).not.toContain(
      elsewhere,
    );
    const all = await queue(tokens.admin);
    expect(all.videos.map((video) => video.id)).toContain(elsewhere);
    expect(all.total).toBe(await waitingCount(tokens.admin));
    await server.deps.db.delete(videos).where(eq(videos.id, elsewhere));
  });

  it('gives someone who reviews nothing an empty list', async () => {
    for (const token of [tokens.pastor, tokens.individual]) {
      const list = await queue(token);
      expect(list.videos).toEqual([]);
      expect(list.total).toBe(0);
    }
  });
});

describe('approving and blocking', () => {
  it('approves a waiting story: mailed, logged, off the queue and on Jesus stories', async () => {
    const id = await story(graceId, 'created', 'approve-me');
    const before = await waitingCount(tokens.moderator);
    const { video } = expectOk(
      await server.call('POST', '/approve_video', { token: tokens.moderator, body: { id } }),
      VideoDecisionResponse,
    );
    expect(video.status).toBe('approved');
    expect(await waitingCount(tokens.moderator)).toBe(before - 1);

    const [log] = await server.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.resource, 'videos'), eq(activityLog.recordId, id)));
    expect(log).toMatchObject({
      action: 'update',
      actorName: 'Maria Santos',
      recordLabel: 'approve-me',
      changedFields: ['status'],
    });

    const stories = expectOk(
      await server.call('GET', '/jesus_stories', { token: tokens.moderator }),
      JesusStoriesResponse,
    );
    expect(stories.stories.map((item) => item.id)).toContain(id);

    // Approving it twice is a conflict the table names.
    const again = expectError(
      await server.call('POST', '/approve_video', { token: tokens.moderator, body: { id } }),
      409,
      'conflict',
    );
    expect(again.message).toMatch(/approved/);
  });

  it('blocks with a reason that reaches the person by mail; the log names the fields', async () => {
    const mailsBefore = (await server.outbox()).length;
    const [isabel] = await server.deps.db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.slug, 'isabel-brooks'));
    const reason = 'Please leave out your phone number.';
    const { video } = expectOk(
      await server.call('POST', '/block_video', {
        token: tokens.reviewer,
        body: { id: isabel!.id, reason: `  ${reason}  ` },
      }),
      VideoDecisionResponse,
    );
    expect(video).toMatchObject({ status: 'blocked', block_reason: reason });
    const mails = (await server.outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'video_decided', toAddress: 'individual@demo.church' });
    expect(mails[0]!.bodyText).toContain(`> ${reason}`);
    const [log] = await server.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.resource, 'videos'), eq(activityLog.recordId, isabel!.id)));
    expect(log?.changedFields).toEqual(['status', 'block_reason']);
  });

  it('names the reason when it is missing or too long, and keeps the video as it was', async () => {
    const id = await story(graceId);
    for (const reason of ['   ', 'x'.repeat(501)]) {
      const error = expectError(
        await server.call('POST', '/block_video', {
          token: tokens.moderator,
          body: { id, reason },
        }),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {})).toEqual(['reason']);
    }
    const [row] = await server.deps.db.select().from(videos).where(eq(videos.id, id));
    expect(row?.status).toBe('review');
  });

  it("refuses (404) a video the caller may not decide on: another church's, or any for a pastor", async () => {
    const elsewhere = await story(riversideId);
    const ours = await story(graceId);
    expectError(
      await server.call('POST', '/approve_video', {
        token: tokens.moderator,
        body: { id: elsewhere },
      }),
      404,
      'not_found',
    );
    for (const token of [tokens.pastor, tokens.individual]) {
      expectError(
        await server.call('POST', '/block_video', { token, body: { id: ours, reason: 'No.' } }),
        404,
        'not_found',
      );
    }
    // An admin decides on any church's video.
    expectOk(
      await server.call('POST', '/approve_video', { token: tokens.admin, body: { id: elsewhere } }),
      VideoDecisionResponse,
    );
  });
});

describe('GET /jesus_stories', () => {
  it("lists approved stories only, the caller's own churches first", async () => {
    const riversideStory = await story(riversideId);
    await server.deps.db
      .update(videos)
      .set({ status: 'approved' })
      .where(eq(videos.id, riversideStory));
    const { stories, own_account_ids } = expectOk(
      await server.call('GET', '/jesus_stories', { token: tokens.moderator }),
      JesusStoriesResponse,
    );
    expect(stories.every((item) => item.status === 'approved' && item.kind === 'story')).toBe(true);
    expect(own_account_ids).toContain(graceId);
    const firstOther = stories.findIndex((item) => !own_account_ids.includes(item.account_id));
    const lastOwn = stories.findLastIndex((item) => own_account_ids.includes(item.account_id));
    expect(firstOther).toBeGreaterThan(lastOwn);
    expect(stories.map((item) => item.slug)).not.toContain('samuel-okafor'); // the blocked one
  });
});

describe('the admin video resources', () => {
  const VideoPage = object({ items: array(VideoRecord), total: number() });
  const list = (path: string, body: Record<string, unknown>, token = tokens.admin) =>
    server.call('POST', `${path}/list`, { token, body: { page: 1, page_size: 100, ...body } });

  it('lists every video with filters by kind, status and church, and its views', async () => {
    const blockedStories = expectOk(
      await list('/admin/videos', { kind: 'story', status: 'blocked', account_id: graceId }),
      VideoPage,
    );
    expect(blockedStories.items.map((item) => item.slug)).toContain('samuel-okafor');
    expect(
      blockedStories.items.every(
        (item) => item.kind === 'story' && item.status === 'blocked' && item.account_id === graceId,
      ),
    ).toBe(true);
    const welcome = expectOk(await list('/admin/videos', { kind: 'welcome' }), VideoPage);
    expect(welcome.items.find((item) => item.slug === 'welcome-to-grace')).toMatchObject({
      account_name: 'Grace Community Church',
      user_name: 'John Carter',
      processing: 'ready',
      views: 0,
    });
  });

  it('lists the shared stories only, and refuses anyone but an admin', async () => {
    const stories = expectOk(await list('/admin/shared_stories', {}), VideoPage);
    expect(stories.total).toBeGreaterThan(0);
    expect(stories.items.every((item) => item.kind === 'story')).toBe(true);
    expectError(await list('/admin/videos', {}, tokens.moderator), 403, 'forbidden');
  });
});
