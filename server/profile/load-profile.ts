import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  LookupProfileResponse,
  Membership,
  VideoStatus,
  VideoSummary,
} from '../../contract/profile.ts';
import type { Role } from '../../contract/roles.ts';
import type { Db } from '../db/database.ts';
import type { VideoKind } from '../db/schema.ts';
import {
  accounts,
  churchConnections,
  locations,
  memberships,
  shippingAddresses,
  users,
  videos,
} from '../db/schema.ts';

const WAITING: VideoStatus[] = ['created', 'review'];

/** A pastor (evangelism, not free) without an active membership must pay first (spec 4 and 6). */
export function needsToPay(roles: Role[], membership: Membership | null): boolean {
  return roles.includes('evangelism') && membership?.state !== 'active';
}

function toMembership(row: typeof memberships.$inferSelect | undefined): Membership | null {
  if (!row) return null;
  return {
    state: row.state,
    plan:
      row.planCode && row.planName && row.planInterval
        ? { code: row.planCode, name: row.planName, interval: row.planInterval }
        : null,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

function toVideo(row: typeof videos.$inferSelect | undefined): VideoSummary | null {
  return row ? { id: row.id, slug: row.slug, url: row.url, status: row.status } : null;
}

async function latestVideo(
  db: Db,
  kind: VideoKind,
  where: { accountId?: number; userId?: number },
) {
  const [row] = await db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.kind, kind),
        where.accountId === undefined ? undefined : eq(videos.accountId, where.accountId),
        where.userId === undefined ? undefined : eq(videos.userId, where.userId),
      ),
    )
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(1);
  return toVideo(row);
}

/**
 * Videos waiting for review: admins and approved moderators see the whole story queue, everyone
 * else the videos of their own church.
 */
async function waitingVideos(db: Db, accountId: number, globalQueue: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .where(
      globalQueue
        ? and(eq(videos.kind, 'story'), inArray(videos.status, WAITING))
        : and(eq(videos.accountId, accountId), inArray(videos.status, WAITING)),
    );
  return row?.n ?? 0;
}

async function newConnections(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(churchConnections)
    .where(and(eq(churchConnections.accountId, accountId), eq(churchConnections.status, 'new')));
  return row?.n ?? 0;
}

/** Everything the session needs about the signed-in user, read from the database. */
export async function loadProfile(db: Db, userId: number): Promise<LookupProfileResponse | null> {
  const [row] = await db
    .select({ user: users, account: accounts })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, account } = row;
  const globalQueue = user.roles.includes('admin') || user.moderatorStatus === 'approved';

  const [
    membershipRows,
    shippingRows,
    locationRows,
    story,
    profileVideo,
    inviteVideo,
    waiting,
    fresh,
  ] = await Promise.all([
    db.select().from(memberships).where(eq(memberships.accountId, account.id)),
    db.select().from(shippingAddresses).where(eq(shippingAddresses.accountId, account.id)),
    db
      .select()
      .from(locations)
      .where(eq(locations.accountId, account.id))
      .orderBy(asc(locations.id))
      .limit(1),
    latestVideo(db, 'story', { userId: user.id }),
    latestVideo(db, 'profile', { accountId: account.id }),
    latestVideo(db, 'invite', { accountId: account.id }),
    waitingVideos(db, account.id, globalQueue),
    newConnections(db, account.id),
  ]);

  const membership = toMembership(membershipRows[0]);
  const shipping = shippingRows[0];
  const location = locationRows[0];

  return {
    account_id: account.id,
    account_slug: account.slug,
    id: user.id,
    state: user.state,
    restricted: user.state !== 'active',
    church_name: account.churchName,
    church_website: account.churchWebsite,
    waiting_videos: waiting,
    new_connections: fresh,
    church_phone: account.churchPhone,
    church_status: account.churchStatus,
    photo_url: user.photoUrl,
    membership,
    shipping_address: shipping
      ? {
          name: shipping.name,
          address: shipping.address,
          address2: shipping.address2,
          city: shipping.city,
          state: shipping.state,
          zip_code: shipping.zipCode,
          country: shipping.country,
        }
      : null,
    invite_video: inviteVideo,
    invite_church_logo: account.inviteChurchLogo,
    story,
    profile_video: profileVideo,
    moderator: { status: user.moderatorStatus },
    firstname: user.firstname,
    lastname: user.lastname,
    location: location
      ? {
          id: location.id,
          name: location.name,
          address: location.address,
          address2: location.address2,
          city: location.city,
          state: location.state,
          zip_code: location.zipCode,
          country: location.country,
        }
      : null,
    intro_video_slug: user.introVideoSlug,
    role: user.roles,
    email: user.email,
    show_mode: user.showMode,
    is_truelife_member: user.isTruelifeMember,
    need_to_pay: needsToPay(user.roles, membership),
  };
}
