import { execFile, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, videos } from '#server/db/schema.ts';
import { freshPgliteDir } from '#server/testing/test-database.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { VIDEO_PROCESSING_RETRY } from '#server/settings.ts';
import { CpuBudgetExceededError, killMediaChildren, runMedia } from './ffmpeg.ts';
import { cleanUpAfterDeadServers, queueVideoProcessing } from './processing.ts';

// Issue 23: video work that no upload can stall (decision 062).

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'video-abuse-test-'));

async function ffmpeg(name: string, args: string[]): Promise<Buffer> {
  const output = join(scratch, name);
  await run('ffmpeg', ['-v', 'error', '-y', ...args, output]);
  return readFileSync(output);
}

const keyOf = (bytes: Buffer, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

let server: TestServer;
let maker: { id: number; accountId: number };
let other: { id: number; accountId: number };

async function user(email: string) {
  const [row] = await server.deps.db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, email));
  return row!;
}

beforeAll(async () => {
  server = await startTestServer({ jobs: { pollingIntervalSeconds: 0.5 } });
  maker = await user('individual@demo.church');
  other = await user('pastor@demo.church');
});

afterAll(async () => {
  killMediaChildren();
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Stores `bytes` and adds a video of `kind` by `owner`, queued as save_video queues it. */
async function addVideo(
  owner: { id: number; accountId: number },
  kind: 'story' | 'instruction',
  bytes: Buffer,
  extension: string,
): Promise<number> {
  const sourceKey = keyOf(bytes, extension);
  await server.deps.storage.put(sourceKey, bytes, `video/${extension}`);
  return server.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({
        accountId: owner.accountId,
        userId: owner.id,
        kind,
        status: 'created',
        sourceKey,
        processing: 'processing',
      })
      .returning({ id: videos.id });
    await queueVideoProcessing(server.deps.jobs, tx, row!.id);
    return row!.id;
  });
}

