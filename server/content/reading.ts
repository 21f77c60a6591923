import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gt,
  like,
  inArray,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { CONTENT_LIMITS, READABLE_STATUSES } from '#contract/content/content.ts';
import type {
  ContentDetail,
  ContentItemRequest,
  ContentItemsRequest,
  ContentItemsResponse,
  ContentKind,
  ContentListItem,
  ContentMarkReadRequest,
  ContentMarkReadResponse,
} from '#contract/content/content.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/database.ts';
import { containsPattern } from '#server/db/like.ts';
import { contentAttachments, contentItems, contentReads, videos } from '#server/db/schema.ts';
import { notFound } from '#server/http/api-error.ts';
import { sanitizeRichText } from './rich-text.ts';

// What readers see (decision 068): items of their roles, published now, in their language or,
// when that one is not published, in English, saying which.

type Row = typeof contentItems.$inferSelect;

/** Readable now: scheduled or published, from its publish time (included) to its unpublish time (excluded). */
export function readableAt(now: Date | Placeholder): SQL {
  return and(
    inArray(contentItems.status, [...READABLE_STATUSES]),
    or(isNull(contentItems.publishAt), lte(contentItems.publishAt, now)),
    or(isNull(contentItems.unpublishAt), gt(contentItems.unpublishAt, now)),
  )!;
}

/** For one of the reader's roles. */
const forRoles = (roles: readonly Role[]) => arrayOverlaps(contentItems.roles, [...roles]);

const TEXT_KEYS = {
  title: { en: 'titleEn', es: 'titleEs', fr: 'titleFr', ko: 'titleKo' },
  summary: { en: 'summaryEn', es: 'summaryEs', fr: 'summaryFr', ko: 'summaryKo' },
  body: { en: 'bodyEn', es: 'bodyEs', fr: 'bodyFr', ko: 'bodyKo' },
  unfinished: { en: 'unfinishedEn', es: 'unfinishedEs', fr: 'unfinishedFr', ko: 'unfinishedKo' },
} as const satisfies Record<string, Record<AppLocale, keyof Row>>;

/** The language an item is shown in: the one asked for when it is published, else English. */
export function shownLanguage(
  row: Pick<
    Row,
    | 'languages'
    | 'titleEs'
    | 'titleFr'
    | 'titleKo'
    | 'unfinishedEs'
    | 'unfinishedFr'
    | 'unfinishedKo'
  > &
    Partial<Row>,
  requested: AppLocale,
): AppLocale {
  if (requested === 'en') return 'en';
  const title = row[TEXT_KEYS.title[requested]] as string;
  const unfinished = row[TEXT_KEYS.unfinished[requested]] as boolean;
  return row.languages.includes(requested) && !unfinished && title.trim() !== '' ? requested : 'en';
}

const listColumns = {
  kind: contentItems.kind,
  slug: contentItems.slug,
  topic: contentItems.topic,
  resourceType: contentItems.resourceType,
  month: contentItems.month,
  position: contentItems.position,
  languages: contentItems.languages,
  titleEn: contentItems.titleEn,
  titleEs: contentItems.titleEs,
  titleFr: contentItems.titleFr,
  titleKo: contentItems.titleKo,
  summaryEn: contentItems.summaryEn,
  summaryEs: contentItems.summaryEs,
  summaryFr: contentItems.summaryFr,
  summaryKo: contentItems.summaryKo,
  unfinishedEs: contentItems.unfinishedEs,
  unfinishedFr: contentItems.unfinishedFr,
  unfinishedKo: contentItems.unfinishedKo,
  publishAt: contentItems.publishAt,
  hasVideo:
    sql<boolean>`(${contentItems.videoId} is not null or ${contentItems.videoLink} is not null)`.mapWith(
      (value: unknown) => value === true || value === 't',
    ),
  attachments: sql<number>`(select count(*)::int from ${contentAttachments} a
    where a.item_id = ${contentItems.id})`.mapWith(Number),
};

/** How each kind is ordered: the boot camp's lessons in order, this month first, news first. */
function orderOf(kind: ContentKind) {
  if (kind === 'bootcamp_lesson') return [asc(contentItems.position), asc(contentItems.id)];
  if (kind === 'monthly_page') return [desc(contentItems.month), desc(contentItems.id)];
  return [
    desc(sql`coalesce(${contentItems.publishAt}, ${contentItems.createdAt})`),
    desc(contentItems.id),
  ];
}

/** Who reads: their roles choose the items, their id the read marks. */
export type Reader = { id: number; roles: readonly Role[] };

