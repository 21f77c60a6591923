import { and, eq, inArray } from 'drizzle-orm';
import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders.ts';
import type { CardOrderState } from '#contract/cardOrders/cardOrders.ts';
import type { Db } from '#server/db/database.ts';
import { cardOrders } from '#server/db/schema.ts';
import { conflict } from '#server/http/api-error.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { STATE_TIMESTAMPS, statesBefore } from './card-order-states.ts';

export type CardOrderRow = typeof cardOrders.$inferSelect;

/** `CO-000042`: how people name an order. */
export const orderNumberOf = (id: number) => `CO-${String(id).padStart(6, '0')}`;

/**
 * Moves an order to `to` when its state allows it (CARD_ORDER_TRANSITIONS; `from` narrows it
 * further), with the move's timestamp and `fields`, and writes the activity log, in the caller's
 * transaction. Null when the order is not in a state the move may come from: the caller answers
 * 409 (`wrongState`) or, for a job, does nothing.
 */
export async function moveCardOrder(
  tx: Db,
  input: {
    orderId: number;
    to: CardOrderState;
    from?: readonly CardOrderState[];
    fields?: Partial<typeof cardOrders.$inferInsert>;
    actorId: number | null;
    now: Date;
  },
): Promise<CardOrderRow | null> {
  const allowed = statesBefore(input.to).filter(
    (state) => !input.from || input.from.includes(state),
  );
  if (allowed.length === 0) return null;
  const stamp =
    input.to in STATE_TIMESTAMPS
      ? { [STATE_TIMESTAMPS[input.to as keyof typeof STATE_TIMESTAMPS]]: input.now }
      : {};
  const [moved] = await tx
    .update(cardOrders)
    .set({ ...input.fields, ...stamp, state: input.to, updatedAt: input.now })
    .where(and(eq(cardOrders.id, input.orderId), inArray(cardOrders.state, allowed)))
    .returning();
  if (!moved) return null;
  await recordActivity(
    tx,
    {
      actorId: input.actorId,
      action: 'update',
      resource: 'card_orders',
      recordId: moved.id,
      recordLabel: `${orderNumberOf(moved.id)} → ${input.to}`,
      changedFields: ['state', ...Object.keys(stamp), ...Object.keys(input.fields ?? {})].map(
        (field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      ),
    },
    input.now,
  );
  return moved;
}

/** The same move, or a 409 when the order's state does not allow it. */
export async function moveCardOrderOr409(
  tx: Db,
  input: Parameters<typeof moveCardOrder>[1],
): Promise<CardOrderRow> {
  const moved = await moveCardOrder(tx, input);
  if (!moved) throw conflict(CARD_ORDER_MESSAGES.wrongState);
  return moved;
}
