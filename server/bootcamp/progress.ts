import { and, arrayOverlaps, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { BOOTCAMP_LIMITS, isStepLesson } from '#contract/bootcamp/bootcamp.ts';
import type {
  BootcampCourse,
  BootcampLesson,
  BootcampSaved,
  BootcampTotals,
  LessonKind,
  WatchedRange,
} from '#contract/bootcamp/bootcamp.ts';
import { CONTENT_READER_ROLES } from '#contract/content/content.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import { readableAt, shownLanguage } from '#server/content/reading.ts';
import { sanitizeRichText } from '#server/content/rich-text.ts';
import type { Db } from '#server/db/database.ts';
import { bootcampProgress, contentItems, users, videos } from '#server/db/schema.ts';
import { sessionColumns, sessionUser } from '#server/auth/authenticate.ts';
import type { TokenClaims } from '#server/auth/tokens.ts';
import { tickOwnActionStep } from '#server/dashboard/action-steps.ts';
import { conflict, notFound, validationFailed } from '#server/http/api-error.ts';
import { mergeRanges, rangesProblem, watchedEnough, watchedSeconds } from './ranges.ts';

// The boot camp (decision 070): the `bootcamp_lesson` items a reader may read now, in order,
// and their progress: watched pieces merged so each second counts once, and a completion that
// is set once and never cleared.

type Reader = { id: number; roles: readonly Role[] };

/** The lessons readable now by the roles given, or by the roles in the `users` row read. */
const lessonsOf = (roles: readonly Role[] | typeof users.roles, now: Date | Placeholder) =>
  and(
    eq(contentItems.kind, 'bootcamp_lesson'),
    readableAt(now),
    arrayOverlaps(contentItems.roles, isRoleList(roles) ? [...roles] : roles),
  );

const isRoleList = (roles: readonly Role[] | typeof users.roles): roles is readonly Role[] =>
  Array.isArray(roles);

const fileUrl = (key: string | null) => (key ? `/files/${key}` : null);

type VideoFacts = {
  fileKey: string | null;
  posterKey: string | null;
  durationSeconds: number | null;
  processing: string | null;
} | null;

/** How the lesson is completed; an uploaded video plays only once processed and measured. */
function kindOf(videoId: number | null, videoLink: string | null): LessonKind {
  if (videoId != null) return 'video';
  return videoLink ? 'link' : 'text';
}

/** The uploaded video's length when it can be played, else null. */
function playableDuration(video: VideoFacts): number | null {
  if (!video?.fileKey || video.processing !== 'ready') return null;
  const duration = video.durationSeconds ?? 0;
  return duration > 0 ? duration : null;
}

const TEXTS = {
  en: ['titleEn', 'summaryEn', 'bodyEn'],
  es: ['titleEs', 'summaryEs', 'bodyEs'],
  fr: ['titleFr', 'summaryFr', 'bodyFr'],
  ko: ['titleKo', 'summaryKo', 'bodyKo'],
} as const satisfies Record<AppLocale, readonly (keyof typeof contentItems.$inferSelect)[]>;

const totalsFrom = (completed: number, total: number): BootcampTotals => ({
  completed,
  total,
  percent: total === 0 ? 0 : Math.floor((completed * 100) / total),
});

/** Completed lessons of those readable now, and the share as a floored whole percentage. */
async function totalsOf(db: Db, reader: Reader, now: Date): Promise<BootcampTotals> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      completed: sql<number>`count(${bootcampProgress.completedAt})::int`.mapWith(Number),
    })
    .from(contentItems)
    .leftJoin(
      bootcampProgress,
      and(eq(bootcampProgress.itemId, contentItems.id), eq(bootcampProgress.userId, reader.id)),
    )
    .where(lessonsOf(reader.roles, now));
  return totalsFrom(row?.completed ?? 0, row?.total ?? 0);
}

