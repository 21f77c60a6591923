import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_UPLOAD_PATH } from '#contract/videos/videos.ts';
import { sampleVideo } from '#server/testing/sample-videos.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// The resumable upload over real HTTP (tus 1.0): a listening server, as a browser reaches it.

const MAX_BYTES = 300_000;

let server: TestServer;
let base: string;
let pastor: string;
let individual: string;
let video: Buffer;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { run: false },
    videoUploads: { maxBytes: MAX_BYTES, uploadsPerUser: 6 },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  [pastor, individual, video] = await Promise.all([
    server.signIn('pastor@demo.church'),
    server.signIn('individual@demo.church'),
    sampleVideo('mp4', 4),
  ]);
});

afterAll(async () => {
  await server.close();
});

const tusHeaders = (token: string | null) => ({
  'tus-resumable': '1.0.0',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const encode = (value: string) => Buffer.from(value).toString('base64');

async function create(token: string | null, size: number, metadata = 'filename,filetype') {
  const response = await fetch(`${base}${VIDEO_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      ...tusHeaders(token),
      'upload-length': String(size),
      'upload-metadata': metadata
        .split(',')
        .map((key) => `${key} ${encode(key === 'filename' ? 'sample.mp4' : 'video/mp4')}`)
        .join(','),
    },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

async function patch(token: string, location: string, offset: number, bytes: Buffer) {
  const response = await fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(token),
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
    body: new Uint8Array(bytes),
  });
  return {
    status: response.status,
    offset: Number(response.headers.get('upload-offset')),
    text: await response.text(),
  };
}

async function offsetOf(token: string, location: string) {
  const response = await fetch(`${base}${location}`, {
    method: 'HEAD',
    headers: tusHeaders(token),
  });
  return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
}

/** Sends the first `sent` bytes of a PATCH and then drops the connection, as a phone losing its network does. */
async function cutPatch(token: string, location: string, bytes: Buffer, sent: number) {
  const url = new URL(`${base}${location}`);
  await new Promise<void>((resolve) => {
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(token),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'content-length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, sent), () => {
      // Give the server a moment to take in what arrived, then cut.
      setTimeout(() => req.destroy(), 300);
    });
  });
}

describe('the resumable video upload', () => {
  it('takes a video in two parts and continues after a cut where it stopped', async () => {
    const created = await create(pastor, video.length);
    expect(created.status).toBe(201);
    expect(created.location).toMatch(new RegExp(`^${VIDEO_UPLOAD_PATH}/[0-9a-f]{32}$`));
    const location = created.location!;

    const half = Math.floor(video.length / 2);
    await cutPatch(pastor, location, video, half);
    // The server kept what arrived before the cut: the offset is past zero, not the whole file.
    let resumed = { status: 0, offset: 0 };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      resumed = await offsetOf(pastor, location);
      if (resumed.offset > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(resumed.status).toBe(200);
    expect(resumed.offset).toBeGreaterThan(0);
    expect(resumed.offset).toBeLessThanOrEqual(half);

    const rest = await patch(pastor, location, resumed.offset, video.subarray(resumed.offset));
    expect(rest.status).toBe(204);
    expect(rest.offset).toBe(video.length);
  });

  it('refuses a file larger than the limit from its announced size, with a message', async () => {
    const created = await create(pastor, MAX_BYTES + 1);
    expect(created.status).toBe(413);
    expect(created.text).toContain('larger than');
    expect(created.location).toBeNull();
  });

  it('refuses an upload without its size up front', async () => {
    const response = await fetch(`${base}${VIDEO_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...tusHeaders(pastor), 'upload-defer-length': '1' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('checks the finished file by its content: a text named .mp4 is removed and refused', async () => {
    const text = Buffer.from('not a video at all, only words\n'.repeat(20));
    const created = await create(pastor, text.length);
    expect(created.status).toBe(201);
    const sent = await patch(pastor, created.location!, 0, text);
    expect(sent.status).toBe(422);
    expect(sent.text).toContain('not a video');
    expect((await offsetOf(pastor, created.location!)).status).toBe(404);
  });

  it("answers nobody but the upload's owner, and nobody signed out", async () => {
    const created = await create(pastor, video.length);
    const location = created.location!;
    expect((await offsetOf(individual, location)).status).toBe(404);
    expect((await patch(individual, location, 0, video)).status).toBe(404);
    expect((await offsetOf(pastor, location)).offset).toBe(0);
    expect((await create(null, video.length)).status).toBe(401);
    const care = await server.signIn('care@demo.church');
    expect((await create(care, video.length)).status).toBe(403);
  });

  it('limits new uploads per user', async () => {
    const moderator = await server.signIn('moderator@demo.church');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await create(moderator, 1000)).status);
    }
    expect(statuses.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(statuses[6]).toBe(429);
  });
});
