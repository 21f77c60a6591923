import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CARD_ORDER_MESSAGES,
  CARDS_PER_PACK,
  LOGO_MAX_BYTES,
  UploadCardLogoRequest,
} from '#contract/cardOrders/cardOrders.ts';
import { endpoints } from '#contract/endpoints.ts';
import { type RateLimitedAction, takeActionLimits } from '#server/auth/rate-limited.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { cardDesignOf } from './card-design.ts';
import { LogoRefused, printLogo } from './card-logo.ts';
import { adminMoveCardOrder, sendPrintFiles } from './card-order-admin.ts';
import {
  CARD_ORDER_ROLES,
  accountOrders,
  approveCardOrder,
  cancelOwnCardOrder,
  cardOrderView,
  checkoutCardOrder,
  createCardOrder,
  orderingAccountOf,
  ownOrder,
} from './card-orders.ts';
import { orderNumberOf } from './card-order-transition.ts';
import { priceOf } from './card-pricing.ts';
import { proofOf } from './proof-job.ts';
import { customerOf, toCardSummary } from '#server/billing/customers.ts';
import { cardLogos } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { cardOrdersServerResource } from './card-orders-resource.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';

const LOGO_UPLOADS: RateLimitedAction = {
  prefix: 'card-logo-',
  windowSeconds: PICTURE_LIMITS.windowSeconds,
  refusal: 'Too many logos were uploaded.',
};

/** Invitation card ordering (issue 11): the orderer's calls and the admins' moves and files. */
export async function registerCardOrderRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const design = async (user: AuthUser) =>
    cardDesignOf(deps.db, deps.appUrl, await orderingAccountOf(deps.db, user.accountId), user.id);

  defineRoute(app, deps, {
    endpoint: endpoints.cardOrders,
    access: CARD_ORDER_ROLES,
    handler: async ({ user }) => ({
      orders: await accountOrders(deps.db, deps.appUrl, user.accountId),
    }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cardOrder,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body }) => ({
      order: await cardOrderView(
        deps.db,
        deps.appUrl,
        await ownOrder(deps.db, user.accountId, body.order_id),
      ),
    }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cardOrderQuote,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body }) => {
      const account = await orderingAccountOf(deps.db, user.accountId);
      const price = await priceOf(deps.db, account, body.packs);
      const church = account.kind === 'church';
      return {
        packs: price.packs,
        cards: price.cards,
        cards_per_pack: CARDS_PER_PACK,
        plan_packs_per_year: price.planPacksPerYear,
        plan_packs_left: price.planPacksLeft,
        included_packs: price.includedPacks,
        charged_packs: price.chargedPacks,
        pack_price_cents: price.packPriceCents,
        amount_cents: price.amountCents,
        currency: 'USD',
        licence_end: price.licenceEnd?.toISOString() ?? null,
        payer: church ? 'church' : 'individual',
        saved_card: church ? toCardSummary(await customerOf(deps.db, account.id)) : null,
      } as const;
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cardDesign,
    access: CARD_ORDER_ROLES,
    handler: ({ user }) => design(user),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.removeCardLogo,
    access: CARD_ORDER_ROLES,
    handler: async ({ user }) => {
      await deps.db.delete(cardLogos).where(eq(cardLogos.accountId, user.accountId));
      return design(user);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.createCardOrder,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body }) => ({ order: await createCardOrder(deps, user, body) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cardOrderCheckout,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body }) => ({ order: await checkoutCardOrder(deps, user, body) }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.approveCardOrder,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body }) => ({
      order: await approveCardOrder(deps, user, body.order_id),
    }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cancelCardOrder,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body }) => ({
      order: await cancelOwnCardOrder(deps, user, body.order_id),
    }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cardOrderProof,
    access: CARD_ORDER_ROLES,
    handler: async ({ user, body, reply }) => {
      const order = await ownOrder(deps.db, user.accountId, body.order_id);
      const pdf = await proofOf(deps, order);
      if (!pdf) throw notFound('The proof is not ready yet.');
      reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${orderNumberOf(order.id)}-proof.pdf"`,
        )
        .header('cache-control', 'private, no-store');
      return new Uint8Array(pdf);
    },
  });

  const resource = cardOrdersServerResource(deps.appUrl);
  defineRoute(app, deps, {
    endpoint: endpoints.cardOrderTransition,
    access: ADMIN_ONLY,
    handler: async ({ user, body }) => {
      const id = await adminMoveCardOrder(deps, user.id, body);
      const record = await resource.store.get(deps.db, id);
      if (!record) throw notFound(CARD_ORDER_MESSAGES.notFound);
      return record as never;
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.cardOrderPrintFiles,
    access: ADMIN_ONLY,
    handler: ({ body, reply }) => sendPrintFiles(deps, reply, body.ids),
  });

  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: LOGO_MAX_BYTES });
    defineRoute(scope, deps, {
      endpoint: endpoints.uploadCardLogo,
      access: CARD_ORDER_ROLES,
      handler: async ({ user, request }) => {
        const upload = await readUpload(request, UploadCardLogoRequest, {
          fileField: 'logo',
          maxBytes: LOGO_MAX_BYTES,
        });
        let logo;
        try {
          logo = await printLogo(upload.file);
        } catch (error) {
          if (error instanceof LogoRefused) throw validationFailed({ logo: error.message });
          throw error;
        }
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          await takeActionLimits(
            tx,
            LOGO_UPLOADS,
            [{ key: `user:${user.id}`, limit: PICTURE_LIMITS.uploadsPerUser }],
            now,
          );
          // Stored before the row names it: a failed write leaves an unused file, never a
          // logo row pointing at nothing.
          await deps.storage.put(logo.key, logo.body, 'image/png');
          const values = {
            logoKey: logo.key,
            widthPx: logo.widthPx,
            heightPx: logo.heightPx,
            updatedAt: now,
          };
          await tx
            .insert(cardLogos)
            .values({ accountId: user.accountId, ...values })
            .onConflictDoUpdate({ target: cardLogos.accountId, set: values });
        });
        return design(user);
      },
    });
  });
}
