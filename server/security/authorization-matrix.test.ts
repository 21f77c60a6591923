import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import type { RegisteredRoute } from '#server/http/route-registry.ts';
import { unregisteredEndpoints } from '#server/http/route-registry.ts';
import {
  CALLERS,
  callerName,
  DEMO_USERS,
  expectedOutcome,
  tokenFor,
} from '#server/testing/security.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// Generated from the contract's endpoint table and the access each route declared through
// defineRoute: a new endpoint joins this matrix without an edit here.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function routeOf(method: string, path: string): RegisteredRoute | undefined {
  return server.deps.routes.find((route) => route.method === method && route.path === path);
}

describe('authorization matrix', () => {
  it('has a registered route for every endpoint of the contract table', () => {
    expect(unregisteredEndpoints(server.deps.routes)).toEqual([]);
    expect(server.deps.routes.length).toBeGreaterThanOrEqual(Object.keys(endpoints).length);
  });

  it('covers the ten demo accounts and four kinds of invalid token', () => {
    expect(DEMO_USERS).toHaveLength(10);
    expect(CALLERS).toHaveLength(14);
  });

  // One test per endpoint, each of its 14 callers in turn: the matrix grows with the contract, and
  // no single test has to fit every endpoint inside one timeout.
  it.each(Object.entries(endpoints))(
    '%s answers every caller as its declared access asks',
    async (name, endpoint) => {
      const route = routeOf(endpoint.method, endpoint.path);
      expect(route, `${name}: no registered route`).toBeDefined();
      const mismatches: string[] = [];
      for (const caller of CALLERS) {
        const token = await tokenFor(server, caller);
        const result = await server.call(endpoint.method, endpoint.path, {
          ...(token ? { token } : {}),
          ...(endpoint.method === 'POST' ? { body: {} } : {}),
        });
        const expected = expectedOutcome(route!.access, caller);
        const ok =
          expected === 'allowed'
            ? result.status < 500 && result.status !== 401 && result.status !== 403
            : result.status === expected;
        if (!ok) {
          mismatches.push(
            `${endpoint.method} ${endpoint.path} as ${callerName(caller)}: ` +
              `expected ${expected}, got ${result.status} ${JSON.stringify(result.body)}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('denies by default: an access it does not understand refuses every caller', () => {
    for (const caller of CALLERS) {
      expect(expectedOutcome([], caller)).not.toBe('allowed');
    }
  });
});
