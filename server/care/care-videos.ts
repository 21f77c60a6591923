import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CARE_LIMITS } from '#contract/care/careVideos.ts';
import type {
  CareCaptionRequest,
  CareCategory,
  CareCrisisLineResponse,
  CarePositionRequest,
  CarePositionResponse,
  CareSpeaker,
  CareVideoDetail,
  CareVideoListItem,
  CareVideoRequest,
  CareVideosRequest,
  CareVideosResponse,
} from '#contract/care/careVideos.ts';
import { crisisLineKey } from '#contract/care/crisisLine.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/database.ts';
import { containsPattern } from '#server/db/like.ts';
import { configEntries, contentItems, videos } from '#server/db/schema.ts';
import { notFound } from '#server/http/api-error.ts';
import {
  checkSignedLink,
  type DownloadDeps,
  readStoredFile,
  signedLink,
  type SignedLinkKind,
} from '#server/http/signed-links.ts';
import { readableAt, shownLanguage } from '#server/content/reading.ts';
import { sanitizeRichText } from '#server/content/rich-text.ts';
import { careCategories, careSpeakers } from './tables.ts';
import { careCaptions, careVideoPositions } from './videoTables.ts';

// What the care video player reads (issue 27, decision 076): published categories, the care
// videos readable now for the reader's roles (content's rules, decision 068), in their language
// or English, with the speaker beside, caption tracks as signed links, and where they stopped.

/** The item's id, qualified: inside a subquery drizzle would write a bare `"id"`. */
const ITEM_ID = sql.raw('"content_items"."id"');

type Reader = { id: number; roles: readonly Role[] };
type Texts<F extends string> = Record<`${F}_${AppLocale}`, string>;

const CAPTION_LINK: SignedLinkKind = {
  purpose: 'care-caption',
  path: '/care/caption',
  idParam: 'caption',
};

/** A care category's or speaker's text in `language`, or English when that one is empty. */
function textIn<F extends string>(row: Texts<F>, field: F, language: AppLocale): string {
  const own = row[`${field}_${language}`];
  return own.trim() !== '' ? own : row[`${field}_en`];
}

/** Care videos this reader may watch now. */
function watchable(roles: readonly Role[], now: Date) {
  return and(
    eq(contentItems.kind, 'care_video'),
    readableAt(now),
    sql`${contentItems.roles} && ${sql.param([...roles])}::text[]`,
    inArray(
      contentItems.careCategoryId,
      sql`(select id from ${careCategories} where status = 'published')`,
    ),
  );
}

const categoryTexts = (row: typeof careCategories.$inferSelect) => ({
  title_en: row.titleEn,
  title_es: row.titleEs,
  title_fr: row.titleFr,
  title_ko: row.titleKo,
  description_en: row.descriptionEn,
  description_es: row.descriptionEs,
  description_fr: row.descriptionFr,
  description_ko: row.descriptionKo,
});

function categoryIn(row: typeof careCategories.$inferSelect, language: AppLocale) {
  const texts = categoryTexts(row);
  const shownIn: AppLocale =
    language !== 'en' && row[titleKey(language)].trim() !== '' ? language : 'en';
  return {
    title: textIn(texts, 'title', shownIn),
    description: textIn(texts, 'description', shownIn),
    shown_in: shownIn,
  };
}

const titleKey = (language: AppLocale) =>
  (({ en: 'titleEn', es: 'titleEs', fr: 'titleFr', ko: 'titleKo' }) as const)[language];
const summaryKey = (language: AppLocale) =>
  (({ en: 'summaryEn', es: 'summaryEs', fr: 'summaryFr', ko: 'summaryKo' }) as const)[language];
const bodyKey = (language: AppLocale) =>
  (({ en: 'bodyEn', es: 'bodyEs', fr: 'bodyFr', ko: 'bodyKo' }) as const)[language];

