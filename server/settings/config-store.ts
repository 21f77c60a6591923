import { asc, eq, sql } from 'drizzle-orm';
import type { ConfigEntry, ConfigKey, InstructionVideo } from '#contract/config.ts';
import { CONFIG_KEYS } from '#contract/config.ts';
import type { Db } from '#server/db/database.ts';
import { configEntries, instructionVideos } from '#server/db/schema.ts';

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

export async function readInstructionVideos(db: Db): Promise<InstructionVideo[]> {
  const rows = await db
    .select({ slug: instructionVideos.slug, url: instructionVideos.url })
    .from(instructionVideos)
    .orderBy(asc(instructionVideos.slug));
  return rows;
}

export async function writeInstructionVideo(
  db: Db,
  video: InstructionVideo,
  now: Date,
): Promise<void> {
  await db
    .insert(instructionVideos)
    .values({ ...video, updatedAt: now })
    .onConflictDoUpdate({
      target: instructionVideos.slug,
      set: { url: video.url, updatedAt: now },
    });
}
