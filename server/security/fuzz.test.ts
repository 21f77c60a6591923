import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '#contract/endpoints.ts';
import { object } from 'superstruct';
import type { Struct } from 'superstruct';
import { unregisteredEndpoints } from '#server/http/route-registry.ts';
import { allowedCaller, tokenFor, watchWrites } from '#server/testing/security.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { hostileMultipartRequests, hostileRequests } from './hostile-payloads.ts';
import type { HostileRequest } from './hostile-payloads.ts';

// Generated from the contract's endpoint table and each endpoint's request struct: every POST
// endpoint, including ones added later, gets RUNS hostile requests from a caller allowed to make
// them. Fixed seed: a failure names its payload and replays the same way.

const RUNS = 300;
const SEED = 20_260_307;

/**
 * Tables a rejected request may write by design: a refused sign-in (401 wrong credentials, 429)
 * counts in auth_throttle; that is the throttle working, not a leak.
 */
function allowedWrites(status: number, code: string | undefined): Set<string> {
  if (status === 429 || code === 'invalid_credentials') return new Set(['auth_throttle']);
  return new Set();
}

let server: TestServer;
let writes: Awaited<ReturnType<typeof watchWrites>>;

beforeAll(async () => {
  server = await startTestServer();
  writes = await watchWrites(server);
});

afterAll(async () => {
  await server.close();
});

const postEndpoints = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.method === 'POST',
);

describe('fuzzing every POST endpoint with hostile payloads', () => {
  it('has a registered route for every endpoint of the contract table', () => {
    expect(unregisteredEndpoints(server.deps.routes)).toEqual([]);
    expect(postEndpoints.length).toBeGreaterThan(0);
  });

  it('sees what an accepted request writes, and only that', async () => {
    const token = await server.signIn('pastor@demo.church');
    await server.deps.background.idle();
    await writes.take();
    const answer = await server.call('POST', '/update_user', {
      token,
      body: { firstname: 'Written', lastname: 'Down' },
    });
    expect(answer.status).toBe(200);
    await server.deps.background.idle();
    expect(await writes.take()).toContain('users');
    expect(await writes.take()).toEqual([]);
  });

  it.each(postEndpoints)(
    '%s: no 5xx, and nothing written by a rejected request',
    async (_name, endpoint) => {
      const route = server.deps.routes.find(
        (r) => r.method === endpoint.method && r.path === endpoint.path,
      );
      expect(route, `${endpoint.path} has no registered route`).toBeDefined();
      const caller = allowedCaller(route!);
      // A POST without a request struct takes no payload: fuzz it as an empty object.
      const struct = (endpoint.request ?? object({})) as Struct<unknown, unknown>;
      let sent = 0;
      const statuses = new Map<number, number>();

      await fc.assert(
        fc.asyncProperty(
          // An upload endpoint gets multipart bodies (and the JSON ones every endpoint gets).
          endpoint.encoding === 'multipart'
            ? hostileMultipartRequests(struct)
            : hostileRequests(struct),
          async (request: HostileRequest) => {
            const token = caller ? await tokenFor(server, caller) : undefined;
            await server.deps.background.idle();
            await writes.take(); // only what this request writes counts
            const response = await server.app.inject({
              method: 'POST',
              url: `${API_BASE}${endpoint.path}`,
              headers: {
                ...(request.contentType ? { 'content-type': request.contentType } : {}),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              payload:
                request.label === 'multipart'
                  ? Buffer.from(request.payload, 'latin1')
                  : request.payload,
            });
            sent += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            await server.deps.background.idle();
            const written = await writes.take();
            const describe = `${request.label} → ${response.statusCode} ${response.body.slice(0, 200)}`;

            expect(response.statusCode, describe).toBeLessThan(500);
            let code: string | undefined;
            try {
              code = (response.json() as { error?: { code?: string } }).error?.code;
            } catch {
              throw new Error(`not a JSON answer: ${describe}`);
            }
            if (response.statusCode >= 400) {
              expect(code, describe).toBeTypeOf('string');
              const allowed = allowedWrites(response.statusCode, code);
              expect(
                written.filter((table) => !allowed.has(table)),
                `rejected request wrote: ${describe}`,
              ).toEqual([]);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      // Most hostile requests must be refused; a suite where all pass would test nothing.
      const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
      expect(refused).toBeGreaterThan(RUNS / 2);
    },
  );
});
