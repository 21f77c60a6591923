import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from './api-error.ts';
import { addressKey } from './client-address.ts';

/** The coarse outer limit (decision 062): requests per address (IPv4 /32, IPv6 /64) a minute. */
export type OuterRateLimit = { perMinute: number };

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A coarse limit on every request per address, in memory, in front of the database-backed
 * limits (which stay): a flood is refused before it costs a query. Loopback is not limited: it
 * is this machine (tests, benches, a local proxy without TRUST_PROXY, which would otherwise put
 * every client under one count).
 */
export async function installOuterRateLimit(
  app: FastifyInstance,
  limit: OuterRateLimit,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: limit.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => addressKey(request.ip),
    allowList: (request) => LOOPBACK.test(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        Math.max(1, Math.ceil(context.ttl / 1000)),
        'Too many requests from this network. Try again in a minute.',
      ),
  });
}
