import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, churchConnections, videos } from '#server/db/schema.ts';

/** Where a new order's code leads, and the church the card names. */
export type CardTarget = {
  /** The church whose code it is (its qr_codes row, its scans, its name on the card). */
  churchAccountId: number;
  churchName: string;
  /** The video the code is pointed at; null: the church's current welcome video. */
  videoId: number | null;
  leadsTo: 'church_welcome_video' | 'individual_story';
};

/** The caller's account as ordering needs it. */
export type OrderingAccount = { id: number; kind: string; churchName: string | null; slug: string };

/**
 * Where an order's code leads (decision 048). A church's code leads to its current welcome video.
 * An individual's leads to their own approved story (on the page of the church it was shared
 * with), else to the welcome video of the church they asked to connect with (accepted first,
 * then a request still waiting); a declined request does not count. Null when there is neither:
 * the card would lead nowhere.
 */
export async function cardTargetOf(
  db: Db,
  account: OrderingAccount,
  userId: number,
): Promise<CardTarget | null> {
  if (account.kind === 'church') {
    return {
      churchAccountId: account.id,
      churchName: account.churchName ?? account.slug,
      videoId: null,
      leadsTo: 'church_welcome_video',
    };
  }
  const activeChurch = and(eq(accounts.kind, 'church'), eq(accounts.churchStatus, 'active'));
  const [story] = await db
    .select({
      videoId: videos.id,
      churchId: accounts.id,
      name: accounts.churchName,
      slug: accounts.slug,
    })
    .from(videos)
    .innerJoin(accounts, eq(accounts.id, videos.accountId))
    .where(
      and(
        eq(videos.userId, userId),
        eq(videos.kind, 'story'),
        eq(videos.status, 'approved'),
        isNotNull(videos.slug),
        activeChurch,
      ),
    )
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(1);
  if (story) {
    return {
      churchAccountId: story.churchId,
      churchName: story.name ?? story.slug,
      videoId: story.videoId,
      leadsTo: 'individual_story',
    };
  }
  const [connected] = await db
    .select({ churchId: accounts.id, name: accounts.churchName, slug: accounts.slug })
    .from(churchConnections)
    .innerJoin(accounts, eq(accounts.id, churchConnections.accountId))
    .where(
      and(
        eq(churchConnections.userId, userId),
        inArray(churchConnections.status, ['accepted', 'new']),
        activeChurch,
      ),
    )
    .orderBy(
      sql`case when ${churchConnections.status} = 'accepted' then 0 else 1 end`,
      desc(churchConnections.createdAt),
    )
    .limit(1);
  if (!connected) return null;
  return {
    churchAccountId: connected.churchId,
    churchName: connected.name ?? connected.slug,
    videoId: null,
    leadsTo: 'church_welcome_video',
  };
}