async function settled(id: number, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const [video] = await server.deps.db.select().from(videos).where(eq(videos.id, id));
    if (video && video.processing !== 'processing') return video;
    if (Date.now() > until) throw new Error(`video ${id} is still processing after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('video processing that no upload can stall', () => {
  it('refuses a file whose frames are stamped far apart, before any transcode', async () => {
    // 30 frames in 3 s, the last one stamped at 600 s: a 53 KB file that asked for a
    // ten-minute transcode.
    const stamped = await ffmpeg('stamped.webm', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=3'],
      ...['-vf', "setpts='if(eq(N,29),600/TB,PTS)'", '-fps_mode', 'passthrough'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '100k'],
    ]);
    const started = Date.now();
    const id = await addVideo(maker, 'story', stamped, 'webm');
    const video = await settled(id, 30);
    expect(video.processing).toBe('failed');
    expect(video.processingError).toMatch(/time stamps do not match its frames/);
    // Refused, not retried, and nothing was transcoded.
    expect(video.fileKey).toBeNull();
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses a story longer than its kind allows, with the limit in the message', async () => {
    // 601 s at 1 frame a second: frames fill the length, but a story is at most 10 minutes.
    const long = await ffmpeg('long.mp4', [
      ...['-f', 'lavfi', '-i', 'color=c=gray:size=64x64:rate=1:duration=601'],
      ...['-c:v', 'mpeg4', '-q:v', '31'],
    ]);
    const id = await addVideo(maker, 'story', long, 'mp4');
    const video = await settled(id, 30);
    expect(video.processing).toBe('failed');
    expect(video.processingError).toBe(
      'The video is 10 minutes long; this kind of video may be at most 10 minutes.',
    );
  });

  it("makes another person's 2-second video ready while a long one is still transcoded", async () => {
    // A legal instruction video of 2 minutes in 720p: a long transcode on this machine.
    const long = await ffmpeg('legal-long.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=120'],
      ...['-c:v', 'mpeg4', '-q:v', '10'],
    ]);
    const short = await ffmpeg('short.webm', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '100k'],
    ]);
    const longId = await addVideo(maker, 'instruction', long, 'mp4');
    // A second long one of the same person waits for the first: one slot per person.
    await addVideo(maker, 'instruction', long, 'mp4');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const saved = Date.now();
    const shortId = await addVideo(other, 'story', short, 'webm');
    // What must hold is the order, not a time: the short video is ready while the long one is
    // still being transcoded, so it did not wait for it. The time is printed, not asserted
    // (about 5-14 s here; a loaded machine stretches it, a test that timed it would be flaky).
    const video = await settled(shortId, 60);
    expect(video.processing).toBe('ready');
    const [longVideo] = await server.deps.db.select().from(videos).where(eq(videos.id, longId));
    expect(longVideo?.processing).toBe('processing');
    console.info(
      `the short video was ready after ${Date.now() - saved} ms, the long one still processing`,
    );
    killMediaChildren();
  }, 120_000);

  it('stops an ffmpeg that used up its CPU-time budget', async () => {
    const started = Date.now();
    const attempt = runMedia(
      'ffmpeg',
      [
        ...['-nostdin', '-v', 'error', '-f', 'lavfi'],
        ...['-i', 'testsrc2=size=1280x720:rate=25:duration=600'],
        ...['-c:v', 'libx264', '-preset', 'medium', '-f', 'null', '-'],
      ],
      { cpuSeconds: 2 },
    );
    await expect(attempt).rejects.toThrow(CpuBudgetExceededError);
    await expect(attempt).rejects.toThrow('ffmpeg used up its processing time (2 s of CPU)');
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('removes the scratch folders of dead servers and leaves a live one alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scratch-test-'));
    const gone = spawn('true');
    await new Promise((resolve) => gone.on('exit', resolve));
    mkdirSync(join(dir, `outreach-video-${gone.pid}-abc`));
    mkdirSync(join(dir, `outreach-video-${process.pid}-def`));
    mkdirSync(join(dir, 'something-else'));
    const removed = await cleanUpAfterDeadServers(undefined, dir);
    expect(removed).toEqual([`outreach-video-${gone.pid}-abc`]);
    expect(readdirSync(dir).sort()).toEqual([
      'outreach-video-' + process.pid + '-def',
      'something-else',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});

/** The processes whose command line holds `marker`. */
function processesWith(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('a server killed with SIGKILL in the middle of a job', () => {
  it('leaves no ffmpeg behind, and its job is retried within minutes', async () => {
    // The product's own bound: the heartbeat, the monitor's and the supervisor's rounds (60 s
    // each) and the first retry's delay.
    expect(
      VIDEO_PROCESSING_RETRY.heartbeatSeconds + 60 + 60 + VIDEO_PROCESSING_RETRY.retryDelay,
    ).toBeLessThanOrEqual(5 * 60);

    const data = await freshPgliteDir();
    const marker = `outreach-${randomUUID()}`;
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'dies-with-server.fixture.ts'), data.dir, marker],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(`running ${marker}`)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the server stopped first (${code})`)));
    });
    const ffmpegs = processesWith(`comment=${marker}`);
    expect(ffmpegs.length).toBeGreaterThan(0);
    child.kill('SIGKILL');

    // The watchdog looks every second.
    const until = Date.now() + 5000;
    while (processesWith(`comment=${marker}`).length > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(processesWith(`comment=${marker}`)).toEqual([]);

    // The next server on the same data: the lost attempt is retried once its heartbeat is stale.
    const next = await startTestServer({
      // The killed server's own embedded database, also when the suite runs on PostgreSQL.
      databaseUrl: undefined,
      dataDir: data.dir,
      seedDemoData: false,
      jobs: { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
    });
    const restarted = Date.now();
    const attempts: number[] = [];
    await next.deps.jobs.define<{ marker: string }>(
      'hangs-in-ffmpeg',
      // The fixture's policy: an hour to expire, a heartbeat every 10 s.
      {
        retryLimit: 2,
        retryDelay: 1,
        retryDelayMax: 1,
        expireInSeconds: 3600,
        heartbeatSeconds: 10,
      },
      async (job) => {
        attempts.push(job.retryCount);
      },
    );
    const deadline = Date.now() + 60_000;
    while (attempts.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(attempts).toEqual([1]);
    // The heartbeat (10 s here) is what it took, not the hour of expireInSeconds.
    expect(Date.now() - restarted).toBeLessThan(30_000);
    await next.close();
    data.remove();
    expect(existsSync(data.dir)).toBe(false);
  }, 120_000);
});
