import { eq, sql } from 'drizzle-orm';
import type {
  Address,
  Location,
  BillingInterval,
  LookupProfileResponse,
  Membership,
  MembershipState,
  VideoStatus,
  VideoSummary,
} from '#contract/account/profile.ts';
import type { Role } from '#contract/roles.ts';
import type { SessionRow } from '#server/auth/authenticate.ts';
import { sessionColumns } from '#server/auth/authenticate.ts';
import type { TokenClaims } from '#server/auth/tokens.ts';
import type { Db } from '#server/db/database.ts';
import type { VideoKind } from '#server/db/schema.ts';
import { MODERATOR_MANAGER_ROLES } from '#server/moderators/moderator-routes.ts';
import { WAITING_STATUSES } from '#server/videos/transitions.ts';
import {
  accounts,
  churchConnections,
  churchModerators,
  locations,
  memberships,
  messages,
  plans,
  shippingAddresses,
  testimonials,
  users,
  videos,
} from '#server/db/schema.ts';

const WAITING: readonly VideoStatus[] = WAITING_STATUSES;

/** A pastor (evangelism, not free) without an active membership must pay first (spec 4 and 6). */
export function needsToPay(roles: Role[], membership: Membership | null): boolean {
  return roles.includes('evangelism') && membership?.state !== 'active';
}

type MembershipJson = {
  state: MembershipState;
  plan_code: string | null;
  plan_name: string | null;
  plan_tier: string | null;
  plan_interval: BillingInterval | null;
  current_period_end: string | null;
};

function toMembership(row: MembershipJson | null): Membership | null {
  if (!row) return null;
  return {
    state: row.state,
    plan:
      row.plan_code && row.plan_name && row.plan_interval
        ? {
            code: row.plan_code,
            name: row.plan_name,
            tier: row.plan_tier,
            interval: row.plan_interval,
          }
        : null,
    // json_build_object writes timestamps as `2026-11-23T22:20:01.123+00:00`.
    current_period_end: row.current_period_end
      ? new Date(row.current_period_end).toISOString()
      : null,
  };
}

/** The columns of an address row as a JSON object, in the contract's field names. */
const addressJson = (alias: string, extra = '') =>
  sql.raw(`json_build_object(${extra}'name', ${alias}.name, 'address', ${alias}.address,
    'address2', ${alias}.address2, 'city', ${alias}.city, 'state', ${alias}.state,
    'zip_code', ${alias}.zip_code, 'country', ${alias}.country)`);

/** The newest video of a kind, owned by the user or by the account, as a VideoSummary. */
function latestVideo(kind: VideoKind, owner: 'user' | 'account') {
  const ownerColumn = owner === 'user' ? users.id : accounts.id;
  return sql<VideoSummary | null>`(
    -- An uploaded video plays from its processed file; until that is ready it has no address yet.
    select json_build_object('id', v.id, 'slug', v.slug,
      'url', coalesce(v.url, '/files/' || v.file_key, ''), 'status', v.status,
      'processing', v.processing, 'poster_url', '/files/' || v.poster_key)
    from ${videos} v
    where v.kind = ${kind} and ${sql.raw(owner === 'user' ? 'v.user_id' : 'v.account_id')} = ${ownerColumn}
    order by v.created_at desc, v.id desc limit 1)`;
}

/**
 * The profile query, prepared once per database: PostgreSQL then plans its subqueries once per
 * connection instead of on every call. Placeholders: `userId` and the token's `jti`.
 */
