import { eq } from 'drizzle-orm';
import type { ChurchProfile } from '#contract/church/churchProfile.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, churchProfiles } from '#server/db/schema.ts';

/** Where a stored picture is served (files.ts); the key is content-addressed. */
export const fileUrl = (key: string | null): string | null => (key ? `/files/${key}` : null);

export type ChurchProfileRow = {
  account: typeof accounts.$inferSelect;
  profile: typeof churchProfiles.$inferSelect | null;
};

/** An account's church and its profile (null before the profile was first saved). */
export async function churchProfileRow(
  db: Db,
  where: { accountId: number } | { slug: string },
): Promise<ChurchProfileRow | null> {
  const [row] = await db
    .select({ account: accounts, profile: churchProfiles })
    .from(accounts)
    .leftJoin(churchProfiles, eq(churchProfiles.accountId, accounts.id))
    .where('slug' in where ? eq(accounts.slug, where.slug) : eq(accounts.id, where.accountId));
  return row ?? null;
}

/**
 * A church the public may see, by its custom URL (or its id): a church account whose status is active, as
 * the church finder lists them. A pending or inactive church, or an individual's account, has
 * no public page and takes no messages from one.
 */
export async function publicChurchRow(
  db: Db,
  where: string | { accountId: number },
): Promise<ChurchProfileRow | null> {
  const row = await churchProfileRow(db, typeof where === 'string' ? { slug: where } : where);
  return row?.account.kind === 'church' && row.account.churchStatus === 'active' ? row : null;
}

/** The profile as the contract sends it: empty text for what was never filled in. */
export function churchProfileOf({ account, profile }: ChurchProfileRow): ChurchProfile {
  return {
    account_slug: account.slug,
    church_name: account.churchName ?? '',
    church_website: account.churchWebsite ?? '',
    church_phone: account.churchPhone ?? '',
    description: profile?.description ?? '',
    service_times: profile?.serviceTimes ?? '',
    contact_details: profile?.contactDetails ?? '',
    church_address: profile?.churchAddress ?? '',
    facebook_url: profile?.facebookUrl ?? '',
    twitter_url: profile?.twitterUrl ?? '',
    donation_url: profile?.donationUrl ?? '',
    video_embed_url: profile?.videoEmbedUrl ?? '',
    welcome_video_embed: profile?.welcomeVideoEmbed ?? '',
    counselling_pastor: profile?.counsellingPastor ?? '',
    counselling_email: profile?.counsellingEmail ?? '',
    banner_url: fileUrl(profile?.bannerKey ?? null),
    headshot_url: fileUrl(profile?.headshotKey ?? null),
    updated_at: profile?.updatedAt.toISOString() ?? null,
  };
}
