import type { OrderChargeKind } from '../db/schema.ts';
import type { OnOrderPaid, OrderChargeDeps } from './order-charges.ts';
import { settleInterruptedOrderCharges } from './order-charges.ts';

/**
 * Every `seconds` (0: never, for tests that settle by hand), order charges a crash or a lost
 * answer left pending are sent again under their key and settled, each kind with its own
 * `onPaid` (server/app.ts lists them: card orders, the store).
 */
export function startOrderChargeSweep(
  deps: OrderChargeDeps,
  onPaid: Partial<Record<OrderChargeKind, OnOrderPaid>>,
  seconds: number,
): { stop(): void } {
  if (seconds <= 0) return { stop() {} };
  const timer = setInterval(() => {
    settleInterruptedOrderCharges(deps, onPaid).catch((error: unknown) =>
      deps.log.error({ err: error }, 'settling interrupted order charges failed'),
    );
  }, seconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
