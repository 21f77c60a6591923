import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { GIFT_LIMITS, GIFT_PRESETS_CENTS, PROCESSING_FEE } from '#contract/giving/donations.ts';
import { authenticate } from '#server/auth/authenticate.ts';
import type { Deps } from '#server/deps.ts';
import { cancelDonation, give, myDonations } from './gifts.ts';
import { defineRoute } from '#server/http/route.ts';

/** The giving form's options, the gift itself, and a signed-in donor's gifts (decision 045). */
export function registerDonationRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.givingOptions,
    access: 'public',
    handler: async () => ({
      presets_cents: [...GIFT_PRESETS_CENTS],
      min_cents: GIFT_LIMITS.minCents,
      max_cents: GIFT_LIMITS.maxCents,
      fee_basis_points: PROCESSING_FEE.basisPoints,
      fee_fixed_cents: PROCESSING_FEE.fixedCents,
      currency: 'usd' as const,
      test_mode: deps.payments.provider.mode === 'sandbox',
    }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.donate,
    access: 'public',
    handler: async ({ body, request }) => {
      // Anyone may give; a signed-in donor's gift is also theirs to see and cancel. A token
      // that no longer holds makes the gift an anonymous one rather than refusing it.
      const user = request.headers.authorization
        ? await authenticate(request, deps).catch(() => null)
        : null;
      const donor = user ? { accountId: user.accountId, userId: user.id } : null;
      return { donation: await give(deps, body, donor, request.ip) };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.myDonations,
    access: 'user',
    handler: async ({ user }) => ({ donations: await myDonations(deps.db, user.id) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cancelDonation,
    access: 'user',
    handler: async ({ body, user }) => ({
      donation: await cancelDonation(deps, user.id, body.id),
    }),
  });
}
