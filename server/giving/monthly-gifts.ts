import { and, eq, lte, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { donationCharges, donations } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import type { JobQueue, RunningJob } from '#server/jobs/queue.ts';
import { GIFT_CHARGE_RETRY } from '#server/settings.ts';
import type { GiftDeps } from './gifts.ts';
import { addMonths } from './calendar.ts';
import { chargeGiftPeriod } from './gifts.ts';

/** The queue of a monthly gift's charge; its data names the gift and the month. */
export const CHARGE_GIFT = 'charge-gift';

export type ChargeGiftData = { donationId: number; period: number };

/** The monthly gifts whose next charge is due at `now`, with the period each is due for. */
export async function dueGifts(db: Db, now: Date): Promise<ChargeGiftData[]> {
  const rows = await db
    .select({
      donationId: donations.id,
      lastPeriod: max(donationCharges.period),
      // A charge left pending (its process died) is resumed under its own key, not skipped.
      pending: sql<boolean>`bool_or(${donationCharges.status} = 'pending')`,
    })
    .from(donations)
    .leftJoin(donationCharges, eq(donationCharges.donationId, donations.id))
    .where(
      and(
        eq(donations.status, 'active'),
        eq(donations.interval, 'month'),
        lte(donations.nextChargeAt, now),
      ),
    )
    .groupBy(donations.id);
  return rows.map((row) => ({
    donationId: row.donationId,
    period: (row.lastPeriod ?? 0) + (row.pending ? 0 : 1),
  }));
}

/** Queues a charge for each monthly gift that is due (the sweep runs every few minutes). */
export async function queueDueGifts(deps: Pick<Deps, 'db' | 'clock'> & { jobs: JobQueue }) {
  const due = await dueGifts(deps.db, deps.clock.now());
  for (const data of due) await deps.jobs.send<ChargeGiftData>(CHARGE_GIFT, data);
  return due.length;
}

/**
 * Charges one month of a monthly gift. A job that runs twice, or one queued twice by two sweeps,
 * finds the period's charge row and charges nothing more; a gift canceled meanwhile is skipped.
 */
export async function runChargeGift(deps: GiftDeps, data: ChargeGiftData): Promise<void> {
  const [donation] = await deps.db
    .select()
    .from(donations)
    .where(eq(donations.id, data.donationId));
  if (!donation || donation.status !== 'active' || donation.interval !== 'month') return;
  // Only the period that is due now: a job queued for a month already charged finds the next
  // month's date in the future and does nothing.
  const due = addMonths(donation.createdAt, data.period - 1);
  if (
    donation.nextChargeAt?.getTime() !== due.getTime() ||
    due.getTime() > deps.clock.now().getTime()
  )
    return;
  await chargeGiftPeriod(deps, donation, data.period);
}

export async function defineGivingJobs(deps: GiftDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.define<ChargeGiftData>(
    CHARGE_GIFT,
    GIFT_CHARGE_RETRY,
    (job: RunningJob<ChargeGiftData>) => runChargeGift(deps, job.data),
  );
}
