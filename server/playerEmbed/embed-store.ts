import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlayerEmbed, SavePlayerEmbedRequest } from '#contract/playerEmbed/embeds.ts';
import { originOf } from '#contract/playerEmbed/embeds.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, playerEmbeds } from '#server/db/schema.ts';

export type EmbedRow = typeof playerEmbeds.$inferSelect;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new public id: 12 random letters and digits (about 62 bits). */
export function newEmbedId(): string {
  return Array.from(randomBytes(12), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function embedOf(row: EmbedRow): PlayerEmbed {
  return {
    id: row.publicId,
    website_url: row.websiteUrl,
    website_origin: row.websiteOrigin,
    category_slug: row.categorySlug,
    donation_url: row.donationUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function embedOfAccount(db: Db, accountId: number): Promise<EmbedRow | null> {
  const [row] = await db.select().from(playerEmbeds).where(eq(playerEmbeds.accountId, accountId));
  return row ?? null;
}

/** An embed by its public id, with its church's name and custom URL. */
export async function embedByPublicId(db: Db, publicId: string) {
  const [row] = await db
    .select({ embed: playerEmbeds, churchName: accounts.churchName, slug: accounts.slug })
    .from(playerEmbeds)
    .innerJoin(accounts, eq(accounts.id, playerEmbeds.accountId))
    .where(eq(playerEmbeds.publicId, publicId));
  return row ?? null;
}

/** Saves the church's embed: created with its id the first time, its id kept after. */
export async function saveEmbed(
  db: Db,
  accountId: number,
  request: SavePlayerEmbedRequest,
  now: Date,
): Promise<EmbedRow> {
  const values = {
    websiteUrl: request.website_url,
    websiteOrigin: originOf(request.website_url),
    categorySlug: request.category_slug,
    donationUrl: request.donation_url,
    updatedAt: now,
  };
  const [row] = await db
    .insert(playerEmbeds)
    .values({ ...values, accountId, publicId: newEmbedId(), createdAt: now })
    .onConflictDoUpdate({ target: playerEmbeds.accountId, set: values })
    .returning();
  if (!row) throw new Error('the embed was not saved');
  return row;
}
