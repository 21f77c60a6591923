import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { videos } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import type { JobQueue, RunningJob } from '#server/jobs/queue.ts';
import type { VideoKind } from '#contract/videos/videoReview.ts';
import { VIDEO_CHECKS, VIDEO_PROCESSING_LANES, VIDEO_PROCESSING_RETRY } from '#server/settings.ts';
import {
  CpuBudgetExceededError,
  packetTiming,
  posterFrame,
  probe,
  toPlayableMp4,
} from './ffmpeg.ts';
import type { MediaInfo, PacketTiming } from './ffmpeg.ts';

/** The queue of the video-processing job; its data is `{ videoId }`. */
export const PROCESS_VIDEO = 'process-video';

export type ProcessVideoData = { videoId: number };

type ProcessingDeps = Pick<Deps, 'db' | 'storage' | 'clock' | 'log'>;

/**
 * A video that will not be processed as it is, whatever the number of attempts: its message says
 * why, to its maker, and the job ends without a retry.
 */
export class VideoRefusedError extends Error {}

const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;

/**
 * The checks before the transcode (decision 062): the kind's longest length, the picture's size,
 * the number of streams, and frames that fill the length the time stamps claim (a few frames
 * stamped ten minutes apart would otherwise make a ten-minute transcode). Returns the length.
 */
export function checkVideoFile(kind: VideoKind, info: MediaInfo, timing: PacketTiming): number {
  const checks = VIDEO_CHECKS;
  if (!info.video) throw new VideoRefusedError('The file has no video in it.');
  if (info.streamCount > checks.maxStreams) {
    throw new VideoRefusedError(
      `The file has ${info.streamCount} streams; a video may have at most ${checks.maxStreams}.`,
    );
  }
  const { width, height } = info.video;
  if (
    Math.max(width, height) > checks.maxSide ||
    width * height > checks.maxPixels ||
    width <= 0 ||
    height <= 0
  ) {
    throw new VideoRefusedError(
      `The picture is ${width}×${height}; a video may be at most 3840×2160 (4K).`,
    );
  }
  const length = Math.max(info.durationSeconds ?? 0, timing.spanSeconds, timing.videoSpanSeconds);
  if (
    timing.videoFrames === 0 ||
    timing.longestGapSeconds > checks.maxFrameGapSeconds ||
    (length > checks.lengthBeforeFrameRateCheck &&
      timing.videoFrames / length < checks.minFramesPerSecond)
  ) {
    throw new VideoRefusedError(
      `The file's time stamps do not match its frames (${timing.videoFrames} frames over ` +
        `${Math.round(length)} seconds): export or record it again.`,
    );
  }
  const longest = checks.maxSecondsByKind[kind];
  if (length > longest) {
    throw new VideoRefusedError(
      `The video is ${minutes(length)} long; this kind of video may be at most ${minutes(longest)}.`,
    );
  }
  return length;
}

/** The CPU seconds a transcode of a video this long may use. */
export const transcodeCpuSeconds = (lengthSeconds: number) =>
  VIDEO_CHECKS.cpuBaseSeconds + VIDEO_CHECKS.cpuPerVideoSecond * lengthSeconds;

/** The prefix of a processing attempt's scratch folder; the pid says whose it is. */
const SCRATCH_PREFIX = 'outreach-video-';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * At start: removes the scratch folders of processing attempts whose server is gone (killed in
 * the middle of a transcode), and kills any ffmpeg still working in one. Folders of servers that
 * still run (tests, a second API process) are left alone.
 */
