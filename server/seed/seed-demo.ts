import { and, eq, isNull } from 'drizzle-orm';
import { newLinkToken } from '#server/auth/link-token.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { addSeconds } from '#server/clock.ts';
import type { Db } from '#server/db/database.ts';
import {
  accounts,
  careAccess,
  churchConnections,
  churchProfiles,
  churchModerators,
  configEntries,
  instructionVideos,
  locations,
  memberships,
  messages,
  seeds,
  shippingAddresses,
  users,
  videos,
} from '#server/db/schema.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_MODERATORS,
  DEMO_CONFIG,
  DEMO_INSTRUCTION_VIDEOS,
  DEMO_PASSWORD,
  DEMO_PINS,
  DEMO_SECOND_CAMPUS,
  DEMO_SECOND_MODERATOR,
  DEMO_SECOND_PAST_DUE,
  DEMO_STORIES,
  DEMO_FILE_VIDEOS,
} from './demo-data.ts';
import { DEMO_MEDIA } from './demo-media.ts';
import { seedDemoBilling, seedSecondPastDueBilling } from './demo-billing.ts';
import { seedDemoCards } from './demo-cards.ts';
import { seedDemoCardResults } from './demo-card-results.ts';
import { seedDemoStore } from './demo-store.ts';
import { seedDemoStoreOrders } from './demo-store-orders.ts';
import { seedDemoTestimonials } from './demo-testimonials.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoBootcamp } from './demo-bootcamp.ts';
import { seedDemoPlayer } from './demo-player.ts';
import { seedDemoSupport } from './demo-support.ts';
import { seedDemoCare } from './demo-care.ts';
import { seedDemoPlayerEmbed } from '#server/playerEmbed/demo-embed.ts';
import { seedDemoAi } from '#server/ai/demo-ai.ts';
import { syncVideosWithMembership } from '#server/videos/transitions.ts';
import type { DemoAccount } from './demo-data.ts';
import { DEMO_CHURCH_PROFILE } from './demo-church-profile.ts';

export const DEMO_SEED_NAME = 'demo-v1';

const DAY = 24 * 60 * 60;

async function insertAccount(tx: Db, account: DemoAccount, passwordHash: string, now: Date) {
  const [row] = await tx
    .insert(accounts)
    .values({
      slug: account.slug,
      kind: account.kind,
      churchName: account.church?.name ?? null,
      churchWebsite: account.church?.website ?? null,
      churchPhone: account.church?.phone ?? null,
      churchStatus: account.church?.status ?? null,
      inviteChurchLogo: account.church?.inviteChurchLogo ?? null,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error(`Seeding account ${account.slug} returned no row.`);
  const accountId = row.id;

  for (const user of account.users) {
    await tx.insert(users).values({
      accountId,
      email: user.email,
      passwordHash,
      firstname: user.firstname,
      lastname: user.lastname,
      roles: user.roles,
      moderatorStatus: user.moderatorStatus ?? 'none',
      isTruelifeMember: user.isTruelifeMember ?? false,
      introVideoSlug: user.introVideoSlug ?? null,
      locale: user.locale ?? 'en',
    });
  }
  if (account.membership) {
    const { state, planCode, planName, interval, periodEndsInDays } = account.membership;
    await tx.insert(memberships).values({
      accountId,
      state,
      planCode,
      planName,
      planInterval: interval,
      currentPeriodEnd: addSeconds(now, periodEndsInDays * DAY),
    });
  }
  if (account.shipping) {
    const { zip_code: zipCode, ...rest } = account.shipping;
    await tx.insert(shippingAddresses).values({ accountId, zipCode, ...rest });
  }
  for (const { zip_code: zipCode, ...rest } of account.locations) {
    await tx.insert(locations).values({ accountId, zipCode, ...rest });
  }
  for (const [index, message] of account.messages.entries()) {
    const sentAt = addSeconds(now, -(index + 1) * DAY);
    await tx.insert(messages).values({
      accountId,
      senderName: message.senderName,
      senderEmail: message.senderEmail,
      subject: message.subject,
      body: message.body,
      readAt: message.read ? sentAt : null,
      createdAt: sentAt,
    });
  }
  for (const [kind, video] of [
    ['profile', account.profileVideo],
    ['invite', account.inviteVideo],
  ] as const) {
    if (video) await tx.insert(videos).values({ accountId, kind, ...video });
  }
  return accountId;
}

async function userId(tx: Db, email: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`Demo data refers to an unknown user ${email}.`);
  return row.id;
}

/** The first release's demo data: accounts and their users, stories, settings, videos. */
async function seedDemoAccounts(tx: Db, now: Date, passwordHash: string): Promise<void> {
  const accountIds = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    accountIds.set(account.slug, await insertAccount(tx, account, passwordHash, now));
  }
  for (const story of DEMO_STORIES) {
    const accountId = accountIds.get(story.churchSlug);
    if (accountId === undefined) throw new Error(`Demo story refers to ${story.churchSlug}.`);
    const storyUserId = await userId(tx, story.userEmail);
    await tx
      .insert(videos)
      .values({ accountId, userId: storyUserId, kind: 'story', ...story.video });
    await tx
      .insert(churchConnections)
      .values({ accountId, userId: storyUserId, status: story.connection });
  }
  await tx
    .insert(configEntries)
    .values(DEMO_CONFIG.map((entry) => ({ ...entry, updatedAt: now })))
    .onConflictDoNothing();
  await tx
    .insert(instructionVideos)
    .values(DEMO_INSTRUCTION_VIDEOS.map((video) => ({ ...video, updatedAt: now })))
    .onConflictDoNothing();
}

