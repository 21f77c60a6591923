import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.ts';
import { s3Storage } from './s3.ts';
import { PARENT_PATH as outOfTheFolder } from '#server/security/hostile-payloads.ts';

const KEY = `${'ab'.repeat(32)}.webp`;
const BODY = Buffer.from('RIFF....WEBPVP8 fake picture bytes');
const VIDEO_KEY = `${'cd'.repeat(32)}.mp4`;
const VIDEO = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/**
 * A stand-in for an S3-compatible service (no real one is reachable here): it records each
 * request and answers as S3 does, keeping objects in memory.
 */
function fakeS3(): Promise<{ server: Server; url: string; requests: Recorded[] }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, headers: request.headers, body });
      const path = url.split('?')[0] ?? '';
      if (request.method === 'PUT') {
        objects.set(path, { body, type: String(request.headers['content-type']) });
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        const found = objects.get(path);
        if (!found) {
          if (request.method === 'HEAD') {
            response.writeHead(404).end();
            return;
          }
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
                '<Message>The specified key does not exist.</Message></Error>',
            );
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        if (range) {
          const [start, end] = [Number(range[1]), Number(range[2])];
          const part = found.body.subarray(start, end + 1);
          response
            .writeHead(206, {
              'content-type': found.type,
              'content-length': part.length,
              'content-range': `bytes ${start}-${end}/${found.body.length}`,
            })
            .end(part);
          return;
        }
        response.writeHead(200, {
          'content-type': found.type,
          'content-length': found.body.length,
        });
        response.end(request.method === 'HEAD' ? undefined : found.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests });
    });
  });
}

describe('S3-compatible storage', () => {
  let fake: Awaited<ReturnType<typeof fakeS3>>;

  beforeAll(async () => {
    fake = await fakeS3();
  });
  afterAll(() => {
    fake.server.close();
  });

  it('puts, gets and deletes objects with signed, path-style requests', async () => {
    const storage = s3Storage({
      bucket: 'church-files',
      region: 'us-east-1',
      endpoint: fake.url,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example-key',
      forcePathStyle: true,
      prefix: 'pictures/',
    });
    await storage.put(KEY, BODY, 'image/webp');
    const put = fake.requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url.split('?')[0]).toBe(`/church-files/pictures/${KEY}`);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers['content-length']).toBe(String(BODY.length));
    expect(String(put.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toBeDefined();
    expect(put.body.equals(BODY)).toBe(true);

    const file = await storage.get(KEY);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(BODY.length);
    expect(await text(file!.body)).toBe(BODY.toString());

    await storage.delete(KEY);
    expect(fake.requests.at(-1)?.method).toBe('DELETE');
    expect(await storage.get(KEY)).toBeNull();
  });

  it('streams a file up from disk, tells its size, and reads a byte range', async () => {
    const storage = s3Storage({
      bucket: 'videos',
      region: 'us-east-1',
      endpoint: fake.url,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    const path = join(mkdtempSync(join(tmpdir(), 's3-put-')), 'video.mp4');
    writeFileSync(path, VIDEO);
    await storage.putFile(VIDEO_KEY, path, 'video/mp4');
    const put = fake.requests.at(-1)!;
    expect(put.headers['content-length']).toBe(String(VIDEO.length));
    expect(put.headers['content-type']).toBe('video/mp4');
    expect(put.body.equals(VIDEO)).toBe(true);
    rmSync(dirname(path), { recursive: true, force: true });

    expect(await storage.head(VIDEO_KEY)).toEqual({ contentType: 'video/mp4', size: VIDEO.length });
    expect(fake.requests.at(-1)?.method).toBe('HEAD');
    expect(await storage.head(`${'ef'.repeat(32)}.mp4`)).toBeNull();

    const part = await storage.get(VIDEO_KEY, { start: 10, end: 19 });
    expect(fake.requests.at(-1)?.headers.range).toBe('bytes=10-19');
    expect(part?.size).toBe(VIDEO.length);
    expect(Buffer.from(await buffer(part!.body)).equals(VIDEO.subarray(10, 20))).toBe(true);
  });

  it('never sends a key it did not make', async () => {
    const storage = s3Storage({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: fake.url,
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    const count = fake.requests.length;
    expect(await storage.get('../other-bucket/secret')).toBeNull();
    await expect(storage.put('../x', BODY, 'image/webp')).rejects.toThrow('not a storage key');
    expect(fake.requests.length).toBe(count);
  });
});

describe('local disk storage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storage-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps files by key and reads them back', async () => {
    const storage = localDiskStorage(dir);
    expect(await storage.get(KEY)).toBeNull();
    await storage.put(KEY, BODY, 'image/webp');
    await storage.put(KEY, BODY, 'image/webp'); // the same content twice is harmless
    const file = await storage.get(KEY);
    expect(file?.size).toBe(BODY.length);
    expect(file?.contentType).toBe('image/webp');
    expect(await text(file!.body)).toBe(BODY.toString());
    expect(await storage.get(outOfTheFolder)).toBeNull();
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
  });

  it('copies a file in from disk, tells its size and reads a byte range', async () => {
    const storage = localDiskStorage(dir);
    const path = join(dir, 'upload.tmp');
    writeFileSync(path, VIDEO);
    await storage.putFile(VIDEO_KEY, path, 'video/mp4');
    expect(await storage.head(VIDEO_KEY)).toEqual({ contentType: 'video/mp4', size: VIDEO.length });
    expect(await storage.head(`${'ef'.repeat(32)}.mp4`)).toBeNull();
    const part = await storage.get(VIDEO_KEY, { start: 290, end: 299 });
    expect(part?.size).toBe(VIDEO.length);
    expect(Buffer.from(await buffer(part!.body)).equals(VIDEO.subarray(290))).toBe(true);
  });
});
