import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

let server: TestServer;
let admin: string;
let care: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  care = await server.signIn('care@demo.church');
});

afterAll(async () => {
  await server.close();
});

async function raw(path: string, payload: string, token?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as unknown,
    headers: response.headers,
  };
}

describe('text no database can store', () => {
  it('answers a NUL byte in a field with a 400 naming the field (issue 7, finding 1)', async () => {
    const error = expectError(
      await server.call('POST', '/update_user', { token: care, body: { firstname: 'a\u0000b' } }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ firstname: 'Must not contain a NUL character.' });
  });

  it('covers config values and instruction videos, nested paths included', async () => {
    const config = expectError(
      await server.call('POST', '/set_config', {
        token: admin,
        body: [{ key: 'support_email', value: 'x\u0000@demo.church' }],
      }),
      400,
      'validation_failed',
    );
    expect(config.fields).toEqual({ '0.value': 'Must not contain a NUL character.' });
    const video = expectError(
      await raw(
        '/set_instruction_video',
        '{"slug":"intro","url":"https://example.org/\\u0000"}',
        admin,
      ),
      400,
      'validation_failed',
    );
    expect(video.fields).toEqual({ url: 'Must not contain a NUL character.' });
  });

  it('refuses lone surrogates, in values and in keys, before the handler runs', async () => {
    const lone = expectError(
      await raw('/auth/sign_in', '{"email":"a\\ud800@b.org","password":"x"}'),
      400,
      'validation_failed',
    );
    expect(lone.fields).toEqual({ email: 'Must not contain an unpaired surrogate character.' });
    const key = expectError(
      await raw('/update_user', '{"x\\udc00":1}', care),
      400,
      'validation_failed',
    );
    expect(key.fields).toEqual({ '(key)': 'Must not contain an unpaired surrogate character.' });
    // A paired surrogate (an emoji) is ordinary text.
    const emoji = await server.call('POST', '/update_user', {
      token: care,
      body: { firstname: 'Ana \u{1F600}' },
    });
    expect(emoji.status).toBe(200);
  });
});

describe('keys that shadow built-in object members', () => {
  it('are refused with a 400 instead of crashing the struct messages (found by the fuzz suite)', async () => {
    const error = expectError(
      await server.call('POST', '/auth/sign_in', {
        body: { email: 'a@b.org', password: { toString: 1, valueOf: 2 } },
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      'password.toString': 'This field name is not allowed.',
      'password.valueOf': 'This field name is not allowed.',
    });
  });
});

describe('deep nesting', () => {
  const nested = (levels: number) => `{"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it('answers 3,200 levels with a 400 before validation, on public calls too (finding 2)', async () => {
    const error = expectError(await raw('/auth/sign_in', nested(3200)), 400, 'validation_failed');
    expect(error.message).toMatch(/nested too deeply/);
    expectError(
      await raw('/set_config', nested(100_000 / 2 - 10), admin),
      400,
      'validation_failed',
    );
  });

  it('lets ordinary depth through to the contract struct', async () => {
    const error = expectError(
      await raw('/auth/sign_in', nested(MAX_JSON_DEPTH - 1)),
      400,
      'validation_failed',
    );
    expect(error.fields).toHaveProperty('x', 'This field is not allowed.');
    // Brackets inside strings are text, not nesting.
    const inString = expectError(
      await raw('/auth/sign_in', JSON.stringify({ email: '['.repeat(500), password: 'x' })),
      400,
      'validation_failed',
    );
    expect(inString.fields).toEqual({ email: 'Enter a valid email address.' });
  });
});

describe("Fastify's own errors", () => {
  it('answers a malformed URL encoding in the contract shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/health%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: 'The address of this request is not valid.' },
    });
  });

  it('answers an unsupported content type, a bad charset and a broken body in the contract shape', async () => {
    for (const [contentType, payload] of [
      ['text/plain', 'a'],
      ['application/x-www-form-urlencoded', 'a=b'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/json', '{"a":'],
      ['application/json', '\u0000'],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign_in',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
      expect(Object.keys(response.json() as object)).toEqual(['error']);
    }
  });

  it('answers a request the HTTP parser refuses with the contract shape too', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'validation_failed', message: 'The request is not valid HTTP.' },
    });
  });
});
