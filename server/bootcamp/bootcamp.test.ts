import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootcampCourse, BootcampSaved } from '#contract/bootcamp/bootcamp.ts';
import { LookupUserResponse } from '#contract/account/user.ts';
import { ContentRecord } from '#contract/content/contentResource.ts';
import { users, videos } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { DEMO_BOOTCAMP_LESSONS } from '#server/seed/demo-bootcamp.ts';

let server: TestServer;
let admin: string;
let pastor: string;
let individual: string;
let care: string;
let videoId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  individual = await server.signIn('individual@demo.church');
  care = await server.signIn('care@demo.church');
  const [adminUser] = await server.deps.db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'admin@demo.church'));
  // A processed instruction video of 10 s (the file itself is not read by these calls).
  const [video] = await server.deps.db
    .insert(videos)
    .values({
      accountId: adminUser!.accountId,
      kind: 'instruction',
      status: 'approved',
      sourceKey: 'test-lesson.mp4',
      fileKey: 'test-lesson.mp4',
      durationSeconds: 10,
      processing: 'ready',
    })
    .returning({ id: videos.id });
  videoId = video!.id;
});

afterAll(async () => {
  await server.close();
});

let seq = 0;
async function lesson(fields: Record<string, unknown> = {}): Promise<ContentRecord> {
  seq += 1;
  const answer = await server.call('POST', '/admin/content/create', {
    token: admin,
    body: {
      kind: 'bootcamp_lesson',
      slug: `test-lesson-${seq}`,
      position: 1000 + seq,
      roles: ['evangelism', 'individual'],
      status: 'published',
      languages: ['en'],
      title_en: `Lesson ${seq}`,
      summary_en: 'A lesson.',
      body_en: '<p>Read this.</p>',
      ...fields,
    },
  });
  return expectOk(answer, ContentRecord);
}

const watch = (token: string, slug: string, ranges: unknown) =>
  server.call('POST', '/bootcamp/watch', { token, body: { slug, ranges } });
const watched = async (token: string, slug: string, ranges: [number, number][]) =>
  expectOk(await watch(token, slug, ranges), BootcampSaved);
const mark = (token: string, slug: string) =>
  server.call('POST', '/bootcamp/mark_done', { token, body: { slug } });
const course = async (token: string, language = 'en') =>
  expectOk(
    await server.call('POST', '/bootcamp/course', { token, body: { language } }),
    BootcampCourse,
  );
const steps = async (token: string) =>
  expectOk(await server.call('POST', '/lookup_user', { token, body: {} }), LookupUserResponse)
    .completed_action_steps;

