import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { AppLocale } from '#contract/locales.ts';
import type {
  PlayerAnswer,
  PlayerCatalog,
  PlayerCatalogCategory,
  PlayerCatalogRequest,
  PlayerTestimonial,
  PlayerVideo,
} from '#contract/player/player.ts';
import { readableAt, shownLanguage } from '#server/content/reading.ts';
import { sanitizeRichText } from '#server/content/rich-text.ts';
import type { Db } from '#server/db/database.ts';
import { contentItems, testimonials, videos } from '#server/db/schema.ts';
import { playerCategories, playerTestimonials } from './tables.ts';

// What the public website player shows (issue 26, decision 074): published categories in order,
// each with its answers readable now and its testimonials whose source may be shown, every text
// in the language asked for or, where that one is missing, in English (saying which).

type Category = typeof playerCategories.$inferSelect;
type Answer = typeof contentItems.$inferSelect;

const TITLE = { en: 'titleEn', es: 'titleEs', fr: 'titleFr', ko: 'titleKo' } as const;
const DESCRIPTION = {
  en: 'descriptionEn',
  es: 'descriptionEs',
  fr: 'descriptionFr',
  ko: 'descriptionKo',
} as const;
const SUMMARY = { en: 'summaryEn', es: 'summaryEs', fr: 'summaryFr', ko: 'summaryKo' } as const;
const BODY = { en: 'bodyEn', es: 'bodyEs', fr: 'bodyFr', ko: 'bodyKo' } as const;

const fileUrl = (key: string | null) => (key ? `/files/${key}` : null);

/** A category's or testimonial's language: the one asked for when it has a title there, else English. */
function titledIn(row: Record<(typeof TITLE)[AppLocale], string>, requested: AppLocale): AppLocale {
  return row[TITLE[requested]].trim() !== '' ? requested : 'en';
}

type VideoRow = {
  url: string | null;
  fileKey: string | null;
  posterKey: string | null;
  processing: string | null;
  durationSeconds: number | null;
};

/** How a video plays: its link behind a facade, or its processed file; null while not ready. */
function playerVideoOf(video: VideoRow | undefined, link?: string | null): PlayerVideo | null {
  if (link) return { source: 'link', url: link, poster_url: null, duration_seconds: null };
  if (!video) return null;
  if (video.url) {
    return {
      source: 'link',
      url: video.url,
      poster_url: fileUrl(video.posterKey),
      duration_seconds: video.durationSeconds,
    };
  }
  if (video.fileKey && video.processing === 'ready') {
    return {
      source: 'file',
      url: `/files/${video.fileKey}`,
      poster_url: fileUrl(video.posterKey),
      duration_seconds: video.durationSeconds,
    };
  }
  return null;
}

const videoColumns = {
  id: videos.id,
  url: videos.url,
  fileKey: videos.fileKey,
  posterKey: videos.posterKey,
  processing: videos.processing,
  durationSeconds: videos.durationSeconds,
};

async function answersOf(
  db: Db,
  categoryIds: number[],
  language: AppLocale,
  now: Date,
): Promise<Map<number, PlayerAnswer[]>> {
  const rows: Answer[] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'answer'),
        inArray(contentItems.categoryId, categoryIds),
        readableAt(now),
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  const videoIds = rows.flatMap((row) => (row.videoId === null ? [] : [row.videoId]));
  const videoRows =
    videoIds.length > 0
      ? await db.select(videoColumns).from(videos).where(inArray(videos.id, videoIds))
      : [];
  const videoById = new Map(videoRows.map((video) => [video.id, video]));
  const byCategory = new Map<number, PlayerAnswer[]>();
  for (const row of rows) {
    const shown = shownLanguage(row, language);
    const answer: PlayerAnswer = {
      slug: row.slug,
      answer_type: row.answerType ?? 'article',
      title: row[TITLE[shown]],
      summary: row[SUMMARY[shown]],
      body: await sanitizeRichText(row[BODY[shown]]),
      shown_in: shown,
      video: playerVideoOf(
        row.videoId === null ? undefined : videoById.get(row.videoId),
        row.videoLink,
      ),
      updated_at: row.updatedAt.toISOString(),
    };
    const list = byCategory.get(row.categoryId!) ?? [];
    list.push(answer);
    byCategory.set(row.categoryId!, list);
  }
  return byCategory;
}