export async function cleanUpAfterDeadServers(
  log?: Pick<Deps['log'], 'warn'>,
  dir = tmpdir(),
): Promise<string[]> {
  const pattern = new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`);
  const removed: string[] = [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return removed;
  }
  const dead = names.filter((name) => {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    return Number.isSafeInteger(pid) && pid !== process.pid && !alive(pid);
  });
  if (dead.length === 0) return removed;
  // An orphan ffmpeg (its server died without its watchdog) names its folder on its command line.
  const procs = await readdir('/proc').catch(() => [] as string[]);

  for (const proc of procs) {
    if (!/^\d+$/.test(proc)) continue;
    const commandLine = await readFile(`/proc/${proc}/cmdline`, 'utf8').catch(() => '');
    if (dead.some((name) => commandLine.includes(join(dir, name)))) {
      try {
        process.kill(Number(proc), 'SIGKILL');
        log?.warn({ pid: Number(proc) }, 'killed an ffmpeg left by a server that died');
      } catch {
        // gone meanwhile
      }
    }
  }
  for (const name of dead) {
    await rm(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  if (removed.length > 0) {
    log?.warn({ folders: removed.length }, 'removed scratch folders left by a server that died');
  }
  return removed;
}

/** The poster's moment when none was chosen: a second in, past a fade from black. */
const DEFAULT_POSTER_SECONDS = 1;

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Processes one uploaded or recorded video: reads the source from storage, writes the MP4 that
 * plays everywhere and the poster at the chosen moment back to storage (content-addressed keys),
 * and marks the video ready with its duration and size. Throws when an attempt fails.
 */
export async function processVideo(
  deps: ProcessingDeps,
  videoId: number,
  signal?: AbortSignal,
): Promise<void> {
  const [video] = await deps.db.select().from(videos).where(eq(videos.id, videoId));
  // Deleted since, or an embed: there is nothing to process.
  if (!video?.sourceKey || video.processing === null) return;

  const dir = await mkdtemp(join(tmpdir(), `${SCRATCH_PREFIX}${process.pid}-`));
  try {
    const source = await deps.storage.get(video.sourceKey);
    if (!source) throw new Error(`The video's file ${video.sourceKey} is not in storage.`);
    const input = join(dir, `source${video.sourceKey.slice(video.sourceKey.lastIndexOf('.'))}`);
    await pipeline(source.body, createWriteStream(input));

    const original = await probe(input, signal);
    if (!original.video) throw new VideoRefusedError('The file has no video in it.');
    const length = checkVideoFile(video.kind, original, await packetTiming(input, signal));
    const playable = join(dir, 'video.mp4');
    try {
      await toPlayableMp4(input, original, playable, {
        signal,
        cpuSeconds: transcodeCpuSeconds(length),
      });
    } catch (error) {
      if (!(error instanceof CpuBudgetExceededError)) throw error;
      throw new VideoRefusedError(
        'The video needs more processing than its length allows: export or record it again.',
      );
    }
    // The MP4 always knows its length; a recording's WebM often does not.
    const info = await probe(playable, signal);
    const duration = info.durationSeconds ?? original.durationSeconds;
    if (!info.video || duration === null) throw new Error('The processed video has no length.');

    const wanted = video.posterSeconds ?? DEFAULT_POSTER_SECONDS;
    // The last frame starts a little before the end; ask for one that exists.
    const posterAt = Math.max(0, Math.min(wanted, duration - 0.1));
    const poster = join(dir, 'poster.jpg');
    await posterFrame(playable, posterAt, poster, signal);

    const fileKey = `${await sha256OfFile(playable)}.mp4`;
    const posterKey = `${await sha256OfFile(poster)}.jpg`;
    await deps.storage.putFile(fileKey, playable, 'video/mp4');
    await deps.storage.putFile(posterKey, poster, 'image/jpeg');

    await deps.db
      .update(videos)
      .set({
        fileKey,
        posterKey,
        durationSeconds: Math.round(duration * 1000) / 1000,
        width: info.video.width,
        height: info.video.height,
        processing: 'ready',
        processingError: null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(videos.id, videoId));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The job's worker: one attempt, its error kept on the video. The video is marked failed only
 * by `giveUpVideo`, after the last attempt, however that attempt ended.
 */
export async function runProcessVideoJob(
  deps: ProcessingDeps,
  job: RunningJob<ProcessVideoData>,
): Promise<void> {
  const { videoId } = job.data;
  if (!Number.isSafeInteger(videoId)) throw new Error('A video-processing job without a video.');
  try {
    await processVideo(deps, videoId, job.signal);
  } catch (error) {
    if (error instanceof VideoRefusedError) {
      // Refused for what the file is: another attempt would only be refused again.
      deps.log.warn({ videoId, reason: error.message }, 'video refused before processing');
      await deps.db
        .update(videos)
        .set({ processing: 'failed', processingError: error.message, updatedAt: deps.clock.now() })
        .where(and(eq(videos.id, videoId), eq(videos.processing, 'processing')));
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const last = job.retryCount >= job.retryLimit;
    deps.log.warn(
      { err: error, videoId, attempt: job.retryCount + 1, last },
      'video processing failed',
    );
    await deps.db
      .update(videos)
      .set({
        processingError: message,
        updatedAt: deps.clock.now(),
      })
      .where(eq(videos.id, videoId));
    throw error;
  }
}

/** What a video whose last attempt died with its process says (a thrown error says its own). */
export const PROCESSING_STOPPED = 'Processing stopped before it could finish.';

/**
 * After the job's last attempt, whether it threw or died with its process (then no handler runs
 * again): the video is marked failed with the last error, so its maker sees it and can try
 * again. Being the one place that does so, a retry (which needs a failed video) can never be
 * overtaken by the give-up of the job before it.
 */
export async function giveUpVideo(
  deps: ProcessingDeps,
  job: RunningJob<ProcessVideoData>,
): Promise<void> {
  const { videoId } = job.data;
  if (!Number.isSafeInteger(videoId)) return;
  const [video] = await deps.db
    .update(videos)
    .set({
      processing: 'failed',
      processingError: sql`coalesce(${videos.processingError}, ${PROCESSING_STOPPED})`,
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(videos.id, videoId), eq(videos.processing, 'processing')))
    .returning({ id: videos.id });
  if (video) deps.log.warn({ videoId }, 'video processing given up after its last attempt');
}

/** Declares the queue and, when this process runs jobs, its worker. */
export async function defineVideoJobs(deps: ProcessingDeps & { jobs: JobQueue }): Promise<void> {
  await cleanUpAfterDeadServers(deps.log);
  await deps.jobs.define<ProcessVideoData>(
    PROCESS_VIDEO,
    VIDEO_PROCESSING_RETRY,
    (job) => runProcessVideoJob(deps, job),
    (job) => giveUpVideo(deps, job),
    { concurrency: VIDEO_PROCESSING_LANES.concurrency, perGroup: VIDEO_PROCESSING_LANES.perOwner },
  );
}

/**
 * Queues the processing of a video whose source file is stored (its row says `processing`).
 * Pass the transaction that wrote the row, so that row and job are kept or lost together.
 */
export async function queueVideoProcessing(
  jobs: JobQueue,
  tx: Db,
  videoId: number,
): Promise<string> {
  // The job's group is its owner: at most VIDEO_PROCESSING_LANES.perOwner of theirs at once.
  const [owner] = await tx
    .select({ userId: videos.userId, accountId: videos.accountId })
    .from(videos)
    .where(eq(videos.id, videoId));
  const group = owner?.userId ? `user-${owner.userId}` : `account-${owner?.accountId ?? 0}`;
  return jobs.send<ProcessVideoData>(PROCESS_VIDEO, { videoId }, tx, { group });
}

/**
 * Tries a failed video again: back to `processing` with a new job. False when the video is not
 * failed (already processing or ready, an embed, or gone).
 */
export async function retryVideoProcessing(
  deps: Pick<Deps, 'db' | 'clock'> & { jobs: JobQueue },
  videoId: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(videos)
      .set({ processing: 'processing', processingError: null, updatedAt: deps.clock.now() })
      .where(and(eq(videos.id, videoId), eq(videos.processing, 'failed')))
      .returning({ id: videos.id });
    if (!row) return false;
    await queueVideoProcessing(deps.jobs, tx, videoId);
    return true;
  });
}