describe('the boot camp', () => {
  it('lists the demo lessons in order, in the reader’s language, with their kinds', async () => {
    const { lessons } = await course(pastor, 'ko');
    const demo = lessons.filter((item) => DEMO_BOOTCAMP_LESSONS.some((d) => d.slug === item.slug));
    expect(demo.map((item) => item.slug)).toEqual(DEMO_BOOTCAMP_LESSONS.map((d) => d.slug));
    expect(demo[0]).toMatchObject({
      kind: 'video',
      shown_in: 'ko',
      duration_seconds: 4,
      step: 'watch-intro-video',
    });
    expect(demo[0]!.video_url).toMatch(/^\/files\/[0-9a-f]{64}\.mp4$/);
    expect(demo[1]).toMatchObject({ kind: 'text', video_url: null, step: null });
    expect(demo.every((item) => item.completed_at === null)).toBe(true);
  });

  it('counts each second once: a rewatch or an overlap adds nothing', async () => {
    const { slug } = await lesson({ video_id: videoId });
    expect((await watched(pastor, slug, [[0, 5]])).watched_seconds).toBe(5);
    expect((await watched(pastor, slug, [[0, 5]])).watched_seconds).toBe(5);
    expect(
      (
        await watched(pastor, slug, [
          [1, 2],
          [4.5, 5],
        ])
      ).watched_seconds,
    ).toBe(5);
    const saved = await watched(pastor, slug, [[3, 7]]);
    expect(saved).toMatchObject({ watched: [[0, 7]], watched_seconds: 7, completed_at: null });
    // A seek to the end: only what played counts.
    expect((await watched(pastor, slug, [[9.5, 10]])).watched_seconds).toBe(7.5);
    // Someone else's progress is their own.
    expect((await watched(individual, slug, [[0, 1]])).watched_seconds).toBe(1);
  });

  it('loses no piece when one person’s saves race (compare-and-set, then the lock)', async () => {
    const { slug } = await lesson({ video_id: videoId });
    const pieces = Array.from({ length: 8 }, (_, i): [number, number] => [i, i + 0.5]);
    // Twice each, all at once: some saves find the row changed under them and merge again.
    await Promise.all([...pieces, ...pieces].map((piece) => watched(pastor, slug, [piece])));
    const listed = (await course(pastor)).lessons.find((item) => item.slug === slug);
    expect(listed).toMatchObject({ watched: pieces, watched_seconds: 4, completed_at: null });
    // The answers' totals are those of the first read, which a save without completion keeps.
    const again = await watched(pastor, slug, [[0, 0.5]]);
    expect(again.totals).toEqual((await course(pastor)).totals);
  });

  it('completes a video lesson at 90 % of its seconds, not a millisecond before', async () => {
    const { slug } = await lesson({ video_id: videoId });
    const before = await watched(pastor, slug, [[0, 8.999]]);
    expect(before.completed_at).toBeNull();
    const at = await watched(pastor, slug, [[8.999, 9]]);
    expect(at.watched_seconds).toBe(9);
    expect(at.completed_at).toBe(server.clock.now().toISOString());
    const listed = (await course(pastor)).lessons.find((item) => item.slug === slug);
    expect(listed?.completed_at).toBe(at.completed_at);
  });

  it('never reverts a completion: not on a rewatch, not when a lesson is added', async () => {
    const video = await lesson({ video_id: videoId });
    const text = await lesson();
    const done = await watched(pastor, video.slug, [[0, 10]]);
    const marked = expectOk(await mark(pastor, text.slug), BootcampSaved);
    const totals = marked.totals;
    server.clock.advanceSeconds(60);
    const again = await watched(pastor, video.slug, [[0, 2]]);
    expect(again.completed_at).toBe(done.completed_at);
    const markedAgain = expectOk(await mark(pastor, text.slug), BootcampSaved);
    expect(markedAgain.completed_at).toBe(marked.completed_at);

    await lesson();
    const after = await course(pastor);
    expect(after.totals).toEqual({
      completed: totals.completed,
      total: totals.total + 1,
      percent: Math.floor((totals.completed * 100) / (totals.total + 1)),
    });
    const byslug = new Map(after.lessons.map((item) => [item.slug, item]));
    expect(byslug.get(video.slug)?.completed_at).toBe(done.completed_at);
    expect(byslug.get(text.slug)?.completed_at).toBe(marked.completed_at);
  });

  it('the percentage is completed lessons of the lessons readable now', async () => {
    const token = await server.signIn('website@demo.church');
    const start = await course(token);
    const extra = await lesson({ roles: ['website'] });
    expectOk(await mark(token, extra.slug), BootcampSaved);
    const now = await course(token);
    expect(now.totals.total).toBe(start.totals.total + 1);
    expect(now.totals.completed).toBe(start.totals.completed + 1);
    expect(now.totals.percent).toBe(Math.floor((now.totals.completed * 100) / now.totals.total));
    // Archived, it leaves both counts.
    expectOk(
      await server.call('POST', '/admin/content/update', {
        token: admin,
        body: { id: extra.id, status: 'archived' },
      }),
      ContentRecord,
    );
    expect((await course(token)).totals).toEqual(start.totals);
  });

  it('refuses hostile ranges and the wrong way of completing a lesson', async () => {
    const video = await lesson({ video_id: videoId });
    const text = await lesson();
    for (const ranges of [
      [[0, 11.5]], // past the end (a second of slack)
      [[-1, 2]],
      [[5, 4]],
      [[0, 1e308]],
      [['0', '1']],
      [[0, 1, 2]],
      [],
      Array.from({ length: 101 }, (_, i) => [i * 0.01, i * 0.01 + 0.001]),
      'all of it',
      null,
    ]) {
      expectError(await watch(pastor, video.slug, ranges), 400, 'validation_failed');
    }
    // The last second's slack is cut to the video's length.
    expect((await watched(pastor, video.slug, [[9, 10.9]])).watched_seconds).toBe(1);
    // Thousands of slivers cannot grow the row without end.
    let refused = false;
    for (let batch = 0; batch < 6 && !refused; batch += 1) {
      const slivers = Array.from({ length: 100 }, (_, i): [number, number] => {
        const start = (batch * 100 + i) * 0.014;
        return [start, start + 0.004];
      });
      const answer = await watch(pastor, video.slug, slivers);
      refused = answer.status === 400;
    }
    expect(refused).toBe(true);
    expectError(await watch(pastor, text.slug, [[0, 1]]), 409, 'conflict');
    expectError(await mark(pastor, video.slug), 409, 'conflict');
    expectError(await mark(pastor, 'no-such-lesson'), 404, 'not_found');
    // Not for the care role, and not while a draft.
    expectError(await mark(care, text.slug), 404, 'not_found');
    const draft = await lesson({ status: 'draft' });
    expectError(await mark(pastor, draft.slug), 404, 'not_found');
    // A lesson whose video is still processing cannot be watched yet.
    const [processing] = await server.deps.db
      .insert(videos)
      .values({
        accountId: (await server.deps.db.select().from(videos).where(eq(videos.id, videoId)))[0]!
          .accountId,
        kind: 'instruction',
        status: 'approved',
        sourceKey: 'test-processing.mp4',
        processing: 'processing',
      })
      .returning({ id: videos.id });
    const waiting = await lesson({ video_id: processing!.id });
    expectError(await watch(pastor, waiting.slug, [[0, 1]]), 409, 'conflict');
    expectError(await mark(pastor, waiting.slug), 409, 'conflict');
  });

  it('checks the session and the role in the save’s own query', async () => {
    const video = await lesson({ video_id: videoId });
    expectError(await watch(admin, video.slug, [[0, 1]]), 403, 'forbidden');
    expectError(await watch(care, video.slug, [[0, 1]]), 404, 'not_found');
    const leaving = await server.signIn('individual@demo.church');
    expect((await server.call('POST', '/auth/logout', { token: leaving, body: {} })).status).toBe(
      200,
    );
    expectError(await watch(leaving, video.slug, [[0, 1]]), 401, 'unauthorized');
    expectError(await watch('not-a-token', video.slug, [[0, 1]]), 401, 'unauthorized');
  });

  it('ticks the matching Track-your-progress step for the reader only, once', async () => {
    const before = await steps(individual);
    expect(before).not.toContain('order-invitation-cards');
    const saved = expectOk(await mark(individual, 'order-invitation-cards'), BootcampSaved);
    expect(saved.completed_at).not.toBeNull();
    expect(await steps(individual)).toContain('order-invitation-cards');
    // The person may untick it; completing the lesson again does not tick it back.
    await server.call('POST', '/update_action_step', {
      token: individual,
      body: { step: 'order-invitation-cards', completed: false },
    });
    expectOk(await mark(individual, 'order-invitation-cards'), BootcampSaved);
    expect(await steps(individual)).not.toContain('order-invitation-cards');
    // The intro video's lesson ticks the intro step when 90 % of its 4 s played.
    expect(await steps(individual)).not.toContain('watch-intro-video');
    await watched(individual, 'watch-intro-video', [[0, 3.5]]);
    expect(await steps(individual)).not.toContain('watch-intro-video');
    await watched(individual, 'watch-intro-video', [[3.5, 3.6]]);
    expect(await steps(individual)).toContain('watch-intro-video');
  });
});

describe('the demo church’s Track your progress', () => {
  it('shows the steps its seeded data earned', async () => {
    expect((await steps(pastor)).sort()).toEqual(
      [
        'complete-church-profile',
        'invite-moderator',
        'invite-stories',
        'order-invitation-cards',
        'record-welcome-video',
        'see-first-scan',
      ].sort(),
    );
    // Riverside has campuses; Grace has none yet.
    expect(await steps(await server.signIn('website@demo.church'))).toContain(
      'add-church-location',
    );
  });
});