/** Whether the reader has opened the item (decision 070). */
const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${contentReads} r
    where r.item_id = ${contentItems.id} and r.user_id = ${userId})`.mapWith(
    (value: unknown) => value === true || value === 't',
  );

/** POST /content/items. */
export async function listContent(
  db: Db,
  reader: Reader,
  request: ContentItemsRequest,
  now: Date,
): Promise<ContentItemsResponse> {
  const { roles } = reader;
  const pageSize = request.page_size ?? 20;
  const page = request.page ?? 1;
  // search_text is kept in lower case: LIKE on it is cheaper than ILIKE, which lowers each row.
  const words = request.q?.trim().normalize('NFC').toLowerCase();
  const topic = request.topic?.trim();
  const condition = and(
    eq(contentItems.kind, request.kind),
    readableAt(now),
    forRoles(roles),
    topic ? eq(contentItems.topic, topic) : undefined,
    request.resource_type ? eq(contentItems.resourceType, request.resource_type) : undefined,
    words ? like(contentItems.searchText, containsPattern(words)) : undefined,
  );
  // The count with the page, in one pass: a search reads every item of the kind either way.
  const rows = await db
    .select({
      ...listColumns,
      read: readBy(reader.id),
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not exists (select 1 from ${contentReads} r
        where r.item_id = ${contentItems.id} and r.user_id = ${reader.id})) over ()`.mapWith(
        Number,
      ),
    })
    .from(contentItems)
    .where(condition)
    .orderBy(...orderOf(request.kind))
    .limit(Math.min(pageSize, CONTENT_LIMITS.pageSize))
    .offset((page - 1) * pageSize);
  // A page past the end has no row to carry the counts.
  const counted =
    rows[0] ??
    (page > 1
      ? (
          await db
            .select({
              total: count(),
              unread: sql<number>`count(*) filter (where not ${readBy(reader.id)})`.mapWith(Number),
            })
            .from(contentItems)
            .where(condition)
        )[0]
      : undefined);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((row): ContentListItem => {
      const language = shownLanguage(row, request.language);
      return {
        kind: row.kind,
        slug: row.slug,
        topic: row.topic,
        resource_type: row.resourceType,
        month: row.month,
        position: row.position,
        title: row[TEXT_KEYS.title[language]],
        summary: row[TEXT_KEYS.summary[language]],
        shown_in: language,
        publish_at: row.publishAt?.toISOString() ?? null,
        has_video: row.hasVideo,
        attachments: row.attachments,
        read: row.read,
      };
    }),
    total,
    unread: counted?.unread ?? 0,
  };
}

/** An item as readers see it in `requested` (or English), its body sanitized once more. */
export async function detailOf(db: Db, row: Row, requested: AppLocale): Promise<ContentDetail> {
  const language = shownLanguage(row, requested);
  // An uploaded video plays from its file once processed (null while it is not ready).
  const [video] = row.videoId
    ? await db
        .select({ fileKey: videos.fileKey, processing: videos.processing })
        .from(videos)
        .where(eq(videos.id, row.videoId))
    : [];
  const attachments = await db
    .select({
      id: contentAttachments.id,
      name: contentAttachments.fileName,
      size: contentAttachments.size,
    })
    .from(contentAttachments)
    .where(eq(contentAttachments.itemId, row.id))
    .orderBy(asc(contentAttachments.id));
  return {
    kind: row.kind,
    slug: row.slug,
    topic: row.topic,
    resource_type: row.resourceType,
    month: row.month,
    position: row.position,
    title: row[TEXT_KEYS.title[language]],
    summary: row[TEXT_KEYS.summary[language]],
    body: await sanitizeRichText(row[TEXT_KEYS.body[language]]),
    shown_in: language,
    publish_at: row.publishAt?.toISOString() ?? null,
    video_id: row.videoId,
    video_link: row.videoLink,
    video_url: video?.fileKey && video.processing === 'ready' ? `/files/${video.fileKey}` : null,
    attachments,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** POST /content/item: one item the reader may read now; any other is not found. */
export async function readContent(
  db: Db,
  roles: readonly Role[],
  request: ContentItemRequest,
  now: Date,
): Promise<ContentDetail> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, request.kind),
        eq(contentItems.slug, request.slug),
        readableAt(now),
        forRoles(roles),
      ),
    );
  if (!row) throw notFound('There is no such item to read.');
  return detailOf(db, row, request.language);
}

/** POST /admin/content/preview: what a reader in `language` would see, in any status. */
export async function previewContent(
  db: Db,
  id: number,
  language: AppLocale,
): Promise<ContentDetail> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw notFound('This record does not exist (any more).');
  return detailOf(db, row, language);
}

/** Whether the reader may read the item now (for its attachments' links). */
export async function readableItem(
  db: Db,
  roles: readonly Role[],
  itemId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, itemId), readableAt(now), forRoles(roles)));
  return Boolean(row);
}

/**
 * POST /content/mark_read: notes that the reader opened an item they may read now (once: a
 * second mark keeps the first time), and answers their unread items of its kind.
 */
export async function markRead(
  db: Db,
  reader: Reader,
  request: ContentMarkReadRequest,
  now: Date,
): Promise<ContentMarkReadResponse> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, request.kind),
        eq(contentItems.slug, request.slug),
        readableAt(now),
        forRoles(reader.roles),
      ),
    );
  if (!row) throw notFound('There is no such item to read.');
  await db
    .insert(contentReads)
    .values({ userId: reader.id, itemId: row.id, readAt: now })
    .onConflictDoNothing();
  const [unread] = await db
    .select({ n: count() })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, request.kind),
        readableAt(now),
        forRoles(reader.roles),
        sql`not ${readBy(reader.id)}`,
      ),
    );
  return { unread: unread?.n ?? 0 };
}
