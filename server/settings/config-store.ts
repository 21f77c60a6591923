import { asc, eq, sql } from 'drizzle-orm';
import type {
  ConfigEntry,
  ConfigKey,
  InstructionVideo,
  SetInstructionVideoRequest,
} from '#contract/config.ts';
import { CONFIG_KEYS } from '#contract/config.ts';
import type { Db } from '#server/db/database.ts';
import { configEntries, instructionVideos, videos } from '#server/db/schema.ts';
import { validationFailed } from '#server/http/api-error.ts';

/** Every catalogue setting in catalogue order, '' when never set; stored keys not in it are left out. */
export async function readConfig(db: Db): Promise<ConfigEntry[]> {
  const rows = await db.select().from(configEntries);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return CONFIG_KEYS.map((key) => ({ key, value: stored.get(key) ?? '' }));
}

export async function readConfigVar(db: Db, key: ConfigKey): Promise<ConfigEntry> {
  const [row] = await db.select().from(configEntries).where(eq(configEntries.key, key));
  return { key, value: row?.value ?? '' };
}

export async function writeConfig(db: Db, entries: ConfigEntry[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(configEntries)
    .values(entries.map(({ key, value }) => ({ key, value, updatedAt: now })))
    .onConflictDoUpdate({
      target: configEntries.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Each dashboard's video; an uploaded one plays from its processed file once it is ready. */
export async function readInstructionVideos(db: Db): Promise<InstructionVideo[]> {
  const rows = await db
    .select({
      slug: instructionVideos.slug,
      url: instructionVideos.url,
      videoId: instructionVideos.videoId,
      fileKey: videos.fileKey,
      processing: videos.processing,
    })
    .from(instructionVideos)
    .leftJoin(videos, eq(videos.id, instructionVideos.videoId))
    .orderBy(asc(instructionVideos.slug));
  return rows.map(instructionVideoOf);
}

function instructionVideoOf(row: {
  slug: string;
  url: string;
  videoId: number | null;
  fileKey: string | null;
  processing: string | null;
}): InstructionVideo {
  if (row.videoId === null) return { slug: row.slug, url: row.url, video_id: null };
  const ready = row.fileKey !== null && row.processing === 'ready';
  return { slug: row.slug, url: ready ? `/files/${row.fileKey}` : '', video_id: row.videoId };
}

/**
 * Sets a dashboard's video: a link, or an uploaded instruction or monthly video (refused with a
 * field error when the id names any other video). Answers the slot as readers will see it.
 */
export async function writeInstructionVideo(
  db: Db,
  request: SetInstructionVideoRequest,
  now: Date,
): Promise<InstructionVideo> {
  const videoId = request.video_id ?? null;
  if (videoId !== null) {
    const [video] = await db
      .select({ kind: videos.kind })
      .from(videos)
      .where(eq(videos.id, videoId));
    if (!video || (video.kind !== 'instruction' && video.kind !== 'monthly')) {
      throw validationFailed({ video_id: 'Choose one of the instruction or monthly videos.' });
    }
  }
  const values = { url: request.url ?? '', videoId, updatedAt: now };
  await db
    .insert(instructionVideos)
    .values({ slug: request.slug, ...values })
    .onConflictDoUpdate({ target: instructionVideos.slug, set: values });
  const saved = await readInstructionVideos(db);
  return saved.find((video) => video.slug === request.slug)!;
}
