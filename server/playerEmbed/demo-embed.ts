import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, playerEmbeds } from '#server/db/schema.ts';

/**
 * The demo church's website (decision 075): a static page served on a second local origin
 * (scripts/demo-website.mjs, and the e2e). A pastor's address must be https; this one is written
 * by the seed alone, since a local demo has no certificate.
 */
export const DEMO_WEBSITE_ORIGIN = 'http://localhost:4180';

/** Grace Community Church's generated embed, with a fixed id so the demo page can carry it. */
export const DEMO_EMBED = {
  churchSlug: 'grace-community-church',
  publicId: 'gracechurch1',
  websiteUrl: `${DEMO_WEBSITE_ORIGIN}/`,
  donationUrl: `${DEMO_WEBSITE_ORIGIN}/give.html`,
} as const;

/** Seeds the demo embed, unless the church is gone or already has one. */
export async function seedDemoPlayerEmbed(tx: Db, now: Date): Promise<void> {
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.slug, DEMO_EMBED.churchSlug));
  if (!account) return;
  await tx
    .insert(playerEmbeds)
    .values({
      publicId: DEMO_EMBED.publicId,
      accountId: account.id,
      websiteUrl: DEMO_EMBED.websiteUrl,
      websiteOrigin: DEMO_WEBSITE_ORIGIN,
      categorySlug: null,
      donationUrl: DEMO_EMBED.donationUrl,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