/** POST /bootcamp/course. */
export async function readCourse(
  db: Db,
  reader: Reader,
  language: AppLocale,
  now: Date,
): Promise<BootcampCourse> {
  const rows = await db
    .select({ item: contentItems, video: videos, progress: bootcampProgress })
    .from(contentItems)
    .leftJoin(videos, eq(videos.id, contentItems.videoId))
    .leftJoin(
      bootcampProgress,
      and(eq(bootcampProgress.itemId, contentItems.id), eq(bootcampProgress.userId, reader.id)),
    )
    .where(lessonsOf(reader.roles, now))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  const lessons: BootcampLesson[] = [];
  for (const { item, video, progress } of rows) {
    const shown = shownLanguage(item, language);
    const [title, summary, body] = TEXTS[shown];
    const kind = kindOf(item.videoId, item.videoLink);
    const duration = kind === 'video' ? playableDuration(video) : null;
    lessons.push({
      slug: item.slug,
      position: item.position,
      title: item[title],
      summary: item[summary],
      body: await sanitizeRichText(item[body]),
      shown_in: shown,
      kind,
      video_url: duration ? fileUrl(video?.fileKey ?? null) : null,
      poster_url: duration ? fileUrl(video?.posterKey ?? null) : null,
      video_link: kind === 'link' ? item.videoLink : null,
      duration_seconds: duration,
      watched: progress?.watched ?? [],
      watched_seconds: progress?.watchedSeconds ?? 0,
      completed_at: progress?.completedAt?.toISOString() ?? null,
      step: isStepLesson(item.slug) ? item.slug : null,
    });
  }
  const completed = lessons.filter((lesson) => lesson.completed_at).length;
  return { lessons, totals: totalsFrom(completed, lessons.length) };
}

/**
 * The caller's session row (`sessionColumns`), the lesson of that slug their roles may read now,
 * its video's facts, their progress and their totals: one query, so that a save that adds
 * nothing costs one round trip, as a bare token check does. The totals are counted in
 * subqueries on the caller's row. Prepared once per database (PostgreSQL plans it once per
 * connection); placeholders `userId`, `jti`, `slug` and `now`.
 */
function prepareCallerAndLesson(db: Db) {
  const now = sql.placeholder('now');
  const mine = eq(bootcampProgress.userId, users.id);
  const countOf = (what: SQL) =>
    sql<number>`(select ${what} from ${contentItems} left join ${bootcampProgress}
      on ${bootcampProgress.itemId} = ${contentItems.id} and ${mine}
      where ${lessonsOf(users.roles, now)})`.mapWith(Number);
  return db
    .select({
      session: sessionColumns(sql.placeholder('jti')),
      lesson: {
        id: contentItems.id,
        slug: contentItems.slug,
        videoId: contentItems.videoId,
        videoLink: contentItems.videoLink,
      },
      video: {
        fileKey: videos.fileKey,
        posterKey: videos.posterKey,
        durationSeconds: videos.durationSeconds,
        processing: videos.processing,
      },
      watched: bootcampProgress.watched,
      completedAt: bootcampProgress.completedAt,
      completed: countOf(sql`count(${bootcampProgress.completedAt})::int`),
      total: countOf(sql`count(*)::int`),
    })
    .from(users)
    .leftJoin(
      contentItems,
      and(lessonsOf(users.roles, now), eq(contentItems.slug, sql.placeholder('slug'))),
    )
    .leftJoin(videos, eq(videos.id, contentItems.videoId))
    .leftJoin(bootcampProgress, and(eq(bootcampProgress.itemId, contentItems.id), mine))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('bootcamp_caller_lesson');
}

const callerAndLessonQueries = new WeakMap<Db, ReturnType<typeof prepareCallerAndLesson>>();

async function callerAndLesson(db: Db, claims: TokenClaims, slug: string, now: Date) {
  let query = callerAndLessonQueries.get(db);
  if (!query) {
    query = prepareCallerAndLesson(db);
    callerAndLessonQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: claims.userId, jti: claims.jti, slug, now });
  // A 401 unless the session still holds, a 403 for a role that reads no content (admins).
  const caller = sessionUser(claims, row?.session, CONTENT_READER_ROLES);
  if (!row?.lesson) throw notFound('There is no such lesson to read.');
  return {
    caller,
    lesson: row.lesson,
    video: row.video,
    /** Null when the caller has no progress row for the lesson yet. */
    watched: row.watched,
    completedAt: row.completedAt,
    totals: totalsFrom(row.completed, row.total),
  };
}

