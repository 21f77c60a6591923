import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { API_BASE } from '#contract/endpoint.ts';
import type { Db } from '#server/db/database.ts';
import { invoices, payments, stripeEvents } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, notFound } from '#server/http/api-error.ts';
import { cancelMembership } from './membership.ts';

/** Where Stripe posts its events (configured in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = `${API_BASE}/payment/webhook`;

/**
 * A refund made in Stripe's dashboard (or a dispute Stripe lost for us): the payment is
 * refunded here too and the membership ends, as with an admin's refund (decision 044).
 */
async function chargeRefunded(tx: Db, paymentIntentId: string, now: Date): Promise<void> {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(payments.providerChargeId, paymentIntentId), eq(payments.status, 'succeeded')))
    .returning();
  if (!payment) return;
  await tx.update(invoices).set({ status: 'refunded' }).where(eq(invoices.id, payment.invoiceId));
  await cancelMembership(tx, payment.accountId, now);
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);

/**
 * POST /api/v1/payment/webhook: Stripe's events, only when STRIPE_WEBHOOK_SECRET is set. Not a
 * call of the contract (its body is Stripe's, and the caller is Stripe, proven by the
 * signature rather than a session): the raw body's signature is checked with
 * `stripe.webhooks.constructEvent`, and each event id is handled once, in the transaction that
 * records it. Charges we start answer synchronously; the events handled here are those we did
 * not start.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (hook) => {
    // The signature covers the exact bytes Stripe sent (this plugin's own JSON parser).
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const secret = deps.payments.webhookSecret;
      if (!secret || deps.payments.provider.mode !== 'stripe')
        throw notFound('Webhooks are not set up on this server.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new ApiError(400, 'invalid_token', 'A Stripe signature and a JSON body are needed.');
      let event: Stripe.Event;
      try {
        // Loaded here, not with the server: only a server with Stripe's keys gets here.
        const { default: StripeClient } = await import('stripe');
        event = StripeClient.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new ApiError(400, 'invalid_token', 'The Stripe signature does not match.');
      }
      const now = deps.clock.now();
      const handled = await deps.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: now })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (!fresh) return false;
        if (event.type === 'charge.refunded') {
          const intent = idOf((event.data.object as { payment_intent?: unknown }).payment_intent);
          if (intent) await chargeRefunded(tx, intent, now);
        }
        return true;
      });
      return { received: true, duplicate: !handled };
    });
  });
}
