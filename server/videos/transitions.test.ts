import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_STATUSES } from '#contract/account/profile.ts';
import type { VideoStatus } from '#contract/account/profile.ts';
import { accounts, memberships, videos } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import {
  allows,
  changeVideoStatus,
  churchMustPay,
  syncVideosWithMembership,
  VIDEO_TRANSITIONS,
} from './transitions.ts';
import type { VideoTransition } from './transitions.ts';

let server: TestServer;
let graceId: number;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
});

afterAll(async () => {
  await server.close();
});

async function videoIn(status: VideoStatus, accountId = graceId): Promise<number> {
  const [row] = await server.deps.db
    .insert(videos)
    .values({ accountId, kind: 'story', status, url: 'https://player.vimeo.com/video/1' })
    .returning({ id: videos.id });
  return row!.id;
}

const statusOf = async (id: number) =>
  (await server.deps.db.select().from(videos).where(eq(videos.id, id)))[0];

/** The whole table, as decision 038 writes it: every (transition, from) pair and its outcome. */
const EXPECTED: Record<VideoTransition, Partial<Record<VideoStatus, VideoStatus>>> = {
  submit: { created: 'review' },
  approve: { created: 'approved', review: 'approved', blocked: 'approved' },
  block: { created: 'blocked', review: 'blocked', approved: 'blocked' },
  paymentLapsed: { created: 'no_payment', review: 'no_payment', approved: 'no_payment' },
  paymentResumed: { no_payment: 'review' },
};

describe('video status transitions', () => {
  it('allows exactly the table of decision 038 and refuses every other move with a 409', async () => {
    for (const transition of Object.keys(VIDEO_TRANSITIONS) as VideoTransition[]) {
      for (const from of VIDEO_STATUSES) {
        const id = await videoIn(from);
        const expected = EXPECTED[transition][from];
        expect(allows(transition, from)).toBe(expected !== undefined);
        const attempt = server.deps.db.transaction((tx) =>
          changeVideoStatus(tx, id, transition, server.clock.now(), { blockReason: 'Reason.' }),
        );
        if (expected) {
          await expect(attempt).resolves.toMatchObject({ id, from, to: expected });
          expect((await statusOf(id))?.status).toBe(expected);
        } else {
          const error = await attempt.then(
            () => null,
            (caught: unknown) => caught,
          );
          expect(error, `${transition} from ${from}`).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(409);
          expect((error as ApiError).message).toMatch(/^This video is /);
          expect((await statusOf(id))?.status).toBe(from);
        }
      }
    }
  });

  it('keeps the reason only while a video is blocked', async () => {
    const id = await videoIn('review');
    await server.deps.db.transaction((tx) =>
      changeVideoStatus(tx, id, 'block', server.clock.now(), { blockReason: 'Private details.' }),
    );
    expect((await statusOf(id))?.blockReason).toBe('Private details.');
    await server.deps.db.transaction((tx) =>
      changeVideoStatus(tx, id, 'approve', server.clock.now()),
    );
    expect((await statusOf(id))?.blockReason).toBeNull();
  });

  it('answers 404 for a video that does not exist', async () => {
    await expect(
      server.deps.db.transaction((tx) =>
        changeVideoStatus(tx, 2_000_000, 'approve', server.clock.now()),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('no_payment follows the membership', () => {
  it('puts a church that must pay on no_payment, leaves a block alone, and back to review when it pays', async () => {
    const waiting = await videoIn('review');
    const approved = await videoIn('approved');
    const blocked = await videoIn('blocked');
    expect(await churchMustPay(server.deps.db, graceId)).toBe(false);

    await server.deps.db
      .update(memberships)
      .set({ state: 'past_due' })
      .where(eq(memberships.accountId, graceId));
    expect(await churchMustPay(server.deps.db, graceId)).toBe(true);
    const lapsed = await server.deps.db.transaction((tx) =>
      syncVideosWithMembership(tx, graceId, server.clock.now()),
    );
    expect(lapsed.map((video) => video.id)).toEqual(expect.arrayContaining([waiting, approved]));
    expect(lapsed.every((video) => video.to === 'no_payment')).toBe(true);
    expect((await statusOf(waiting))?.status).toBe('no_payment');
    expect((await statusOf(approved))?.status).toBe('no_payment');
    expect((await statusOf(blocked))?.status).toBe('blocked');
    // Calling it again changes nothing.
    expect(
      await server.deps.db.transaction((tx) =>
        syncVideosWithMembership(tx, graceId, server.clock.now()),
      ),
    ).toEqual([]);

    await server.deps.db
      .update(memberships)
      .set({ state: 'active' })
      .where(eq(memberships.accountId, graceId));
    const resumed = await server.deps.db.transaction((tx) =>
      syncVideosWithMembership(tx, graceId, server.clock.now()),
    );
    expect(resumed.every((video) => video.from === 'no_payment' && video.to === 'review')).toBe(
      true,
    );
    expect((await statusOf(waiting))?.status).toBe('review');
    expect((await statusOf(approved))?.status).toBe('review');
    expect((await statusOf(blocked))?.status).toBe('blocked');
  });

  it("follows an admin's change of a pastor's role, both ways", async () => {
    const admin = await server.signIn('admin@demo.church');
    const [newLife] = await server.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.slug, 'new-life-chapel'));
    const churchId = newLife!.id;
    // New Life Chapel is a free partner with no membership: it pays nothing.
    expect(await churchMustPay(server.deps.db, churchId)).toBe(false);
    const video = await videoIn('approved', churchId);
    const created = await server.call('POST', '/admin/users/create', {
      token: admin,
      body: {
        account_id: churchId,
        email: 'new-pastor@newlife.example.org',
        firstname: 'Nia',
        lastname: 'Pastor',
        roles: ['evangelism'],
        password: 'a long enough password 1',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await statusOf(video))?.status).toBe('no_payment');

    const { id } = created.body as { id: number };
    const updated = await server.call('POST', '/admin/users/update', {
      token: admin,
      body: { id, roles: ['website'] },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await statusOf(video))?.status).toBe('review');
  });
});