/** The lesson of that slug the reader may read now. */
async function lessonOf(db: Db, reader: Reader, slug: string, now: Date) {
  const [lesson] = await db
    .select({
      id: contentItems.id,
      slug: contentItems.slug,
      videoId: contentItems.videoId,
      videoLink: contentItems.videoLink,
    })
    .from(contentItems)
    .where(and(lessonsOf(reader.roles, now), eq(contentItems.slug, slug)));
  if (!lesson) throw notFound('There is no such lesson to read.');
  return lesson;
}

/** The reader's progress row of a lesson, made if missing, locked until the transaction ends. */
async function lockedProgress(tx: Db, reader: Reader, itemId: number, now: Date) {
  const mine = and(eq(bootcampProgress.userId, reader.id), eq(bootcampProgress.itemId, itemId));
  const locked = () => tx.select().from(bootcampProgress).where(mine).for('update');
  const [existing] = await locked();
  if (existing) return existing;
  await tx
    .insert(bootcampProgress)
    .values({ userId: reader.id, itemId, updatedAt: now })
    .onConflictDoNothing();
  const [made] = await locked();
  if (!made) throw notFound('There is no such lesson to read.');
  return made;
}

const sameRanges = (a: readonly WatchedRange[], b: readonly WatchedRange[]) =>
  a.length === b.length && a.every(([start, end], i) => start === b[i]![0] && end === b[i]![1]);

/** Writes a lesson's progress; a first completion ticks the lesson's step (decision 070). */
async function saveProgress(
  tx: Db,
  reader: Reader,
  lesson: { id: number; slug: string },
  was: { completedAt: Date | null },
  next: { watched: WatchedRange[]; seconds: number; complete: boolean },
  now: Date,
): Promise<Omit<BootcampSaved, 'totals'>> {
  // Set once, never cleared: a rewatch, a new lesson or a shorter video leaves it as it was.
  const completedAt = was.completedAt ?? (next.complete ? now : null);
  await tx
    .update(bootcampProgress)
    .set({ watched: next.watched, watchedSeconds: next.seconds, completedAt, updatedAt: now })
    .where(and(eq(bootcampProgress.userId, reader.id), eq(bootcampProgress.itemId, lesson.id)));
  if (!was.completedAt && completedAt && isStepLesson(lesson.slug)) {
    await tickOwnActionStep(tx, reader.id, lesson.slug, now);
  }
  return {
    slug: lesson.slug,
    watched: next.watched,
    watched_seconds: next.seconds,
    completed_at: completedAt?.toISOString() ?? null,
  };
}

/**
 * POST /bootcamp/watch: adds the pieces that played to the lesson's; the server counts the
 * seconds and decides completion (no percentage is taken from the browser).
 *
 * Most saves repeat pieces already counted (the page sends its pieces again every 10 s, on
 * pause and when hidden): they cost the one read. New seconds that do not complete the lesson
 * are written by compare-and-set: one statement that applies only if the row is still what the
 * read saw, with the read's totals (completion did not change). A first completion, which
 * ticks a step, and a save that lost a race to another take the row's lock and merge again.
 */
export async function saveWatched(
  db: Db,
  claims: TokenClaims,
  slug: string,
  ranges: readonly WatchedRange[],
  now: Date,
): Promise<BootcampSaved> {
  const read = await callerAndLesson(db, claims, slug, now);
  const { caller: reader, lesson } = read;
  if (kindOf(lesson.videoId, lesson.videoLink) !== 'video') {
    throw conflict('This lesson has no video to watch: mark it done instead.');
  }
  const duration = playableDuration(read.video);
  if (!duration) throw conflict('This lesson’s video is not ready to play yet.');
  const problem = rangesProblem(ranges, duration);
  if (problem) throw validationFailed({ ranges: problem });
  const known = read.watched ?? [];
  const watched = mergePieces([...known, ...ranges], duration);
  const seconds = watchedSeconds(watched);
  const completes = !read.completedAt && watchedEnough(seconds, duration);
  const asRead = {
    slug: lesson.slug,
    watched,
    watched_seconds: seconds,
    completed_at: read.completedAt?.toISOString() ?? null,
    totals: read.totals,
  };
  if (!completes) {
    if (read.watched !== null && sameRanges(watched, known)) return asRead;
    if (await storedIfUnchanged(db, reader, lesson.id, read.watched, { watched, seconds }, now)) {
      return asRead;
    }
  }
  const saved = await db.transaction(async (tx) => {
    const progress = await lockedProgress(tx, reader, lesson.id, now);
    const merged = mergePieces([...progress.watched, ...ranges], duration);
    const total = watchedSeconds(merged);
    const complete = watchedEnough(total, duration);
    return saveProgress(
      tx,
      reader,
      lesson,
      progress,
      { watched: merged, seconds: total, complete },
      now,
    );
  });
  return { ...saved, totals: await totalsOf(db, reader, now) };
}

