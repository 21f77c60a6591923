import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VideoStatus } from '#contract/account/profile.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, memberships, users, videos } from '#server/db/schema.ts';
import type { VideoKind } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/http/api-error.ts';

/**
 * The one place that knows how a video's review status may change (decision 038). Every write of
 * `videos.status` after a video was made goes through `changeVideoStatus`; anything the table
 * below does not allow is a 409.
 */
export const VIDEO_TRANSITIONS = {
  /** The person finished making it (upload processed, embed saved): it waits for a reviewer. */
  submit: { from: ['created'], to: 'review' },
  /** A reviewer lets it be seen; a blocked video may be approved after a second look. */
  approve: { from: ['created', 'review', 'blocked'], to: 'approved' },
  /** A reviewer keeps it off every public page, with a reason the person is told. */
  block: { from: ['created', 'review', 'approved'], to: 'blocked' },
  /** The church stopped paying: nothing of it shows until it pays. A block stays a block. */
  paymentLapsed: { from: ['created', 'review', 'approved'], to: 'no_payment' },
  /** The church pays again: its videos are looked at again before they show. */
  paymentResumed: { from: ['no_payment'], to: 'review' },
} as const satisfies Record<string, { from: readonly VideoStatus[]; to: VideoStatus }>;

export type VideoTransition = keyof typeof VIDEO_TRANSITIONS;

/** The statuses that wait for a reviewer (both show 'Under Review'). */
export const WAITING_STATUSES = ['created', 'review'] as const satisfies readonly VideoStatus[];

/** Whether the table allows `transition` from `status`. */
export function allows(transition: VideoTransition, status: VideoStatus): boolean {
  return (VIDEO_TRANSITIONS[transition].from as readonly VideoStatus[]).includes(status);
}

const REFUSALS: Record<VideoTransition, string> = {
  submit: 'Only a video just made can be sent for review.',
  approve: 'Only a video under review or blocked can be approved.',
  block: 'Only a video under review or approved can be blocked.',
  paymentLapsed: 'Only a video under review or approved can wait for payment.',
  paymentResumed: 'Only a video waiting for payment can go back to review.',
};

const STATUS_NAMES: Record<VideoStatus, string> = {
  created: 'under review',
  review: 'under review',
  approved: 'approved',
  blocked: 'blocked',
  no_payment: 'waiting for the church to pay',
};

/** The 409 for a transition the table does not allow, naming where the video is now. */
export function refusal(transition: VideoTransition, status: VideoStatus) {
  return conflict(`This video is ${STATUS_NAMES[status]}. ${REFUSALS[transition]}`);
}

export type ChangedVideo = {
  id: number;
  accountId: number;
  userId: number | null;
  kind: VideoKind;
  slug: string | null;
  from: VideoStatus;
  to: VideoStatus;
};

/**
 * Moves one video along the table, or throws: 404 when there is no such video, 409 when the
 * table does not allow it from the video's status. The update is conditional on the status read,
 * so two reviewers deciding at once cannot both win (the second gets the 409).
 */
export async function changeVideoStatus(
  tx: Db,
  videoId: number,
  transition: VideoTransition,
  now: Date,
  { blockReason }: { blockReason?: string } = {},
): Promise<ChangedVideo> {
  const [current] = await tx
    .select({ status: videos.status })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!current) throw notFound('There is no such video.');
  if (!allows(transition, current.status)) throw refusal(transition, current.status);
  const { to } = VIDEO_TRANSITIONS[transition];
  const [row] = await tx
    .update(videos)
    .set({
      status: to,
      blockReason: to === 'blocked' ? (blockReason ?? null) : null,
      updatedAt: now,
    })
    .where(and(eq(videos.id, videoId), eq(videos.status, current.status)))
    .returning({
      id: videos.id,
      accountId: videos.accountId,
      userId: videos.userId,
      kind: videos.kind,
      slug: videos.slug,
    });
  if (!row) {
    // Someone else changed it between the read and the write.
    const [latest] = await tx
      .select({ status: videos.status })
      .from(videos)
      .where(eq(videos.id, videoId));
    throw refusal(transition, latest?.status ?? current.status);
  }
  return { ...row, from: current.status, to };
}

/** Kinds that belong to a church and follow its payment (admins' own videos do not). */
const CHURCH_KINDS = ['story', 'profile', 'invite', 'welcome'] as const satisfies VideoKind[];

/**
 * Whether the church must pay before its videos show: as `needsToPay` decides for its pastors, a
 * church with a pastor (evangelism) and no active membership. Free, care and individual accounts
 * never pay for their videos.
 */
export async function churchMustPay(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({
      hasPastor: sql<boolean>`exists (select 1 from ${users} u
        where u.account_id = ${accounts.id} and 'evangelism' = any(u.roles))`,
      membershipState: memberships.state,
    })
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) return false;
  return Boolean(row.hasPastor) && row.membershipState !== 'active';
}

/**
 * Puts a church's videos in line with its membership: `no_payment` while it must pay, back to
 * review once it pays. Call it wherever a membership changes (billing, issue 10; an admin's
 * edit; the seed). Returns the videos it moved. Run it in the transaction of the change.
 */
export async function syncVideosWithMembership(
  tx: Db,
  accountId: number,
  now: Date,
): Promise<ChangedVideo[]> {
  const mustPay = await churchMustPay(tx, accountId);
  const transition: VideoTransition = mustPay ? 'paymentLapsed' : 'paymentResumed';
  const affected = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.accountId, accountId),
        inArray(videos.kind, CHURCH_KINDS),
        inArray(videos.status, VIDEO_TRANSITIONS[transition].from),
      ),
    );
  const changed: ChangedVideo[] = [];
  for (const { id } of affected) {
    changed.push(await changeVideoStatus(tx, id, transition, now));
  }
  return changed;
}

/**
 * A video that was just made, or moved to another church, follows that church's payment: a
 * new video is submitted for review (created → review), then waits for payment if its church
 * must pay; a story moved to a paying church leaves `no_payment` for review, one moved to a
 * church that must pay goes to `no_payment`. Admins' own kinds are left as they are.
 */
export async function submitOrFollowPayment(
  tx: Db,
  video: { id: number; kind: VideoKind; status: VideoStatus; accountId: number },
  now: Date,
): Promise<VideoStatus> {
  let status = video.status;
  if (allows('submit', status)) status = (await changeVideoStatus(tx, video.id, 'submit', now)).to;
  if (!(CHURCH_KINDS as readonly VideoKind[]).includes(video.kind)) return status;
  const transition: VideoTransition = (await churchMustPay(tx, video.accountId))
    ? 'paymentLapsed'
    : 'paymentResumed';
  if (!allows(transition, status)) return status;
  return (await changeVideoStatus(tx, video.id, transition, now)).to;
}
