import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { transactionsOf } from './invoices.ts';
import { subscriptionDetailsOf } from './membership.ts';
import { refundPayment } from './refunds.ts';
import { sendInvoicePdf } from './send-invoice-pdf.ts';
import { accounts } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';

/** An account's billing for the admins' account page, and the refund of the guarantee. */
export function registerBillingAdminRoutes(app: FastifyInstance, deps: Deps): void {
  async function accountBilling(accountId: number) {
    const [account] = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId)));
    if (!account) throw notFound('There is no such account.');
    return {
      subscription: await subscriptionDetailsOf(deps.db, accountId),
      ...(await transactionsOf(deps.db, accountId)),
    };
  }

  defineRoute(app, deps, {
    endpoint: endpoints.accountBilling,
    access: ADMIN_ONLY,
    handler: ({ body }) => accountBilling(body.account_id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.refundPayment,
    access: ADMIN_ONLY,
    handler: async ({ user, body }) => {
      const accountId = await refundPayment(deps, user.id, body.payment_id);
      return accountBilling(accountId);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.adminInvoiceFile,
    access: ADMIN_ONLY,
    handler: ({ body, reply }) =>
      sendInvoicePdf(deps.db, reply, body.account_id, body.invoice_id, body.locale ?? 'en'),
  });
}
