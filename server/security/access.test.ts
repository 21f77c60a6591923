import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints.ts';
import { HealthResponse } from '#contract/common.ts';
import { LookupUserResponse } from '#contract/account/user.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const PUBLIC = new Set([
  '/health',
  '/auth/sign_in',
  '/auth/forgot_password',
  '/auth/reset_password',
  '/church_finder',
  // The pricing page and checkout are reached before signing up (decision 043).
  '/payment/plans',
  '/payment/pricing',
  '/payment/config',
  '/checkout',
  // Anyone may give on the stand-alone donation page (decision 045).
  '/donations/options',
  '/donations',
  // A store download's signed link is its own key (decision 050).
  '/store/download',
  // So is a content attachment's (decision 068).
  '/content/download',
  // oEmbed consumers (a CMS embedding a player page by its address) have no account (075).
  '/oembed',
  // A care video's caption file: its signed link is the key, for the <track> element (076).
  '/care/caption',
]);

describe('every contract endpoint', () => {
  it.each(Object.entries(endpoints))(
    '%s is served and, unless public, needs a token',
    async (_name, endpoint) => {
      const result = await server.call(endpoint.method, endpoint.path);
      expect(result.status).not.toBe(404);
      if (!PUBLIC.has(endpoint.path)) expectError(result, 401, 'unauthorized');
    },
  );

  it('answers the health check without a token', async () => {
    expectOk(await server.call('GET', '/health'), HealthResponse);
  });
});

describe('request handling', () => {
  it('answers unknown paths with a 404 in the error shape', async () => {
    const error = expectError(await server.call('GET', '/no_such_call'), 404, 'not_found');
    expect(error.message).toBe('There is no GET /api/v1/no_such_call.');
  });

  it('answers a GET on a POST call with 404', async () => {
    expectError(await server.call('GET', '/lookup_user'), 404, 'not_found');
  });

  it('refuses bodies that are not JSON', async () => {
    const token = await server.signIn('care@demo.church');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/update_user',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'firstname=Eve',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });

    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/v1/update_user',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"firstname":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('accepts a call without payload with or without an empty JSON body', async () => {
    const token = await server.signIn('care@demo.church');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/lookup_user',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expectOk(
      { status: response.statusCode, body: response.json(), headers: {} },
      LookupUserResponse,
    );
  });

  it('refuses a body over 100 KiB', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});
