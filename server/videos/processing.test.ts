import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, videos } from '#server/db/schema.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { probe } from './ffmpeg.ts';
import {
  giveUpVideo,
  PROCESSING_STOPPED,
  queueVideoProcessing,
  retryVideoProcessing,
} from './processing.ts';
import type { ProcessVideoData } from './processing.ts';
import type { RunningJob } from '#server/jobs/queue.ts';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'video-test-'));

// Sample videos made here with ffmpeg's test sources: a moving test card with a counter (so
// frames differ) and a tone, 1.5 s at 160×120.
const SOURCES = [
  ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1.5'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5'],
];

/** A WebM written to a pipe, as a browser's MediaRecorder writes it: no duration in the file. */
async function recordedWebm(): Promise<Buffer> {
  const output = join(scratch, 'recorded.webm');
  await run('sh', [
    '-c',
    `ffmpeg -v error ${SOURCES.join(' ')} -c:v libvpx -deadline realtime -cpu-used 8 -b:v 200k ` +
      `-c:a libopus -f webm pipe:1 > ${output}`,
  ]);
  return readFileSync(output);
}

/** An H.264/AAC MP4 with its index at the end (no faststart), as many cameras write it. */
async function cameraMp4(): Promise<Buffer> {
  const output = join(scratch, 'camera.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', ...SOURCES],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', output],
  ]);
  return readFileSync(output);
}

const keyOf = (bytes: Buffer, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

/** Where a top-level MP4 box starts (`moov` is the index, `mdat` the media). */
const boxAt = (bytes: Buffer, box: string) => bytes.indexOf(Buffer.from(box, 'latin1'));

let server: TestServer;
let owner: { id: number; accountId: number };
let webm: Buffer;
let mp4: Buffer;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { pollingIntervalSeconds: 0.5, retry: { retryLimit: 1, retryDelay: 1 } },
  });
  [owner] = (await server.deps.db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'individual@demo.church'))) as [typeof owner];
  [webm, mp4] = await Promise.all([recordedWebm(), cameraMp4()]);
});

afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A story whose file is `sourceKey`, queued for processing in the transaction that adds it. */
async function addStory(sourceKey: string, posterSeconds: number | null = null): Promise<number> {
  return server.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({
        accountId: owner.accountId,
        userId: owner.id,
        kind: 'story',
        status: 'created',
        sourceKey,
        posterSeconds,
        processing: 'processing',
      })
      .returning({ id: videos.id });
    await queueVideoProcessing(server.deps.jobs, tx, row!.id);
    return row!.id;
  });
}