/**
 * The testimonials that may be shown: published, and their source too. A story video approved
 * (and playable); a written testimonial approved (its person's consent stands: a withdrawn one
 * is erased and no longer approved), and only on its own church's player, since its person
 * agreed to that church's public pages (decision 054).
 */
async function testimonialsOf(
  db: Db,
  categoryIds: number[],
  language: AppLocale,
  accountId: number | null,
): Promise<Map<number, PlayerTestimonial[]>> {
  const rows = await db
    .select({
      link: playerTestimonials,
      video: videoColumns,
      testimonial: {
        firstName: testimonials.firstName,
        story: testimonials.story,
      },
    })
    .from(playerTestimonials)
    .leftJoin(
      videos,
      and(
        eq(videos.id, playerTestimonials.videoId),
        eq(videos.kind, 'story'),
        eq(videos.status, 'approved'),
      ),
    )
    .leftJoin(
      testimonials,
      and(
        eq(testimonials.id, playerTestimonials.testimonialId),
        eq(testimonials.status, 'approved'),
        accountId === null ? eq(testimonials.id, -1) : eq(testimonials.accountId, accountId),
      ),
    )
    .where(
      and(
        inArray(playerTestimonials.categoryId, categoryIds),
        eq(playerTestimonials.status, 'published'),
        or(isNotNull(videos.id), isNotNull(testimonials.story)),
      ),
    )
    .orderBy(asc(playerTestimonials.position), asc(playerTestimonials.id));
  const byCategory = new Map<number, PlayerTestimonial[]>();
  for (const { link, video, testimonial } of rows) {
    const shown = titledIn(link, language);
    const playable = video?.id ? playerVideoOf(video) : null;
    if (video?.id && !playable) continue;
    const item: PlayerTestimonial = {
      slug: link.slug,
      source: link.videoId === null ? 'testimonial' : 'story_video',
      title: link[TITLE[shown]],
      shown_in: shown,
      first_name: playable ? '' : (testimonial?.firstName ?? ''),
      story: playable ? '' : (testimonial?.story ?? ''),
      video: playable,
    };
    const list = byCategory.get(link.categoryId) ?? [];
    list.push(item);
    byCategory.set(link.categoryId, list);
  }
  return byCategory;
}

/**
 * The public player's content: the published categories (one, by its slug, or all) in order,
 * each with its answers readable now and its testimonials that may be shown, in `language` with
 * English where a text is missing. An unknown or unpublished category gives no categories.
 */
export async function playerCatalog(
  db: Db,
  request: PlayerCatalogRequest,
  now: Date,
): Promise<PlayerCatalog> {
  const { language } = request;
  const categories: Category[] = await db
    .select()
    .from(playerCategories)
    .where(
      and(
        eq(playerCategories.status, 'published'),
        request.category_slug === undefined
          ? undefined
          : eq(playerCategories.slug, request.category_slug),
      ),
    )
    .orderBy(asc(playerCategories.position), asc(playerCategories.id));
  if (categories.length === 0) return { language, categories: [] };
  const ids = categories.map((category) => category.id);
  const [answers, stories] = await Promise.all([
    answersOf(db, ids, language, now),
    testimonialsOf(db, ids, language, request.account_id ?? null),
  ]);
  return {
    language,
    categories: categories.map((category): PlayerCatalogCategory => {
      const shown = titledIn(category, language);
      const description = category[DESCRIPTION[shown]];
      return {
        slug: category.slug,
        title: category[TITLE[shown]],
        description: description.trim() !== '' ? description : category.descriptionEn,
        shown_in: shown,
        cover_url: fileUrl(category.coverKey),
        position: category.position,
        answers: answers.get(category.id) ?? [],
        testimonials: stories.get(category.id) ?? [],
      };
    }),
  };
}
