import { eq } from 'drizzle-orm';
import type { Deps } from '#server/deps.ts';
import { invoices, payments } from '#server/db/schema.ts';
import { conflict, notFound, serviceUnavailable } from '#server/http/api-error.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { cancelMembership } from './membership.ts';

/**
 * An admin refunds a payment in full (the spec's guarantee): the provider refunds it under a key
 * of the payment's own, the payment and its invoice are marked refunded, and the membership ends
 * (canceled: nothing more is charged, its videos hide), all in the activity log. Answers the
 * account's id.
 */
export async function refundPayment(
  deps: Pick<Deps, 'db' | 'clock' | 'payments' | 'log'>,
  adminId: number,
  paymentId: number,
): Promise<number> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('There is no such payment.');
  if (payment.status === 'refunded') throw conflict('This payment is already refunded.');
  if (payment.status !== 'succeeded' || !payment.providerChargeId)
    throw conflict('Only a payment that went through can be refunded.');
  let refundId: string;
  try {
    ({ refundId } = await deps.payments.provider.refund({
      chargeId: payment.providerChargeId,
      amountCents: payment.amountCents,
      idempotencyKey: `refund-payment-${payment.id}`,
    }));
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, 'the payment provider did not refund');
    throw serviceUnavailable('The payment service did not answer. Try the refund again.');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .update(invoices)
      .set({ status: 'refunded' })
      .where(eq(invoices.id, payment.invoiceId))
      .returning({ number: invoices.number });
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, providerRefundId: refundId })
      .where(eq(payments.id, payment.id));
    await cancelMembership(tx, payment.accountId, now);
    await recordActivity(
      tx,
      {
        actorId: adminId,
        action: 'update',
        resource: 'payments',
        recordId: payment.id,
        recordLabel: `Refund of ${invoice?.number ?? `payment ${payment.id}`}`,
        changedFields: ['status', 'refunded_at'],
      },
      now,
    );
  });
  return payment.accountId;
}
