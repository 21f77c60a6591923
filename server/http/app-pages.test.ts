import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { registerAppPages } from './app-pages.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><body></body></html>');
  fs.writeFileSync(path.join(distDir, 'assets/main.js'), SCRIPT);
  // The build writes a Brotli copy of each script (app/vite.config.ts); this one has none.
  fs.writeFileSync(path.join(distDir, 'assets/main.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(distDir, 'assets/other.js'), SCRIPT);
  server = await startTestServer();
  registerAppPages(server.app, distDir);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const fetchAsset = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the app’s assets', () => {
  it('are sent as the build’s Brotli copy to a browser that takes it', async () => {
    const answer = await fetchAsset('/assets/main.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are gzipped for a browser that refuses Brotli or when there is no copy', async () => {
    for (const [url, encoding] of [
      ['/assets/main.js', 'gzip'],
      ['/assets/main.js', 'br;q=0, gzip'],
      ['/assets/other.js', 'gzip, br'],
    ] as const) {
      const answer = await fetchAsset(url, encoding);
      expect(answer.headers['content-encoding'], `${url} with ${encoding}`).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it('are sent as they are to a client that takes no compression', async () => {
    const answer = await fetchAsset('/assets/main.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(SCRIPT);
  });
});
