import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { addSeconds } from '../clock.ts';
import type { Db } from '../db/database.ts';
import {
  accounts,
  careAccess,
  churchConnections,
  configEntries,
  instructionVideos,
  locations,
  memberships,
  messages,
  seeds,
  shippingAddresses,
  users,
  videos,
} from '../db/schema.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CONFIG,
  DEMO_INSTRUCTION_VIDEOS,
  DEMO_PASSWORD,
  DEMO_STORIES,
} from './demo-data.ts';
import type { DemoAccount } from './demo-data.ts';

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
  if (account.careAccess) {
    const at = { passwordSetAt: now, createdAt: now, updatedAt: now };
    await tx.insert(careAccess).values({ accountId, passwordHash, ...account.careAccess, ...at });
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

/**
 * Seeds the demo accounts, stories, settings and instruction videos once per database: the
 * `seeds` row and the data are written in one transaction, so a second start changes nothing.
 * Returns whether it seeded now.
 */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  const [already] = await db.select().from(seeds).where(eq(seeds.name, DEMO_SEED_NAME));
  if (already) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seeds)
      .values({ name: DEMO_SEED_NAME, appliedAt: now })
      .onConflictDoNothing()
      .returning({ name: seeds.name });
    if (claimed.length === 0) return false;

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
    return true;
  });
}