/** A speaker as the player shows them, or null for none or a draft one. */
function speakerIn(
  row: typeof careSpeakers.$inferSelect | undefined,
  language: AppLocale,
): CareSpeaker | null {
  if (!row || row.status !== 'published') return null;
  const texts = {
    bio_en: row.bioEn,
    bio_es: row.bioEs,
    bio_fr: row.bioFr,
    bio_ko: row.bioKo,
    credentials_en: row.credentialsEn,
    credentials_es: row.credentialsEs,
    credentials_fr: row.credentialsFr,
    credentials_ko: row.credentialsKo,
  };
  return {
    slug: row.slug,
    name: row.name,
    bio: textIn(texts, 'bio', language),
    credentials: textIn(texts, 'credentials', language),
    picture_url: row.pictureKey ? `/files/${row.pictureKey}` : null,
  };
}

/** POST /care/videos: the categories, and one category's videos or those a search finds. */
export async function listCareVideos(
  db: Db,
  reader: Reader,
  request: CareVideosRequest,
  now: Date,
): Promise<CareVideosResponse> {
  const language = request.language;
  const categoryRows = await db
    .select()
    .from(careCategories)
    .where(eq(careCategories.status, 'published'))
    .orderBy(asc(careCategories.position), asc(careCategories.id));
  const counts = await db
    .select({ id: contentItems.careCategoryId, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contentItems)
    .where(watchable(reader.roles, now))
    .groupBy(contentItems.careCategoryId);
  const countOf = new Map(counts.map((row) => [row.id, row.n]));
  const categories: CareCategory[] = categoryRows.map((row) => ({
    slug: row.slug,
    ...categoryIn(row, language),
    videos: countOf.get(row.id) ?? 0,
  }));

  const words = request.q?.trim().normalize('NFC').toLowerCase();
  const category = request.category
    ? categoryRows.find((row) => row.slug === request.category)
    : undefined;
  if (request.category && !category) return { categories, videos: [] };
  const rows = await db
    .select({
      item: contentItems,
      position: sql<number>`coalesce((select p.position from ${careVideoPositions} p
        where p.item_id = ${ITEM_ID} and p.user_id = ${reader.id}), 0)`.mapWith(Number),
      captions: sql<AppLocale[]>`coalesce((select json_agg(c.language order by c.language)
        from ${careCaptions} c where c.item_id = ${ITEM_ID}), '[]'::json)`,
      speakerName: sql<string | null>`(select s.name from ${careSpeakers} s
        where s.id = ${sql.raw('"content_items"."care_speaker_id"')} and s.status = 'published')`,
    })
    .from(contentItems)
    .where(
      and(
        watchable(reader.roles, now),
        category ? eq(contentItems.careCategoryId, category.id) : undefined,
        // search_text holds the published languages' words, composed and in lower case (068).
        words ? like(contentItems.searchText, containsPattern(words)) : undefined,
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.id))
    .limit(100);
  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  return {
    categories,
    videos: rows.map(({ item, position, captions, speakerName }): CareVideoListItem => {
      const shownIn = shownLanguage(item, language);
      const itemCategory = byId.get(item.careCategoryId!)!;
      return {
        slug: item.slug,
        title: item[titleKey(shownIn)],
        summary: item[summaryKey(shownIn)],
        shown_in: shownIn,
        category_slug: itemCategory.slug,
        category_title: categoryIn(itemCategory, language).title,
        speaker_name: speakerName,
        captions: captions ?? [],
        position,
      };
    }),
  };
}

/** POST /care/video: one care video the reader may watch now; any other is not found. */
export async function readCareVideo(
  deps: DownloadDeps,
  reader: Reader,
  request: CareVideoRequest,
): Promise<CareVideoDetail> {
  const now = deps.clock.now();
  const [item] = await deps.db
    .select()
    .from(contentItems)
    .where(and(watchable(reader.roles, now), eq(contentItems.slug, request.slug)));
  if (!item) throw notFound('There is no such care video.');
  const language = shownLanguage(item, request.language);
  const [category] = await deps.db
    .select()
    .from(careCategories)
    .where(eq(careCategories.id, item.careCategoryId!));
  const [speaker] = item.careSpeakerId
    ? await deps.db.select().from(careSpeakers).where(eq(careSpeakers.id, item.careSpeakerId))
    : [];
  const [video] = item.videoId
    ? await deps.db
        .select({ fileKey: videos.fileKey, processing: videos.processing })
        .from(videos)
        .where(eq(videos.id, item.videoId))
    : [];
  const captions = await deps.db
    .select({ id: careCaptions.id, language: careCaptions.language })
    .from(careCaptions)
    .where(eq(careCaptions.itemId, item.id))
    .orderBy(asc(careCaptions.language));
  const [position] = await deps.db
    .select({ position: careVideoPositions.position })
    .from(careVideoPositions)
    .where(and(eq(careVideoPositions.itemId, item.id), eq(careVideoPositions.userId, reader.id)));
  return {
    slug: item.slug,
    title: item[titleKey(language)],
    summary: item[summaryKey(language)],
    body: await sanitizeRichText(item[bodyKey(language)]),
    shown_in: language,
    category_slug: category!.slug,
    category_title: categoryIn(category!, request.language).title,
    speaker: speakerIn(speaker, request.language),
    video_url: video?.fileKey && video.processing === 'ready' ? `/files/${video.fileKey}` : null,
    video_link: item.videoLink,
    captions: captions.map((caption) => ({
      language: caption.language,
      url: signedLink(deps.downloadKey, CAPTION_LINK, caption.id, now, CARE_LIMITS.captionSeconds)
        .url,
    })),
    position: position?.position ?? 0,
    updated_at: item.updatedAt.toISOString(),
  };
}

/** POST /care/position: keeps where the reader stopped in a care video they may watch. */
export async function saveCarePosition(
  db: Db,
  reader: Reader,
  request: CarePositionRequest,
  now: Date,
): Promise<CarePositionResponse> {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(watchable(reader.roles, now), eq(contentItems.slug, request.slug)));
  if (!item) throw notFound('There is no such care video.');
  await db
    .insert(careVideoPositions)
    .values({ userId: reader.id, itemId: item.id, position: request.position, updatedAt: now })
    .onConflictDoUpdate({
      target: [careVideoPositions.userId, careVideoPositions.itemId],
      set: { position: request.position, updatedAt: now },
    });
  return { position: request.position };
}

