import { eq, sql } from 'drizzle-orm';
import type { ResourceDefinition } from '#contract/resources/defineResource.ts';
import { sharedStoriesResource, videosResource } from '#contract/videos/videosResource.ts';
import { accounts, users, videos, videoViews } from '#server/db/schema.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"videos"."${column}"`);

const accountName = sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
  where a.id = ${row('account_id')})`;
const views = sql<number>`(select coalesce(sum(w.views), 0)::int from ${videoViews} w
  where w.video_id = ${row('id')})`;

function videoStore(definition: ResourceDefinition, scope?: ReturnType<typeof eq>) {
  return tableStore(definition, {
    table: videos,
    ...(scope ? { scope } : {}),
    computed: {
      account_name: accountName,
      user_name: sql<string | null>`(select concat_ws(' ', u.firstname, u.lastname)
        from ${users} u where u.id = ${row('user_id')})`,
      views,
    },
    sorts: {
      account_name: [sql`lower(${accountName})`],
      views: [views],
    },
  });
}

/** Every video for the admin (read only; decisions are made on video review, decision 038). */
export function videosServerResource(): ServerResource {
  return { definition: videosResource, store: videoStore(videosResource) };
}

/** The shared stories: the same rows, only those of kind story. */
export function sharedStoriesServerResource(): ServerResource {
  return {
    definition: sharedStoriesResource,
    store: videoStore(sharedStoriesResource, eq(videos.kind, 'story')),
  };
}
