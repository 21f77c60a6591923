import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, endpoints } from '../../contract/endpoints.ts';
import { countOnce, pruneThrottle } from '../auth/throttle.ts';
import { addSeconds } from '../clock.ts';
import { authThrottle } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { tooManyRequests } from '../http/api-error.ts';
import { addressKey } from '../http/client-address.ts';
import { CARD_DECLINE_LIMITS } from '../settings.ts';

/**
 * Every route that takes a card (decision 060): the same limits on refused cards, whether the
 * sandbox or Stripe refuses them.
 */
export const CARD_ROUTES = [
  endpoints.checkout,
  endpoints.setBillingInfo,
  endpoints.creditcardReset,
  endpoints.upgradeMembership,
  endpoints.payAndSubscribe,
  endpoints.cardOrderCheckout,
  endpoints.storeCheckout,
  endpoints.donate,
].map((endpoint) => `${API_BASE}${endpoint.path}`);

const PREFIX = 'card-decline-';

type Counted = { key: string; limit: number; windowStartedAt: Date };

declare module 'fastify' {
  // Fastify's request is extended by declaration merging, which only an interface allows.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The decline counters this card attempt took, given back unless the card is refused. */
    cardAttempt?: Counted[];
  }
}

/** Who is paying, as far as the request tells: the signed-in user, or the address typed. */
async function payerOf(deps: Deps, request: FastifyRequest): Promise<string | null> {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const claims = await deps.tokens.verify(header.slice(7), deps.clock.now());
    if (claims) return `user:${claims.userId}`;
  }
  const body = request.body as Record<string, unknown> | undefined;
  const email = body?.email ?? body?.donor_email;
  return typeof email === 'string' && email.length <= 320
    ? `email:${email.trim().toLowerCase()}`
    : null;
}

/**
 * Card testing (issue 23): each card attempt on a card route counts against its address (IPv4
 * /32, IPv6 /64), its payer (signed-in user, or the e-mail address of a sign-up or gift) and all
 * payers together, before the provider is asked; an attempt that is not refused is given back
 * when its answer goes out. So the counters hold the refused cards (and those in flight), and
 * the attempt after `perAddress` refusals (parallel ones included) is a 429.
 */
export function installCardDeclineLimits(app: FastifyInstance, deps: Deps): void {
  const routes = new Set(CARD_ROUTES);
  const window = CARD_DECLINE_LIMITS.windowSeconds;
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !routes.has(request.routeOptions.url ?? '')) return;
    const now = deps.clock.now();
    const payer = await payerOf(deps, request);
    const limits = [
      { key: `${PREFIX}address:${addressKey(request.ip)}`, limit: CARD_DECLINE_LIMITS.perAddress },
      ...(payer ? [{ key: `${PREFIX}payer:${payer}`, limit: CARD_DECLINE_LIMITS.perPayer }] : []),
      { key: `${PREFIX}all`, limit: CARD_DECLINE_LIMITS.inAll },
    ];
    const counted: Counted[] = [];
    let retryAt = 0;
    await deps.db
      .transaction(async (tx) => {
        for (const { key, limit } of limits) {
          const { count, windowStartedAt } = await countOnce(tx, key, now, window);
          counted.push({ key, limit, windowStartedAt });
          if (count > limit) {
            retryAt = Math.max(retryAt, addSeconds(windowStartedAt, window).getTime());
          }
        }
        // Over a limit: nothing is counted (the rollback) and the card is not tried.
        if (retryAt > 0) tx.rollback();
        await pruneThrottle(tx, PREFIX, window, now);
      })
      .catch((error: unknown) => {
        if (retryAt === 0) throw error;
      });
    if (retryAt > 0) {
      const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(
        seconds,
        `Too many cards were refused. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    request.cardAttempt = counted;
  });
  app.addHook('onResponse', async (request, reply) => {
    const counted = request.cardAttempt;
    if (!counted) return;
    request.cardAttempt = undefined;
    // A refused card keeps its count; anything else (paid, a wrong field) gives it back.
    if (reply.statusCode === 402) return;
    try {
      for (const { key, windowStartedAt } of counted) {
        await deps.db
          .update(authThrottle)
          .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
          .where(and(eq(authThrottle.key, key), eq(authThrottle.windowStartedAt, windowStartedAt)));
      }
    } catch (error) {
      request.log.warn({ err: error }, 'a card attempt could not be given back');
    }
  });
}
