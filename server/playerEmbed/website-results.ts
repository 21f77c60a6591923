import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { WebsiteEmbedCounts } from '#contract/results/results.ts';
import { FUNNEL_STEPS } from '#contract/results/results.ts';
import type { Db } from '#server/db/database.ts';
import { playerEmbedCounts, playerEmbeds } from '#server/db/schema.ts';

/**
 * Card results' "website" source (decision 075): per embed of the church, the visitors counted
 * at each step over the days from..to (both included).
 */
export async function websiteResultsOf(
  db: Db,
  accountId: number,
  from: string,
  to: string,
): Promise<WebsiteEmbedCounts[]> {
  const embeds = await db
    .select({
      id: playerEmbeds.id,
      publicId: playerEmbeds.publicId,
      origin: playerEmbeds.websiteOrigin,
    })
    .from(playerEmbeds)
    .where(eq(playerEmbeds.accountId, accountId))
    .orderBy(asc(playerEmbeds.id));
  const results: WebsiteEmbedCounts[] = [];
  for (const embed of embeds) {
    const rows = await db
      .select({
        step: playerEmbedCounts.step,
        visitors: sql<number>`coalesce(sum(${playerEmbedCounts.visitors}), 0)::int`,
      })
      .from(playerEmbedCounts)
      .where(
        and(
          eq(playerEmbedCounts.embedId, embed.id),
          gte(playerEmbedCounts.day, from),
          lte(playerEmbedCounts.day, to),
        ),
      )
      .groupBy(playerEmbedCounts.step);
    const byStep = new Map(rows.map((row) => [row.step, Number(row.visitors)]));
    results.push({
      embed_id: embed.publicId,
      website_origin: embed.origin,
      ...(Object.fromEntries(FUNNEL_STEPS.map((step) => [step, byStep.get(step) ?? 0])) as Record<
        (typeof FUNNEL_STEPS)[number],
        number
      >),
    });
  }
  return results;
}