function prepareProfileQuery(db: Db) {
  // One round trip: the user and account row, with every related piece as a subquery. Several
  // queries in a Promise.all are serialised by PGlite, and each costs a round trip on PostgreSQL.
  const managerRoles = sql.join(
    MODERATOR_MANAGER_ROLES.map((role) => sql`${role}`),
    sql`, `,
  );
  const waitingStatuses = sql.join(
    WAITING.map((status) => sql`${status}`),
    sql`, `,
  );
  return db
    .select({
      session: sessionColumns(sql.placeholder('jti')),
      user: users,
      account: accounts,
      membership: sql<MembershipJson | null>`(
        select json_build_object('state', m.state, 'plan_code', m.plan_code,
          'plan_name', m.plan_name, 'plan_interval', m.plan_interval,
          'plan_tier', (select p.tier from ${plans} p where p.code = m.plan_code),
          'current_period_end', m.current_period_end)
        from ${memberships} m where m.account_id = ${accounts.id})`,
      shipping: sql<Address | null>`(
        select ${addressJson('s')} from ${shippingAddresses} s where s.account_id = ${accounts.id})`,
      location: sql<Location | null>`(
        select ${addressJson('l', "'id', l.id, 'latitude', l.latitude, 'longitude', l.longitude, ")}
        from ${locations} l where l.account_id = ${accounts.id} order by l.id limit 1)`,
      story: latestVideo('story', 'user'),
      profileVideo: latestVideo('profile', 'account'),
      inviteVideo: latestVideo('invite', 'account'),
      // What Video review lists (server/videos/review.ts, decision 038): an admin every waiting
      // video, a moderator the waiting stories of the churches they moderate; anyone else their
      // own church's waiting videos.
      waiting: sql<number>`(
        select count(*)::int from ${videos} v
        where v.status in (${waitingStatuses})
          and case
            when 'admin' = any(${users.roles}) then true
            when ${users.moderatorStatus} = 'approved' then v.kind = 'story' and v.account_id in
              (select cm.account_id from ${churchModerators} cm
                where cm.user_id = ${users.id} and cm.status = 'approved')
            else v.account_id = ${accounts.id} end)`,
      // What Testimonials lists as pending (server/testimonials/moderation.ts, decision 054): the
      // own church's for its pastor roles, and those of the churches one moderates.
      pendingTestimonials: sql<number>`(
        select count(*)::int from ${testimonials} t
        where t.status = 'pending'
          and ((${users.roles} && array[${managerRoles}]::text[] and t.account_id = ${accounts.id})
            or t.account_id in (select cm.account_id from ${churchModerators} cm
              where cm.user_id = ${users.id} and cm.status = 'approved')))`,
      unread: sql<number>`(
        select count(*)::int from ${messages} m
        where m.account_id = ${accounts.id} and m.read_at is null)`,
      // What Connections lists as new (decision 028): the own church's requests, and for an
      // approved moderator those of the churches they moderate (read only there).
      fresh: sql<number>`(
        select count(*)::int from ${churchConnections} c
        where c.status = 'new'
          and (c.account_id = ${accounts.id}
            or (${users.moderatorStatus} = 'approved' and c.account_id in
              (select cm.account_id from ${churchModerators} cm
                where cm.user_id = ${users.id} and cm.status = 'approved'))))`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('lookup_profile');
}

const profileQueries = new WeakMap<Db, ReturnType<typeof prepareProfileQuery>>();

/**
 * Everything the session needs about the signed-in user, read from the database together with
 * the columns that check the token's session (`sessionUser` decides on them).
 */
export async function loadProfile(
  db: Db,
  claims: TokenClaims,
): Promise<{ session: SessionRow; profile: LookupProfileResponse } | null> {
  let query = profileQueries.get(db);
  if (!query) {
    query = prepareProfileQuery(db);
    profileQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: claims.userId, jti: claims.jti });
  if (!row) return null;
  const { session, user, account, shipping, location } = row;
  const membership = toMembership(row.membership);

  const profile: LookupProfileResponse = {
    account_id: account.id,
    account_slug: account.slug,
    id: user.id,
    state: user.state,
    restricted: user.state !== 'active',
    church_name: account.churchName,
    church_website: account.churchWebsite,
    waiting_videos: Number(row.waiting),
    pending_testimonials: Number(row.pendingTestimonials),
    new_connections: Number(row.fresh),
    unread_messages: Number(row.unread),
    church_phone: account.churchPhone,
    church_status: account.churchStatus,
    photo_url: user.photoUrl,
    membership,
    shipping_address: shipping,
    invite_video: row.inviteVideo,
    invite_church_logo: account.inviteChurchLogo,
    story: row.story,
    profile_video: row.profileVideo,
    moderator: { status: user.moderatorStatus },
    firstname: user.firstname,
    lastname: user.lastname,
    location,
    intro_video_slug: user.introVideoSlug,
    role: user.roles,
    email: user.email,
    show_mode: user.showMode,
    is_truelife_member: user.isTruelifeMember,
    need_to_pay: needsToPay(user.roles, membership),
  };
  return { session, profile };
}
