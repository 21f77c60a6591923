import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, cardOrders, funnelCounts, qrCodes, qrScans } from '#server/db/schema.ts';
import { scanDay } from '#server/shortCodes/scans.ts';

// The demo church's card results (issue 11): its delivered batches scanned every day since
// they arrived, up to 60 days, a few hundred scans in all, with Sundays (cards handed
// out after the sermon) the busiest, and the funnel after the scans, each step below the one
// before (decision 052). Numbers only, as real visits leave them.

const DAY_MS = 24 * 60 * 60 * 1000;
const RESULTS_DAYS = 60;

/** A day's scans of one batch: a few, more on Sundays, a little different for each batch. */
function scansOn(date: Date, batch: number): number {
  const sunday = date.getUTCDay() === 0 ? 9 + batch : 0;
  return 2 + ((date.getUTCDate() * 7 + batch * 3) % 5) + sunday;
}

/** The funnel after a day's scans: each step a share of the one before, never more than it. */
function stepsAfter(scans: number, dayIndex: number) {
  const view = Math.round(scans * 0.85);
  const play = Math.round(view * 0.7);
  const watched25 = Math.round(play * 0.8);
  const watched50 = Math.round(watched25 * 0.78);
  const watched75 = Math.round(watched50 * 0.75);
  const watched100 = Math.round(watched75 * 0.8);
  const message = dayIndex % 4 === 0 ? Math.min(1, view) : 0;
  return {
    view,
    play,
    watched_25: watched25,
    watched_50: watched50,
    watched_75: watched75,
    watched_100: watched100,
    message,
  } as const;
}

export async function seedDemoCardResults(tx: Db, now: Date): Promise<void> {
  const batches = await tx
    .select({ codeId: qrCodes.id, arrived: cardOrders.deliveredAt })
    .from(cardOrders)
    .innerJoin(qrCodes, eq(qrCodes.id, cardOrders.qrCodeId))
    .innerJoin(accounts, eq(accounts.id, cardOrders.accountId))
    .where(and(eq(accounts.slug, 'grace-community-church'), eq(cardOrders.state, 'delivered')))
    .orderBy(asc(cardOrders.id));
  for (const [batch, { codeId, arrived }] of batches.entries()) {
    for (let daysAgo = RESULTS_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      const date = new Date(now.getTime() - daysAgo * DAY_MS);
      // Cards are handed out from the day after they arrived.
      if (arrived && date.getTime() < arrived.getTime() + DAY_MS) continue;
      const day = scanDay(date);
      const scans = scansOn(date, batch);
      await tx.insert(qrScans).values({ codeId, day, scans }).onConflictDoNothing();
      const steps = Object.entries(stepsAfter(scans, daysAgo)).filter(([, count]) => count > 0);
      if (steps.length === 0) continue;
      await tx
        .insert(funnelCounts)
        .values(
          steps.map(([step, visitors]) => ({
            codeId,
            day,
            step: step as keyof ReturnType<typeof stepsAfter>,
            visitors,
          })),
        )
        .onConflictDoNothing();
    }
  }
}