async function accountIdOf(tx: Db, slug: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.slug, slug));
  return row?.id;
}

async function userIdOf(tx: Db, email: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/** Moderators of a church: approved ones with their user, invited ones with an open link. */
async function seedModerators(
  tx: Db,
  now: Date,
  moderators: typeof DEMO_MODERATORS,
): Promise<void> {
  for (const moderator of moderators) {
    const accountId = await accountIdOf(tx, moderator.churchSlug);
    const moderatorId = await userIdOf(tx, moderator.email);
    if (!accountId || !moderatorId) continue;
    const row =
      moderator.status === 'approved'
        ? { userId: moderatorId, status: 'approved' as const, acceptedAt: now }
        : {
            status: 'invited' as const,
            tokenHash: newLinkToken().hash,
            // Open for a year, so that the demo's Become a moderator keeps working.
            expiresAt: addSeconds(now, 365 * DAY),
          };
    await tx
      .insert(churchModerators)
      .values({ accountId, email: moderator.email, createdAt: now, ...row })
      .onConflictDoNothing();
  }
}

/**
 * Church access and moderators (added after the first release). It also runs on a demo
 * database seeded by an earlier release, so it skips what an admin removed since.
 */
async function seedDemoCareAndModerators(tx: Db, now: Date, passwordHash: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const accountId = account.careAccess && (await accountIdOf(tx, account.slug));
    if (!account.careAccess || !accountId) continue;
    const at = { passwordSetAt: now, createdAt: now, updatedAt: now };
    await tx
      .insert(careAccess)
      .values({ accountId, passwordHash, ...account.careAccess, ...at })
      .onConflictDoNothing();
  }
  await seedModerators(tx, now, DEMO_MODERATORS);
}

/**
 * The demo church's profile (added with the church profile screens). Kept as it is when the
 * church already has one, or when an admin removed the church since.
 */
