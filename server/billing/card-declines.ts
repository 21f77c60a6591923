import { createHash } from 'node:crypto';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, endpoints } from '#contract/endpoints.ts';
import { countOnce, pruneThrottle } from '#server/auth/throttle.ts';
import { addSeconds } from '#server/clock.ts';
import { authThrottle } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { tooManyRequests, tryAgainIn } from '#server/http/api-error.ts';
import { addressKey } from '#server/http/client-address.ts';
import { CARD_DECLINE_LIMITS } from '#server/settings.ts';
import { CHALLENGE_PARAM } from '#contract/errors.ts';
import { acceptSolution, challengeRequired } from './card-challenge.ts';

/**
 * Every route that takes a card (decision 062): the same limits on refused cards, whether the
 * sandbox or Stripe refuses them.
 */
export const CARD_ROUTES = [
  endpoints.checkout,
  endpoints.setBillingInfo,
  endpoints.creditcardReset,
  endpoints.upgradeMembership,
  endpoints.payAndSubscribe,
  endpoints.createCardOrder,
  endpoints.cardOrderCheckout,
  endpoints.storeCheckout,
  endpoints.donate,
].map((endpoint) => `${API_BASE}${endpoint.path}`);

const PREFIX = 'card-decline-';

type Counted = { key: string; limit: number };

declare module 'fastify' {
  // Fastify's request is extended by declaration merging, which only an interface allows.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The decline counters of this card attempt: one more if the card is refused. */
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
  // Hashed: the key is then plain text whatever the body holds (a hostile one, before the
  // contract's checks have run).
  return typeof email === 'string' && email.length <= 320
    ? `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`
    : null;
}

/**
 * Card testing (issue 23): before a card route asks the provider, the refused cards of its
 * address (IPv4 /32, IPv6 /64), of its payer (signed-in user, or the e-mail address of a sign-up
 * or gift) and of all payers together are counted, with the attempts of this process still under
 * way (so parallel attempts cannot overtake the count); at the limit the attempt is a 429. From
 * `challengeAfter` refused cards of the address on, an attempt must carry a solved proof of work
 * (`?altcha=`, card-challenge.ts), or it is a 428 `challenge_required` with a new challenge. A
 * refused card (402) adds one to each. Nothing is written for any other answer.
 */
export function installCardDeclineLimits(
  app: FastifyInstance,
  deps: Deps,
  limits: typeof CARD_DECLINE_LIMITS = CARD_DECLINE_LIMITS,
): void {
  const routes = new Set(CARD_ROUTES);
  const window = limits.windowSeconds;
  /** Attempts under way in this process, by counter. */
  const inFlight = new Map<string, number>();
  const move = (keys: Counted[], by: number) => {
    for (const { key } of keys) {
      const next = (inFlight.get(key) ?? 0) + by;
      if (next > 0) inFlight.set(key, next);
      else inFlight.delete(key);
    }
  };

  /** Runs one task at a time, in the order asked (a lock for this process's counting). */
  let turn: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const result = turn.then(task);
    turn = result.catch(() => undefined);
    return result;
  };

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || !routes.has(request.routeOptions.url ?? '')) return;
    const now = deps.clock.now();
    const payer = await payerOf(deps, request);
    const addressCounter: Counted = {
      key: `${PREFIX}address:${addressKey(request.ip)}`,
      limit: limits.perAddress,
    };
    const counters: Counted[] = [
      addressCounter,
      ...(payer ? [{ key: `${PREFIX}payer:${payer}`, limit: limits.perPayer }] : []),
      { key: `${PREFIX}all`, limit: limits.inAll },
    ];
    // The count and the reservation of an attempt, and the writing and release of a refused
    // one, take turns (one at a time in this process): parallel attempts can neither all read
    // the same count nor see a refusal both in the table and still under way.
    const verdict = await oneAtATime(async () => {
      const rows = await deps.db
        .select()
        .from(authThrottle)
        .where(
          and(
            inArray(
              authThrottle.key,
              counters.map(({ key }) => key),
            ),
            gt(authThrottle.windowStartedAt, addSeconds(now, -window)),
          ),
        );
      let until = 0;
      for (const { key, limit } of counters) {
        const row = rows.find((found) => found.key === key);
        if ((row?.failures ?? 0) + (inFlight.get(key) ?? 0) >= limit) {
          const started = row?.windowStartedAt ?? now;
          until = Math.max(until, addSeconds(started, window).getTime());
        }
      }
      if (until === 0) move(counters, 1);
      const address = rows.find((found) => found.key === addressCounter.key);
      return {
        retryAt: until,
        challenge: (address?.failures ?? 0) >= limits.challengeAfter,
      };
    });
    if (verdict.retryAt > 0) {
      const seconds = Math.max(1, Math.ceil((verdict.retryAt - now.getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(seconds, `Too many cards were refused. ${tryAgainIn(minutes)}.`);
    }
    // Past the first refused cards from this address, each attempt proves some work first.
    if (verdict.challenge) {
      const query = request.query as Record<string, unknown> | undefined;
      const solved = await acceptSolution(deps, query?.[CHALLENGE_PARAM]).catch(
        (error: unknown) => {
          move(counters, -1);
          throw error;
        },
      );
      if (!solved) {
        move(counters, -1);
        throw await challengeRequired(
          deps,
          'Cards were refused from this network. Confirm this attempt to try again.',
        );
      }
    }
    request.cardAttempt = counters;
  });

  // A refused card counts, written before its answer leaves (so the next attempt, and a test
  // that looks at the tables after an answer, sees it); anything else leaves no trace. The
  // attempt stops being under way in the same turn as its refusal is written.
  app.addHook('onSend', async (request, reply) => {
    const counters = request.cardAttempt;
    if (!counters) return;
    request.cardAttempt = undefined;
    await oneAtATime(async () => {
      try {
        if (reply.statusCode !== 402) return;
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          for (const { key } of counters) await countOnce(tx, key, now, window);
          await pruneThrottle(tx, PREFIX, window, now);
        });
      } catch (error) {
        request.log.warn({ err: error }, 'a refused card could not be counted');
      } finally {
        move(counters, -1);
      }
    });
  });

  // An attempt whose answer was never sent (the connection closed) is no longer under way.
  app.addHook('onResponse', async (request) => {
    const counters = request.cardAttempt;
    if (!counters) return;
    request.cardAttempt = undefined;
    move(counters, -1);
  });
}
