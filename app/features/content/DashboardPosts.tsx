import { useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import { PostsCard } from '#screens/content/PostsCard';
import { endpointQuery } from '#app/query/endpointQuery';
import { useRouteHref } from '#app/shared/useRouteHref';

/** How many posts a dashboard shows, newest first. */
const DASHBOARD_POSTS = 5;

/**
 * The news card of the partners' dashboards: the posts for the reader's roles, newest first,
 * unread ones marked (a post is read once opened). Its own query, so it never holds up the
 * dashboard, and nothing shows when there is no post.
 */
export function DashboardPosts() {
  const language = useLocale();
  const href = useRouteHref();
  const posts = useQuery(
    endpointQuery(calls.contentItems, { kind: 'post', language, page_size: DASHBOARD_POSTS }),
  );
  return (
    <PostsCard
      status={posts.isPending ? 'loading' : posts.isError ? 'error' : 'ready'}
      posts={(posts.data?.items ?? []).map((post) => ({
        key: post.slug,
        title: post.title,
        summary: post.summary,
        shownIn: post.shown_in,
        href: href('post', { params: { slug: post.slug } }),
        attachments: post.attachments,
        unread: post.read === false,
        publishedAt: post.publish_at,
      }))}
      unread={posts.data?.unread ?? 0}
    />
  );
}
