import type { DeclineCode } from '../billing/payment-provider.ts';
import type { Deps } from '../deps.ts';
import { customerOf } from '../billing/customers.ts';

/** How the order is paid: the church's saved card, or a card the form just tokenised. */
export type OrderCard = { kind: 'saved_card' } | { kind: 'new_card'; cardToken: string };

export type OrderCharge =
  | { ok: true; chargeReference: string; cardLast4: string | null }
  | { ok: false; code: DeclineCode };

/**
 * Charges one store order through the payment provider, under a key derived from the order
 * (`store-order-<id>`): the order row is committed before this is called, so a second click, a
 * retry or a restart asks the provider with the same key and is charged once.
 */
export async function chargeOrder(
  deps: Pick<Deps, 'db' | 'payments'>,
  order: {
    id: number;
    accountId: number;
    totalCents: number;
    number: string;
    email: string;
    name: string;
  },
  card: OrderCard,
): Promise<OrderCharge> {
  const provider = deps.payments.provider;
  let customerId: string;
  let cardId: string;
  let last4: string | null;
  if (card.kind === 'saved_card') {
    const customer = await customerOf(deps.db, order.accountId);
    if (!customer?.cardId) return { ok: false, code: 'invalid_card_token' };
    customerId = customer.customerId;
    cardId = customer.cardId;
    last4 = customer.cardLast4;
  } else {
    ({ customerId } = await provider.createCustomer({
      accountId: order.accountId,
      email: order.email,
      name: order.name,
      idempotencyKey: `store-customer-${order.id}`,
    }));
    const saved = await provider.saveCard(customerId, card.cardToken);
    if ('refused' in saved) return { ok: false, code: saved.code };
    cardId = saved.cardId;
    last4 = saved.last4;
  }
  const answer = await provider.charge({
    customerId,
    cardId,
    amountCents: order.totalCents,
    currency: 'usd',
    description: `Store order ${order.number}`,
    idempotencyKey: `store-order-${order.id}`,
  });
  if (answer.refused) return { ok: false, code: answer.code };
  return { ok: true, chargeReference: answer.chargeId, cardLast4: last4 };
}
