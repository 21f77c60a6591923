import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { registerAppPages } from './app-pages.ts';

const INLINE = "document.documentElement.lang = 'ko';";
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head>` +
      '<body><script type="module" src="/assets/main.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(distDir, 'assets/main.js'), 'console.log(1);');
  // The build's per-route preloads (route-preloads.ts): link tags, which need no hash.
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(
    path.join(distDir, '.vite/route-preloads.json'),
    JSON.stringify({
      routes: [{ path: '/users/sign-in', files: ['assets/sign-in.js'] }],
      locales: { en: ['assets/en.js'] },
    }),
  );
  fs.writeFileSync(path.join(distDir, 'assets/main.js.map'), '{"sources":["secret.ts"]}');
  server = await startTestServer();
  registerAppPages(server.app, distDir);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [name = '', ...values] = part.split(/\s+/);
      return [name, values.join(' ')] as const;
    });
  return new Map(entries);
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
}

describe('security headers (issue 7, finding 8)', () => {
  it('are on an app page, whose inline script is allowed by its hash only', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/users/sign-in' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectCommonHeaders(response.headers);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(directives(response.headers['content-security-policy']).get('script-src')).toBe(
      `'self' 'sha256-${hash}'`,
    );
    expect(response.body).toContain(`<script>${INLINE}</script>`);
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/sign-in.js">',
    );
    const table = await server.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(table.statusCode).toBe(404);
  });

  it('are on API answers, with Cache-Control: no-store, the sign-in token included', async () => {
    const signIn = await server.call('POST', '/auth/sign_in', {
      body: { email: 'pastor@demo.church', password: 'outreach-demo' },
    });
    expect(signIn.status).toBe(200);
    expectCommonHeaders(signIn.headers);
    expect(signIn.headers['cache-control']).toBe('no-store');
    for (const result of [
      await server.call('POST', '/lookup_user'),
      await server.call('GET', '/no_such_call'),
      await server.call('GET', '/health'),
    ]) {
      expectCommonHeaders(result.headers);
      expect(result.headers['cache-control']).toBe('no-store');
    }
  });

  it('does not serve source maps, and keeps caching hashed assets', async () => {
    const map = await server.app.inject({ method: 'GET', url: '/assets/main.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toMatch(/secret/);
    const asset = await server.app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});
