import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRouteParam } from '#app/currentRoute';
import { accountsResource, usersResource, type AccountRecord } from '#contract/resources';
import { useT } from '#ds/i18n';
import type { ResourceFormScreenProps } from '#screens/admin/ResourceFormScreen';
import type { ResourceRow } from '#screens/admin/ResourceListScreen';
import type { RelatedRecordsProps } from '#screens/admin/RelatedRecords';
import { useDateFormat } from '#screens/shared/formatDate';
import { resourceQueries } from '#app/query/resources';
import { planNameIn } from '#app/features/billing/billingItemText';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { rowOf, tKey, useColumns } from '#app/features/admin/resources/columns';
import { accountRoutes, userRoutes } from '#app/features/admin/resources/routes';
import { useResourceFormScreen } from '#app/features/admin/resources/useResourceFormScreen';

/** How many of an account's users its page lists (the largest page the server answers). */
const ACCOUNT_USERS_LIMIT = 100;

export type AdminAccountScreen = ResourceFormScreenProps & {
  users: RelatedRecordsProps;
  /** The account's id from the route (-1 when it is not one). */
  accountId: number;
};

/**
 * An account's page: its form (edit, delete), its membership among the facts, and its users
 * (the users list filtered by account) with a link to add one to it.
 */
export function useAdminAccountScreen(): AdminAccountScreen {
  const t = useT();
  const href = useRouteHref();
  const dates = useDateFormat();
  const raw = Number(useRouteParam(accountRoutes.record.param));
  const id = Number.isInteger(raw) && raw > 0 ? raw : -1;
  const { record, ...form } = useResourceFormScreen(accountsResource, {
    routes: accountRoutes,
    id,
  });
  const users = useQuery(
    resourceQueries(usersResource).list({
      page: 1,
      page_size: ACCOUNT_USERS_LIMIT,
      sort: 'name',
      direction: 'asc',
      account_id: id,
    }),
  );
  const userHref = useCallback(
    (row: ResourceRow) => href(userRoutes.record.name, { params: { userId: row.id } }),
    [href],
  );
  const columns = useColumns(t, usersResource, userHref).filter(
    (column) => column.name !== 'account_name',
  );

  const membership = (record as AccountRecord | undefined)?.membership;
  const membershipText = membership
    ? [
        tKey(t, `resources.accounts.membershipStates.${membership.state}`),
        membership.plan_name && planNameIn(t, membership.plan_tier ?? '', membership.plan_name),
        // A canceled membership (a refund, the last retry refused) is paid until nothing.
        membership.state !== 'canceled' &&
          membership.current_period_end &&
          t('resources.accounts.periodEnd', { date: dates.date(membership.current_period_end) }),
      ]
        .filter(Boolean)
        .join(' · ')
    : t('resources.accounts.noMembership');

  return {
    ...form,
    accountId: id,
    facts: form.facts && [
      ...form.facts,
      { label: t('resources.accounts.membership'), value: membershipText },
    ],
    users: {
      title: t('resources.accounts.users'),
      columns,
      rows: (users.data?.items ?? []).map((user) => rowOf(usersResource, user)),
      ...screenStateOf([users]),
      emptyMessage: t('resources.accounts.noUsers'),
      action: {
        label: t('resources.accounts.addUser'),
        href: href(userRoutes.create!, { search: `?account_id=${id}` }),
      },
    },
  };
}