/** The video once its processing is no longer under way. */
async function settled(id: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    const [video] = await server.deps.db.select().from(videos).where(eq(videos.id, id));
    if (video && video.processing !== 'processing') return video;
    if (Date.now() > until) throw new Error(`video ${id} is still processing`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A stored file, read whole. */
async function stored(key: string): Promise<Buffer> {
  const file = await server.deps.storage.get(key);
  expect(file).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the video-processing job', () => {
  it('turns a recorded WebM into an MP4 that plays everywhere, with its length and a poster', async () => {
    const sourceKey = keyOf(webm, 'webm');
    await server.deps.storage.put(sourceKey, webm, 'video/webm');
    expect((await probe(join(scratch, 'recorded.webm'))).durationSeconds).toBeNull();

    const video = await settled(await addStory(sourceKey, 1.2));
    expect(video.processing).toBe('ready');
    expect(video.processingError).toBeNull();
    expect(video.durationSeconds).toBeGreaterThan(1.3);
    expect(video.durationSeconds).toBeLessThan(1.7);
    expect([video.width, video.height]).toEqual([160, 120]);
    expect(video.fileKey).toMatch(/^[0-9a-f]{64}\.mp4$/);
    expect(video.posterKey).toMatch(/^[0-9a-f]{64}\.jpg$/);

    const file = await stored(video.fileKey!);
    expect(boxAt(file, 'moov')).toBeGreaterThan(0);
    expect(boxAt(file, 'moov')).toBeLessThan(boxAt(file, 'mdat')); // +faststart
    writeFileSync(join(scratch, 'out.mp4'), file);
    const info = await probe(join(scratch, 'out.mp4'));
    expect(info.format).toContain('mp4');
    expect(info.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p' });
    expect(info.audio).toEqual({ codec: 'aac' });

    const poster = await stored(video.posterKey!);
    expect(poster.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);

    // The processed file is served with ranges, so that a player can seek in it.
    const part = await server.app.inject({
      method: 'GET',
      url: `/files/${video.fileKey}`,
      headers: { range: 'bytes=0-1023' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(file.subarray(0, 1024))).toBe(true);
  });

  it('takes the poster at the chosen moment, and rewrites a playable MP4 with its index first', async () => {
    const sourceKey = keyOf(mp4, 'mp4');
    await server.deps.storage.put(sourceKey, mp4, 'video/mp4');
    expect(boxAt(mp4, 'moov')).toBeGreaterThan(boxAt(mp4, 'mdat'));

    const [early, late, past] = await Promise.all(
      [0.1, 1.1, 99].map(async (seconds) => settled(await addStory(sourceKey, seconds))),
    );
    for (const video of [early, late, past]) expect(video!.processing).toBe('ready');
    expect(early!.posterKey).not.toBe(late!.posterKey);
    // A moment past the end takes the last frame.
    expect(past!.posterKey).toMatch(/\.jpg$/);

    const file = await stored(early!.fileKey!);
    expect(boxAt(file, 'moov')).toBeLessThan(boxAt(file, 'mdat'));
    writeFileSync(join(scratch, 'copied.mp4'), file);
    expect((await probe(join(scratch, 'copied.mp4'))).video?.codec).toBe('h264');
  });

  it('retries, then marks the video failed with the error kept; a retry after the cause is fixed makes it ready', async () => {
    const sourceKey = keyOf(Buffer.from('not uploaded yet'), 'webm');
    const id = await addStory(sourceKey);
    const failed = await settled(id);
    expect(failed.processing).toBe('failed');
    expect(failed.processingError).toMatch(/is not in storage/);

    const notVideo = keyOf(Buffer.from('plain text'), 'mp4');
    await server.deps.storage.put(notVideo, Buffer.from('plain text'), 'video/mp4');
    const garbage = await settled(await addStory(notVideo));
    expect(garbage.processing).toBe('failed');
    expect(garbage.processingError).toMatch(/ffprobe failed/);

    await server.deps.storage.put(sourceKey, webm, 'video/webm');
    expect(await retryVideoProcessing(server.deps, id)).toBe(true);
    const [again] = await server.deps.db.select().from(videos).where(eq(videos.id, id));
    expect(again?.processing).toBe('processing');
    expect(again?.processingError).toBeNull();
    const ready = await settled(id);
    expect(ready.processing).toBe('ready');
    // Only a failed video is tried again.
    expect(await retryVideoProcessing(server.deps, id)).toBe(false);
  });

  it('marks failed a video whose last attempt died with its process, and nothing else', async () => {
    const [row] = await server.deps.db
      .insert(videos)
      .values({
        accountId: owner.accountId,
        userId: owner.id,
        kind: 'story',
        status: 'created',
        sourceKey: 'lost.webm',
        processing: 'processing',
      })
      .returning({ id: videos.id });
    const job = { data: { videoId: row!.id } } as RunningJob<ProcessVideoData>;
    await giveUpVideo(server.deps, job);
    const [lost] = await server.deps.db.select().from(videos).where(eq(videos.id, row!.id));
    expect(lost).toMatchObject({ processing: 'failed', processingError: PROCESSING_STOPPED });

    // A video that is ready (or already failed) is left as it is.
    await server.deps.db
      .update(videos)
      .set({ processing: 'ready', processingError: null })
      .where(eq(videos.id, row!.id));
    await giveUpVideo(server.deps, job);
    const [kept] = await server.deps.db.select().from(videos).where(eq(videos.id, row!.id));
    expect(kept).toMatchObject({ processing: 'ready', processingError: null });
  });
});
