import { cardOrderPaid } from '#server/cardOrders/card-orders.ts';
import { startSweep } from '#server/jobs/sweep.ts';
import { storeOrderPaid } from '#server/store/checkout.ts';
import { registerBillingAdminRoutes } from './billing-admin-routes.ts';
import { registerBillingRoutes } from './billing-routes.ts';
import { settleInterruptedOrderCharges } from './order-charges.ts';
import { defineBillingJobs, sweepRenewals } from './renewals.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Plans, subscriptions, invoices, refunds and the payment provider's webhook. Its part of the server (server/features.ts). */
export const billingFeature: ServerFeature = {
  api(api, deps) {
    registerBillingRoutes(api, deps);
    registerBillingAdminRoutes(api, deps);
  },
  site: registerStripeWebhook,
  jobs: defineBillingJobs,
  sweeps: (deps, { sweepSeconds }) => [
    startSweep(deps.log, 'the renewal sweep', sweepSeconds, () => sweepRenewals(deps)),
    // One-off order charges left pending are settled with their kind's own step after payment.
    startSweep(deps.log, 'settling interrupted order charges', sweepSeconds, () =>
      settleInterruptedOrderCharges(deps, {
        card_order: cardOrderPaid(deps.jobs),
        store_order: storeOrderPaid,
      }),
    ),
  ],
};
