import { useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract/endpoints';
import {
  activityResource,
  type ActivityRecord,
  type ResourceDefinition,
} from '#contract/resources';
import { useT, type MessageKey, type Translate } from '#ds/i18n';
import type {
  AdminActivity,
  AdminDashboardScreenProps,
} from '#screens/dashboard/AdminDashboardScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { resourceQueries } from '#app/query/resources';
import type { RouteName } from '#app/routes';
import { accountRoutes, userRoutes } from '#app/features/admin/resources/routes';
import type { ResourceRoutes } from '#app/features/admin/resources/useResourceListScreen';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref, type HrefOptions } from '#app/shared/useRouteHref';

/** How many of the latest writes the dashboard shows. */
export const RECENT_ACTIVITY_SIZE = 8;

/** The record pages of the resources the log names (a resource without one shows no link). */
const recordRoutes: Readonly<Record<string, ResourceRoutes['record']>> = {
  accounts: accountRoutes.record,
  users: userRoutes.record,
};

/** A key built from data, or the fallback when the language has no such key. */
function textOr(t: Translate, key: string, fallback: string): string {
  const text = t(key as MessageKey);
  return text === key ? fallback : text;
}

/**
 * The log's writes as the dashboard reads them: a sentence, the changed fields by their labels,
 * and a link to the record unless it was deleted (by this write or a later one on the page).
 */
export function activityOf(
  t: Translate,
  href: (name: RouteName, options?: HrefOptions) => string,
  records: readonly ActivityRecord[],
): AdminActivity[] {
  const deleted = new Set(
    records
      .filter((record) => record.action === 'delete')
      .map((record) => `${record.resource}:${record.record_id}`),
  );
  return records.map((record) => {
    const route = recordRoutes[record.resource];
    const gone = deleted.has(`${record.resource}:${record.record_id}`);
    return {
      id: record.id,
      at: record.created_at,
      actorName: record.actor_name,
      action: record.action,
      resourceLabel: textOr(t, `resources.activity.resources.${record.resource}`, record.resource),
      recordLabel: record.record_label,
      changedFields: record.changed_fields.map((field) =>
        textOr(t, `resources.${record.resource}.fields.${field}`, field),
      ),
      href:
        route && !gone
          ? href(route.name, { params: { [route.param]: record.record_id } })
          : undefined,
    };
  });
}

/**
 * The admin dashboard: the counts of users (by role), accounts, videos waiting and card
 * orders from the server, the latest writes of the activity log, and the links to every admin
 * area. The activity loads on its own: a failure there leaves the figures on screen.
 */
export function useAdminDashboardScreen(): AdminDashboardScreenProps {
  const t = useT();
  const href = useRouteHref();
  const figures = useQuery(endpointQuery(endpoints.adminDashboard));
  const activity = useQuery(
    resourceQueries(activityResource as ResourceDefinition).list({
      page: 1,
      page_size: RECENT_ACTIVITY_SIZE,
      sort: 'created_at',
      direction: 'desc',
    }),
  );
  const activityState = screenStateOf([activity]);
  const data = figures.data;
  return {
    ...screenStateOf([figures]),
    usersByRole: data?.users_by_role ?? {},
    totalUsers: data?.users_total ?? 0,
    totalAccounts: data?.accounts_total ?? 0,
    waitingVideos: data?.waiting_videos ?? 0,
    cardOrders: {
      open: data?.card_orders.open ?? 0,
      thisMonth: data?.card_orders.this_month ?? 0,
    },
    recentActivity: activityOf(t, href, (activity.data?.items ?? []) as ActivityRecord[]),
    activityStatus: activityState.status,
    onRetryActivity: activityState.onRetry,
    links: {
      users: href('adminUsers'),
      accounts: href('adminAccounts'),
      moderators: href('adminModerators'),
      videos: href('adminVideos'),
      videoReview: href('adminVideoReview'),
      cardOrders: href('adminCardOrders'),
      pages: href('adminPages'),
      store: href('adminStoreProducts'),
      locations: href('adminLocations'),
      settings: href('adminSettings'),
    },
  };
}