/** `mergeRanges`, refusing a video watched in more separate pieces than are kept. */
function mergePieces(ranges: readonly WatchedRange[], duration: number): WatchedRange[] {
  const merged = mergeRanges(ranges, duration);
  if (merged.length > BOOTCAMP_LIMITS.piecesKept) {
    throw validationFailed({ ranges: 'Too many separate pieces were sent for this video.' });
  }
  return merged;
}

/**
 * The compare-and-set of new pieces, prepared once per database. Placeholders: `userId`,
 * `itemId`, `watched` and `was` (JSON text: placeholders skip the column's own encoding),
 * `seconds` and `now`.
 */
function prepareCompareAndSet(db: Db) {
  return db
    .update(bootcampProgress)
    .set({
      watched: sql`${sql.placeholder('watched')}::jsonb`,
      watchedSeconds: sql`${sql.placeholder('seconds')}`,
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(
      and(
        eq(bootcampProgress.userId, sql.placeholder('userId')),
        eq(bootcampProgress.itemId, sql.placeholder('itemId')),
        eq(bootcampProgress.watched, sql`${sql.placeholder('was')}::jsonb`),
      ),
    )
    .returning({ itemId: bootcampProgress.itemId })
    .prepare('bootcamp_compare_and_set');
}

const compareAndSetQueries = new WeakMap<Db, ReturnType<typeof prepareCompareAndSet>>();

/**
 * Writes new pieces only if the row is still `was` (null: there was no row): one statement,
 * no transaction. False when another save changed the row first.
 */
async function storedIfUnchanged(
  db: Db,
  reader: Reader,
  itemId: number,
  was: WatchedRange[] | null,
  next: { watched: WatchedRange[]; seconds: number },
  now: Date,
): Promise<boolean> {
  if (was === null) {
    const made = await db
      .insert(bootcampProgress)
      .values({
        userId: reader.id,
        itemId,
        watched: next.watched,
        watchedSeconds: next.seconds,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ itemId: bootcampProgress.itemId });
    return made.length > 0;
  }
  let query = compareAndSetQueries.get(db);
  if (!query) {
    query = prepareCompareAndSet(db);
    compareAndSetQueries.set(db, query);
  }
  const stored = await query.execute({
    userId: reader.id,
    itemId,
    watched: JSON.stringify(next.watched),
    was: JSON.stringify(was),
    seconds: next.seconds,
    now,
  });
  return stored.length > 0;
}

/** POST /bootcamp/mark_done: completes a text or link lesson (again: nothing changes). */
export async function markDone(
  db: Db,
  reader: Reader,
  slug: string,
  now: Date,
): Promise<BootcampSaved> {
  const lesson = await lessonOf(db, reader, slug, now);
  if (kindOf(lesson.videoId, lesson.videoLink) === 'video') {
    throw conflict('This lesson is completed by watching its video.');
  }
  const saved = await db.transaction(async (tx) => {
    const progress = await lockedProgress(tx, reader, lesson.id, now);
    return saveProgress(
      tx,
      reader,
      lesson,
      progress,
      { watched: progress.watched, seconds: progress.watchedSeconds, complete: true },
      now,
    );
  });
  return { ...saved, totals: await totalsOf(db, reader, now) };
}
