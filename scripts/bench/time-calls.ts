// The in-process half of a server-time benchmark: sign a demo account in and time API calls
// through Fastify's inject (routing, token, validation, SQL and serialisation, no network).
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '#server/seed/demo-data.ts';

/** One call to time: e.g. { method: 'GET', url: '/api/v1/messages?search=kim' }. */
export type TimedCall = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };

export type CallTimes = { first: number; median: number; p95: number; total: number };

/** A bearer token of a demo account (every demo password is the same). */
export async function demoToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/**
 * Makes each call `calls + 1` times: the first (cold) call apart, the median and p95 of the
 * others, and the `total` the answer reported (how many rows matched).
 */
export async function timeCalls(
  app: FastifyInstance,
  token: string,
  cases: Record<string, TimedCall>,
  calls = 30,
): Promise<Record<string, CallTimes>> {
  const results: Record<string, CallTimes> = {};
  for (const [label, call] of Object.entries(cases)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i <= calls; i += 1) {
      const started = performance.now();
      const response = await app.inject({
        ...call,
        headers: { authorization: `Bearer ${token}` },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.body}`);
      total = (response.json() as { total: number }).total;
    }
    const [first, ...warm] = times;
    warm.sort((a, b) => a - b);
    results[label] = {
      first: first!,
      median: warm[Math.floor(warm.length / 2)]!,
      p95: warm[Math.ceil(warm.length * 0.95) - 1]!,
      total,
    };
  }
  return results;
}
