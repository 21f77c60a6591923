import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { cardOrders, qrCodes } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import type { RetryPolicy } from '#server/jobs/queue.ts';
import { CARD_PROOF_OVERDUE_SECONDS } from '#server/settings.ts';
import { addSeconds } from '#server/clock.ts';
import type { Storage } from '#server/storage/index.ts';
import { cardProofPdf } from './card-proof.ts';
import { PROOFED_STATES } from './card-order-states.ts';
import type { CardOrderRow } from './card-order-transition.ts';
import { moveCardOrder, orderNumberOf } from './card-order-transition.ts';
import { MAKE_CARD_PROOF, shortUrlOf } from './card-orders.ts';
import type { MakeCardProofData } from './card-orders.ts';

/** A proof takes well under a second; a failed one (storage away) is tried again for an hour. */
const PROOF_JOB_RETRY: RetryPolicy = {
  retryLimit: 8,
  retryDelay: 10,
  retryDelayMax: 900,
  expireInSeconds: 120,
};

/** The order's print file, made from what the order keeps (the same order, the same bytes). */
export async function renderCardProof(
  db: Db,
  storage: Storage,
  appUrl: string,
  order: CardOrderRow,
): Promise<Buffer> {
  const [code] = await db
    .select({ code: qrCodes.code, videoId: qrCodes.videoId })
    .from(qrCodes)
    .where(eq(qrCodes.id, order.qrCodeId));
  if (!code) throw new Error(`The card order ${order.id} has no short code.`);
  let logo: Buffer | null = null;
  if (order.logoKey) {
    const stored = await storage.get(order.logoKey);
    if (!stored) throw new Error(`The logo ${order.logoKey} of card order ${order.id} is missing.`);
    logo = await buffer(stored.body);
  }
  return cardProofPdf({
    number: orderNumberOf(order.id),
    locale: order.locale,
    churchName: order.churchName,
    logo,
    shortUrl: shortUrlOf(appUrl, code.code),
    leadsTo: code.videoId === null ? 'church_welcome_video' : 'individual_story',
    createdAt: order.paidAt ?? order.createdAt,
  });
}

/**
 * Makes a paid order's proof and keeps it in storage (content-addressed), then moves the order to
 * proof_ready. Runs once per order in effect: an order no longer `paid` is left alone, and a
 * second run stores the same bytes under the same key.
 */
export async function makeCardProof(
  deps: Pick<Deps, 'db' | 'storage' | 'appUrl' | 'clock'>,
  orderId: number,
): Promise<boolean> {
  const [order] = await deps.db.select().from(cardOrders).where(eq(cardOrders.id, orderId));
  if (!order || order.state !== 'paid') return false;
  const pdf = await renderCardProof(deps.db, deps.storage, deps.appUrl, order);
  const key = `${createHash('sha256').update(pdf).digest('hex')}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  const moved = await deps.db.transaction((tx) =>
    moveCardOrder(tx, {
      orderId,
      to: 'proof_ready',
      from: ['paid'],
      fields: { proofKey: key },
      actorId: null,
      now: deps.clock.now(),
    }),
  );
  return moved !== null;
}

/**
 * An order's print file: the stored one, or, when it is missing (the demo's orders, a store that
 * lost the file), made again from the order (the same bytes) and stored. Null before the proof
 * stage, or for a cancelled order.
 */
export async function proofOf(
  deps: Pick<Deps, 'db' | 'storage' | 'appUrl'>,
  order: CardOrderRow,
): Promise<Buffer | null> {
  if (!(PROOFED_STATES as readonly string[]).includes(order.state)) return null;
  if (order.proofKey) {
    const stored = await deps.storage.get(order.proofKey);
    if (stored) return buffer(stored.body);
  }
  const pdf = await renderCardProof(deps.db, deps.storage, deps.appUrl, order);
  const key = `${createHash('sha256').update(pdf).digest('hex')}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  await deps.db.update(cardOrders).set({ proofKey: key }).where(eq(cardOrders.id, order.id));
  return pdf;
}

/** The most overdue proofs one sweep makes (each takes well under a second). */
const OVERDUE_PROOFS_PER_SWEEP = 20;

/**
 * Makes the proofs of paid orders still without one an hour after payment: their job gave up
 * (storage was away for longer than its retries), and nothing else would move them on. Orders
 * whose proof fails again are logged and tried at the next sweep. Returns the orders moved on.
 */
export async function remakeOverdueProofs(
  deps: Pick<Deps, 'db' | 'storage' | 'appUrl' | 'clock' | 'log'>,
): Promise<number[]> {
  const overdue = await deps.db
    .select({ id: cardOrders.id })
    .from(cardOrders)
    .where(
      and(
        eq(cardOrders.state, 'paid'),
        lt(cardOrders.paidAt, addSeconds(deps.clock.now(), -CARD_PROOF_OVERDUE_SECONDS)),
      ),
    )
    .orderBy(asc(cardOrders.paidAt))
    .limit(OVERDUE_PROOFS_PER_SWEEP);
  const made: number[] = [];
  for (const { id } of overdue) {
    try {
      if (await makeCardProof(deps, id)) made.push(id);
    } catch (error) {
      deps.log.error({ err: error, orderId: id }, 'making an overdue card proof failed');
    }
  }
  return made;
}

export async function defineCardOrderJobs(deps: Deps): Promise<void> {
  await deps.jobs.define<MakeCardProofData>(MAKE_CARD_PROOF, PROOF_JOB_RETRY, async (job) => {
    await makeCardProof(deps, job.data.orderId);
  });
}
