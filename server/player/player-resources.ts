import { eq, sql } from 'drizzle-orm';
import type { PlayerTestimonialSource } from '#contract/player/player.ts';
import {
  playerCategoriesResource,
  playerTestimonialsResource,
} from '#contract/player/playerResources.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, contentItems, testimonials, users, videos } from '#server/db/schema.ts';
import { conflict, validationFailed } from '#server/http/api-error.ts';
import type { ResourceRules, ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';
import { playerCategories, playerTestimonials } from './tables.ts';

// The admin's website-player resources (issue 26, decision 074): categories and the testimonials
// attached to them, on the generic routes, with the rules that span fields checked against the
// record as it will be (the input over the record as it was).

type Values = Record<string, unknown>;

const column = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);

const SLUG_TAKEN = 'Another category has this slug. Choose another.';
const TESTIMONIAL_SLUG_TAKEN = 'Another testimonial has this slug. Choose another.';

export const playerCategoriesStore = tableStore(playerCategoriesResource, {
  table: playerCategories,
  computed: {
    cover_url: sql<string | null>`case when ${column('player_categories', 'cover_key')} is null
      then null else '/files/' || ${column('player_categories', 'cover_key')} end`,
    answers: sql<number>`(select count(*)::int from ${contentItems} c
      where c.category_id = ${column('player_categories', 'id')})`.mapWith(Number),
    testimonials: sql<number>`(select count(*)::int from ${playerTestimonials} t
      where t.category_id = ${column('player_categories', 'id')})`.mapWith(Number),
  },
  uniqueMessages: { slug: SLUG_TAKEN },
});

/** Published needs the English title and description, which every language falls back to. */
function checkCategory(item: Values): void {
  if (item.status !== 'published') return;
  const fields: Record<string, string> = {};
  if (String(item.title_en ?? '').trim() === '') {
    fields.title_en = 'Give the English title before publishing.';
  }
  if (String(item.description_en ?? '').trim() === '') {
    fields.description_en = 'Give the English description before publishing.';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

const IN_USE =
  'This category still has answers or testimonials. Move or delete them before deleting it.';

export const playerCategoryRules: ResourceRules = {
  beforeCreate: (input) => checkCategory(input),
  beforeUpdate: (input, { before }) => checkCategory({ ...before, ...input }),
  beforeDelete: ({ before }) => {
    if (Number(before.answers) > 0 || Number(before.testimonials) > 0) throw conflict(IN_USE);
  },
  // A race with a new answer or testimonial: the foreign keys hold, and say the same.
  inUseMessage: IN_USE,
};

export function playerCategoriesServerResource(): ServerResource {
  return {
    definition: playerCategoriesResource,
    store: playerCategoriesStore,
    rules: playerCategoryRules,
  };
}

const t = (name: string) => column('player_testimonials', name);

export const playerTestimonialsStore = tableStore(playerTestimonialsResource, {
  table: playerTestimonials,
  computed: {
    category_slug: sql<string>`(select c.slug from ${playerCategories} c
      where c.id = ${t('category_id')})`,
    category_title: sql<string>`(select c.title_en from ${playerCategories} c
      where c.id = ${t('category_id')})`,
    source: sql<PlayerTestimonialSource>`case when ${t('video_id')} is null
      then 'testimonial' else 'story_video' end`,
    source_label: sql<string>`coalesce(
      (select trim(coalesce(u.firstname, '') || ' · ' || coalesce(a.church_name, a.slug, ''))
        from ${videos} v join ${accounts} a on a.id = v.account_id
        left join ${users} u on u.id = v.user_id where v.id = ${t('video_id')}),
      (select trim(coalesce(s.first_name, '—') || ' · ' || coalesce(a.church_name, a.slug, ''))
        from ${testimonials} s join ${accounts} a on a.id = s.account_id
        where s.id = ${t('testimonial_id')}),
      '')`,
    source_status: sql<string>`coalesce(
      (select v.status from ${videos} v where v.id = ${t('video_id')}),
      (select s.status from ${testimonials} s where s.id = ${t('testimonial_id')}),
      'gone')`,
    source_approved: sql<boolean>`coalesce(
      (select v.status = 'approved' and v.kind = 'story' from ${videos} v
        where v.id = ${t('video_id')}),
      (select s.status = 'approved' from ${testimonials} s where s.id = ${t('testimonial_id')}),
      false)`.mapWith((value: unknown) => value === true || value === 't'),
  },
  filters: {
    source: (source: PlayerTestimonialSource) =>
      source === 'story_video'
        ? sql`${playerTestimonials.videoId} is not null`
        : sql`${playerTestimonials.testimonialId} is not null`,
  },
  uniqueMessages: { slug: TESTIMONIAL_SLUG_TAKEN },
});

/**
 * Refuses, naming the field, what a testimonial may not be: in no category, with no source or
 * two, a video that is not an approved Jesus story, a testimonial that is not approved (its
 * person's consent stands and the church approved it), or published without its English title.
 */
async function checkTestimonial(tx: Db, item: Values): Promise<void> {
  const fields: Record<string, string> = {};
  const hasVideo = item.video_id != null;
  const hasTestimonial = item.testimonial_id != null;
  if (hasVideo && hasTestimonial) {
    fields.testimonial_id = 'Choose a story video or a testimonial, not both.';
  } else if (!hasVideo && !hasTestimonial) {
    fields.video_id = 'Choose the story video or the testimonial to show.';
  }
  if (item.status === 'published' && String(item.title_en ?? '').trim() === '') {
    fields.title_en = 'Give the English title before publishing.';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const [category] = await tx
    .select({ id: playerCategories.id })
    .from(playerCategories)
    .where(eq(playerCategories.id, Number(item.category_id)));
  if (!category) throw validationFailed({ category_id: 'Choose one of the categories.' });

  if (hasVideo) {
    const [video] = await tx
      .select({ kind: videos.kind, status: videos.status })
      .from(videos)
      .where(eq(videos.id, Number(item.video_id)));
    if (!video || video.kind !== 'story' || video.status !== 'approved') {
      throw validationFailed({ video_id: 'Choose one of the approved Jesus story videos.' });
    }
  } else {
    const [testimonial] = await tx
      .select({ status: testimonials.status })
      .from(testimonials)
      .where(eq(testimonials.id, Number(item.testimonial_id)));
    if (!testimonial || testimonial.status !== 'approved') {
      throw validationFailed({
        testimonial_id: 'Choose one of the approved testimonials, whose person gave consent.',
      });
    }
  }
}

/** Only the fields that changed the source are checked again: a withdrawn one can be unpublished. */
function sourceChanged(input: Values): boolean {
  return 'video_id' in input || 'testimonial_id' in input || 'category_id' in input;
}

export const playerTestimonialRules: ResourceRules = {
  beforeCreate: (input, { tx }) => checkTestimonial(tx, input),
  beforeUpdate: async (input, { tx, before }) => {
    const item = { ...before, ...input };
    if (sourceChanged(input) || input.status === 'published') {
      await checkTestimonial(tx, item);
    }
  },
};

export function playerTestimonialsServerResource(): ServerResource {
  return {
    definition: playerTestimonialsResource,
    store: playerTestimonialsStore,
    rules: playerTestimonialRules,
  };
}
