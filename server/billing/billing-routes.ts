import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { Role } from '#contract/roles.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { signInAnswer } from '#server/auth/sign-in-answer.ts';
import {
  changeInterval,
  payAndSubscribe,
  setCard,
  subscribe,
  upgradeMembership,
} from './billing-service.ts';
import type { Payer } from './billing-service.ts';
import { checkout } from './checkout.ts';
import { customerOf, toCardSummary } from './customers.ts';
import { transactionsOf } from './invoices.ts';
import { sendInvoicePdf } from './send-invoice-pdf.ts';
import { subscriptionDetailsOf } from './membership.ts';
import { paymentConfigOf } from './payment-settings.ts';
import { plansOnSale, pricingOf, toBillingPlan } from './plans.ts';
import { saveShippingAddress, shippingValuesOf } from './shipping-address.ts';
import { users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { unauthorized } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';

/**
 * Who pays for a church: its pastor, and the website and discipleship users who hold the pastor's
 * items (spec section 6). Free partners upgrade instead; individuals and care users never pay.
 */
export const PAYING_ROLES = ['evangelism', 'website', 'discipleship'] as const satisfies Role[];

/** The caller as the one who pays for their own account (never another account). */
async function payerOf(deps: Deps, user: AuthUser): Promise<Payer> {
  const [row] = await deps.db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw unauthorized('Your account no longer exists.');
  return {
    id: user.id,
    accountId: user.accountId,
    email: user.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
  };
}

export function registerBillingRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.paymentPlans,
    access: 'public',
    handler: async () => ({ plans: (await plansOnSale(deps.db)).map(toBillingPlan) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.paymentPricing,
    access: 'public',
    handler: () => pricingOf(deps.db),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.paymentConfig,
    access: 'public',
    handler: async () => paymentConfigOf(deps.payments),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.checkout,
    access: 'public',
    handler: async ({ body }) => {
      const userId = await checkout(deps, body);
      const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized('Your account no longer exists.');
      return signInAnswer(deps, user);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.subscribe,
    access: PAYING_ROLES,
    handler: async ({ user, body }) =>
      (await subscribe(deps, await payerOf(deps, user), body.plan_code)).details,
  });

  defineRoute(app, deps, {
    endpoint: endpoints.payAndSubscribe,
    access: PAYING_ROLES,
    handler: async ({ user, body }) =>
      payAndSubscribe(deps, await payerOf(deps, user), body.plan_code),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.subscriptionDetails,
    access: PAYING_ROLES,
    handler: ({ user }) => subscriptionDetailsOf(deps.db, user.accountId),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.changeInterval,
    access: PAYING_ROLES,
    handler: async ({ user, body }) =>
      changeInterval(deps, await payerOf(deps, user), body.interval),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.paymentTransactions,
    access: PAYING_ROLES,
    handler: ({ user }) => transactionsOf(deps.db, user.accountId),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.paymentInvoice,
    access: PAYING_ROLES,
    handler: ({ user, body, reply }) =>
      sendInvoicePdf(deps.db, reply, user.accountId, body.invoice_id, body.locale ?? 'en'),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.getBillingInfo,
    access: PAYING_ROLES,
    handler: async ({ user }) => ({
      card: toCardSummary(await customerOf(deps.db, user.accountId)),
    }),
  });

  for (const endpoint of [endpoints.setBillingInfo, endpoints.creditcardReset]) {
    defineRoute(app, deps, {
      endpoint,
      access: PAYING_ROLES,
      handler: async ({ user, body }) =>
        setCard(deps, await payerOf(deps, user), body.card_token, body.holder_name?.trim() ?? null),
    });
  }

  defineRoute(app, deps, {
    endpoint: endpoints.upgradeMembership,
    access: ['free_evangelism'],
    handler: async ({ user, body }) => {
      const payer = await payerOf(deps, user);
      const role = await upgradeMembership(deps, payer, {
        planCode: body.plan_code,
        cardToken: body.card_token,
        requestKey: body.idempotency_key,
      });
      return { role, subscription: await subscriptionDetailsOf(deps.db, user.accountId) };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.updateShipping,
    access: 'user',
    handler: async ({ user, body }) => {
      const values = shippingValuesOf(user.accountId, body);
      await saveShippingAddress(deps.db, values);
      return {
        shipping_address: {
          name: values.name,
          address: values.address,
          address2: values.address2 ?? null,
          city: values.city,
          state: values.state,
          zip_code: values.zipCode,
          country: values.country,
        },
      };
    },
  });
}