async function seedDemoChurchProfile(tx: Db, now: Date): Promise<void> {
  const accountId = await accountIdOf(tx, DEMO_CHURCH_PROFILE.churchSlug);
  if (!accountId) return;
  await tx
    .insert(churchProfiles)
    .values({ accountId, ...DEMO_CHURCH_PROFILE.profile, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * Map pins, Riverside's second campus and Grace's second moderator (added with the campus map).
 * On a database seeded earlier it leaves alone a campus that already has a pin or was renamed,
 * a church an admin removed, and an e-mail address someone took since.
 */
async function seedDemoCampusesAndModerator(
  tx: Db,
  now: Date,
  passwordHash: string,
): Promise<void> {
  for (const pin of DEMO_PINS) {
    const accountId = await accountIdOf(tx, pin.churchSlug);
    if (!accountId) continue;
    await tx
      .update(locations)
      .set({ latitude: pin.latitude, longitude: pin.longitude })
      .where(
        and(
          eq(locations.accountId, accountId),
          eq(locations.name, pin.name),
          isNull(locations.latitude),
        ),
      );
  }
  const { churchSlug, campus, latitude, longitude } = DEMO_SECOND_CAMPUS;
  const churchId = await accountIdOf(tx, churchSlug);
  if (churchId) {
    const { zip_code: zipCode, ...rest } = campus;
    await tx
      .insert(locations)
      .values({ accountId: churchId, zipCode, latitude, longitude, ...rest });
  }
  const { churchSlug: moderatedSlug, account: moderator } = DEMO_SECOND_MODERATOR;
  const email = moderator.users[0]?.email;
  if (!email || (await accountIdOf(tx, moderator.slug)) || (await userIdOf(tx, email))) return;
  await insertAccount(tx, moderator, passwordHash, now);
  await seedModerators(tx, now, [{ churchSlug: moderatedSlug, email, status: 'approved' }]);
}

/**
 * Sample videos played from files (added with video review): Grace's welcome video at
 * /v/welcome-to-grace, approved, and a blocked story; then every church's videos are put in line
 * with its membership (no_payment while it must pay). On a database seeded earlier it leaves
 * alone a custom URL someone took since, and a church or person removed since.
 */
async function seedDemoVideos(tx: Db, now: Date): Promise<void> {
  const { welcome, blockedStory } = DEMO_FILE_VIDEOS;
  const file = (video: typeof DEMO_MEDIA.welcomeVideo, poster: typeof DEMO_MEDIA.welcomePoster) =>
    ({
      sourceKey: video.key,
      fileKey: video.key,
      posterKey: poster.key,
      posterSeconds: 1,
      durationSeconds: 4,
      width: 640,
      height: 360,
      processing: 'ready',
    }) as const;
  const graceId = await accountIdOf(tx, welcome.churchSlug);
  const pastorId = await userIdOf(tx, welcome.userEmail);
  if (graceId && pastorId) {
    await tx
      .insert(videos)
      .values({
        accountId: graceId,
        userId: pastorId,
        kind: 'welcome',
        slug: welcome.slug,
        status: 'approved',
        ...file(DEMO_MEDIA.welcomeVideo, DEMO_MEDIA.welcomePoster),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  const storyChurchId = await accountIdOf(tx, blockedStory.churchSlug);
  const tellerId = await userIdOf(tx, blockedStory.userEmail);
  if (storyChurchId && tellerId) {
    await tx
      .insert(videos)
      .values({
        accountId: storyChurchId,
        userId: tellerId,
        kind: 'story',
        slug: blockedStory.slug,
        status: 'blocked',
        blockReason: blockedStory.blockReason,
        ...file(DEMO_MEDIA.storyVideo, DEMO_MEDIA.storyPoster),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  const churches = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.kind, 'church'));
  for (const church of churches) await syncVideosWithMembership(tx, church.id, now);
}

/**
 * The second past_due church and its pastor (Korean), billed as the first: three months paid, the
 * fourth refused twice by its 0341 card. Left alone when its church or address exists already.
 */
async function seedDemoSecondPastDue(tx: Db, now: Date, passwordHash: string): Promise<void> {
  const church = DEMO_SECOND_PAST_DUE;
  const email = church.users[0]?.email;
  if (!email || (await accountIdOf(tx, church.slug)) || (await userIdOf(tx, email))) return;
  await insertAccount(tx, church, passwordHash, now);
  await seedSecondPastDueBilling(tx, now);
  const accountId = await accountIdOf(tx, church.slug);
  if (accountId) await syncVideosWithMembership(tx, accountId, now);
}

/**
 * The demo data, in steps each applied once per database: a step's `seeds` row and its data are
 * written in one transaction, so a second start changes nothing, and a database seeded by an
 * earlier release gets the steps added since at its next start.
 */
export const DEMO_SEEDS = [
  { name: DEMO_SEED_NAME, apply: seedDemoAccounts },
  { name: 'demo-care-and-moderators-v1', apply: seedDemoCareAndModerators },
  { name: 'demo-church-profile-v1', apply: seedDemoChurchProfile },
  { name: 'demo-campuses-and-moderator-v1', apply: seedDemoCampusesAndModerator },
  { name: 'demo-videos-v1', apply: seedDemoVideos },
  { name: 'demo-billing-v1', apply: seedDemoBilling },
  { name: 'demo-cards-v1', apply: seedDemoCards },
  // After the card orders' step, whose batches it scans.
  { name: 'demo-card-results-v1', apply: seedDemoCardResults },
  { name: 'demo-store-v1', apply: seedDemoStore },
  { name: 'demo-past-due-ko-v1', apply: seedDemoSecondPastDue },
  { name: 'demo-testimonials-v1', apply: seedDemoTestimonials },
  // After the store's step, whose products it buys.
  { name: 'demo-store-orders-v1', apply: seedDemoStoreOrders },
  { name: 'demo-content-v1', apply: seedDemoContent },
  // It ticks 'Track your progress' for what the steps above seeded (the player's add none).
  { name: 'demo-bootcamp-v1', apply: seedDemoBootcamp },
  // The website player (issue 26): after the content's monthly videos and Grace's testimonials,
  // then Grace's embed of it.
  { name: 'demo-player-v1', apply: seedDemoPlayer },
  { name: 'demo-player-embed-v1', apply: seedDemoPlayerEmbed },
  { name: 'demo-ai-v1', apply: seedDemoAi },
  // The support center's answers and two of Grace's requests (decision 077).
  { name: 'demo-support-v1', apply: seedDemoSupport },
  // Care videos (issue 27, decision 076): after the content's monthly videos, which they play.
  { name: 'demo-care-videos-v1', apply: seedDemoCare },
] as const;

/**
 * Applies the demo seed steps not applied yet (the first `steps` of them: the upgrade test seeds
 * as the first release did). Returns whether it seeded anything now.
 */
export async function seedDemoData(
  db: Db,
  now: Date,
  { steps = DEMO_SEEDS.length }: { steps?: number } = {},
): Promise<boolean> {
  const applied = new Set(
    (await db.select({ name: seeds.name }).from(seeds)).map((row) => row.name),
  );
  const pending = DEMO_SEEDS.slice(0, steps).filter((step) => !applied.has(step.name));
  if (pending.length === 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let seeded = false;
  for (const step of pending) {
    seeded =
      (await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(seeds)
          .values({ name: step.name, appliedAt: now })
          .onConflictDoNothing()
          .returning({ name: seeds.name });
        if (claimed.length === 0) return false;
        await step.apply(tx, now, passwordHash);
        return true;
      })) || seeded;
  }
  return seeded;
}
