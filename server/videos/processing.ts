import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { videos } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import type { JobQueue, RunningJob } from '#server/jobs/queue.ts';
import { VIDEO_PROCESSING_RETRY } from '#server/settings.ts';
import { posterFrame, probe, toPlayableMp4 } from './ffmpeg.ts';

/** The queue of the video-processing job; its data is `{ videoId }`. */
export const PROCESS_VIDEO = 'process-video';

export type ProcessVideoData = { videoId: number };

type ProcessingDeps = Pick<Deps, 'db' | 'storage' | 'clock' | 'log'>;

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

  const dir = await mkdtemp(join(tmpdir(), 'outreach-video-'));
  try {
    const source = await deps.storage.get(video.sourceKey);
    if (!source) throw new Error(`The video's file ${video.sourceKey} is not in storage.`);
    const input = join(dir, `source${video.sourceKey.slice(video.sourceKey.lastIndexOf('.'))}`);
    await pipeline(source.body, createWriteStream(input));

    const original = await probe(input, signal);
    if (!original.video) throw new Error('The file has no video in it.');
    const playable = join(dir, 'video.mp4');
    await toPlayableMp4(input, original, playable, signal);
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
  await deps.jobs.define<ProcessVideoData>(
    PROCESS_VIDEO,
    VIDEO_PROCESSING_RETRY,
    (job) => runProcessVideoJob(deps, job),
    (job) => giveUpVideo(deps, job),
  );
}

/**
 * Queues the processing of a video whose source file is stored (its row says `processing`).
 * Pass the transaction that wrote the row, so that row and job are kept or lost together.
 */
export function queueVideoProcessing(jobs: JobQueue, tx: Db, videoId: number): Promise<string> {
  return jobs.send<ProcessVideoData>(PROCESS_VIDEO, { videoId }, tx);
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
