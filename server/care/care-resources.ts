import { sql } from 'drizzle-orm';
import { careCategoriesResource, careSpeakersResource } from '#contract/care/careResources.ts';
import { contentItems } from '#server/db/schema.ts';
import { conflict } from '#server/http/api-error.ts';
import type { ResourceRules, ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';
import { careCategories, careSpeakers } from './tables.ts';

// The admin's care resources (issue 27, decision 076): categories and speakers, on the generic
// routes. A category or a speaker with care videos is not deleted (409; the foreign keys hold
// the same in a race).

const column = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);

export const careCategoriesStore = tableStore(careCategoriesResource, {
  table: careCategories,
  computed: {
    videos: sql<number>`(select count(*)::int from ${contentItems} c
      where c.care_category_id = ${column('care_categories', 'id')})`.mapWith(Number),
  },
  uniqueMessages: { slug: 'Another care category has this slug. Choose another.' },
});

const CATEGORY_IN_USE =
  'This category still has care videos. Move or delete them before deleting it.';

export const careCategoryRules: ResourceRules = {
  beforeDelete: ({ before }) => {
    if (Number(before.videos) > 0) throw conflict(CATEGORY_IN_USE);
  },
  inUseMessage: CATEGORY_IN_USE,
};

export const careSpeakersStore = tableStore(careSpeakersResource, {
  table: careSpeakers,
  computed: {
    picture_url: sql<string | null>`case when ${column('care_speakers', 'picture_key')} is null
      then null else '/files/' || ${column('care_speakers', 'picture_key')} end`,
    videos: sql<number>`(select count(*)::int from ${contentItems} c
      where c.care_speaker_id = ${column('care_speakers', 'id')})`.mapWith(Number),
  },
  uniqueMessages: { slug: 'Another speaker has this slug. Choose another.' },
});

const SPEAKER_IN_USE =
  'This speaker still has care videos. Choose another speaker for them before deleting.';

export const careSpeakerRules: ResourceRules = {
  beforeDelete: ({ before }) => {
    if (Number(before.videos) > 0) throw conflict(SPEAKER_IN_USE);
  },
  inUseMessage: SPEAKER_IN_USE,
};

/** The care resources, registered with the others (server/resources/index.ts). */
export function careServerResources(): ServerResource[] {
  return [
    { definition: careCategoriesResource, store: careCategoriesStore, rules: careCategoryRules },
    { definition: careSpeakersResource, store: careSpeakersStore, rules: careSpeakerRules },
  ];
}
