import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OkResponse } from '#contract/common.ts';
import { expectOk } from '#server/testing/expect.ts';
import { createHeldBackground } from '#server/testing/held-background.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

const background = createHeldBackground();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ background });
});

afterAll(async () => {
  await background.release();
  await server.close();
});

describe('POST /auth/forgot_password answers before it looks anything up (finding 5)', () => {
  it('gives known and unknown addresses the same answer while their work is still held', async () => {
    const forgot = (email: string) =>
      server.call('POST', '/auth/forgot_password', { body: { email } });
    const known = await forgot('pastor@demo.church');
    const unknown = await forgot('ghost@demo.church');
    // Both answered although neither task has run: the answer cannot depend on the work.
    expect(background.held()).toBe(2);
    expect(known.body).toEqual(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expectOk(known, OkResponse);
    expect(await server.outbox()).toEqual([]);

    await background.release();
    const outbox = await server.outbox();
    expect(outbox.map((mail) => mail.toAddress)).toEqual(['pastor@demo.church']);
    expect(outbox[0]?.bodyText).toMatch(/^Hello,\n/);
  });
});