/** GET /care/caption: the WebVTT file, while the link is ours and has not expired. */
export async function sendCareCaption(
  deps: DownloadDeps,
  reply: FastifyReply,
  request: CareCaptionRequest,
): Promise<Uint8Array> {
  checkSignedLink(
    deps.downloadKey,
    CAPTION_LINK.purpose,
    { id: request.caption, expires: request.expires, signature: request.signature },
    deps.clock.now(),
    'This caption link has expired. Open the video again for a new one.',
  );
  const [caption] = await deps.db
    .select({ fileKey: careCaptions.fileKey })
    .from(careCaptions)
    .where(eq(careCaptions.id, request.caption));
  if (!caption) throw notFound('There are no such captions.');
  const file = await readStoredFile(deps.storage, caption.fileKey);
  reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, max-age=3600');
  return file.bytes;
}

/** POST /care/crisis_line: the reader's language's crisis line, or English's when it has none. */
export async function readCrisisLine(db: Db, language: AppLocale): Promise<CareCrisisLineResponse> {
  const keys = [crisisLineKey(language), crisisLineKey('en')];
  const rows = await db
    .select({ key: configEntries.key, value: configEntries.value })
    .from(configEntries)
    .where(inArray(configEntries.key, keys));
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() ?? '';
  const own = value(crisisLineKey(language));
  if (own !== '') return { text: own, shown_in: language };
  return { text: value(crisisLineKey('en')), shown_in: 'en' };
}
