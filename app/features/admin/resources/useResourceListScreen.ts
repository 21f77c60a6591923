import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ResourceDefinition } from '#contract/resources';
import { useDataTableState } from '#ds/data/DataTable';
import { useT, type MessageKey } from '#ds/i18n';
import type {
  ResourceListFilter,
  ResourceListScreenProps,
  ResourceRow,
} from '#screens/admin/ResourceListScreen';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';
import type { RouteName } from '#app/routes';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { rowOf, tKey, useColumns, valueLabelsOf } from './columns';
import { fieldLabelKey, shapeOf } from './describe';
import { listInputOf, readListState, writeListState, type ListState } from './listState';

/** Where a resource's pages are: its list, its create form and its record page. */
export type ResourceRoutes = {
  list: RouteName;
  create?: RouteName;
  /** The record page and the name of its id parameter. */
  record: { name: RouteName; param: string };
};

/** One named view of a list: a route of its own that fixes some filters (the pastors). */
export type ResourceView = {
  route: RouteName;
  labelKey: MessageKey;
  fixed?: Readonly<Record<string, string | number>>;
  /** What the view shows, instead of the resource's own description. */
  descriptionKey?: MessageKey;
};

export type ResourceListOptions = {
  routes: ResourceRoutes;
  /** The views shown as links above the list, the current one among them. */
  views?: readonly ResourceView[];
  /** The view this page is (its route and fixed filters); the plain list by default. */
  view?: ResourceView;
};

/**
 * Any resource's list: search, filters, sort, page and page size live in the URL's query
 * string (back, forward and reload keep them), the server pages and sorts, and the columns
 * and filters come from the definition.
 */
export function useResourceListScreen(
  definition: ResourceDefinition,
  { routes, views, view }: ResourceListOptions,
): ResourceListScreenProps {
  const t = useT();
  const href = useRouteHref();
  // useLocation and useNavigate rather than useSearchParams: the router is in the entry chunk,
  // and these two are there already (the sign-in page's budget).
  const location = useLocation();
  const navigate = useNavigate();
  const state = readListState(definition, new URLSearchParams(location.search));
  const fixed = view?.fixed ?? {};
  const list = useQuery(
    resourceQueries(definition).list(
      listInputOf(definition, state, fixed) as ResourceListInput<ResourceDefinition>,
    ),
  );

  const go = (next: Partial<ListState>) => {
    const search = writeListState(definition, { ...state, ...next }).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
  // The table's sort, page, page size and search, kept in the URL (listState.ts is the adapter).
  const table = useDataTableState({
    value: {
      sort: {
        column: state.sort,
        direction: state.direction === 'asc' ? 'ascending' : 'descending',
      },
      page: state.page,
      pageSize: state.pageSize,
      search: state.q,
    },
    onChange: (next) =>
      go({
        sort: next.sort?.column ?? state.sort,
        direction: next.sort?.direction === 'descending' ? 'desc' : 'asc',
        page: next.page,
        pageSize: next.pageSize,
        q: next.search,
      }),
  });

  const recordHref = useCallback(
    (row: ResourceRow) => href(routes.record.name, { params: { [routes.record.param]: row.id } }),
    [href, routes.record.name, routes.record.param],
  );
  const columns = useColumns(t, definition, recordHref);

  const filters: ResourceListFilter[] = Object.entries(definition.filters).flatMap(
    ([name, struct]) => {
      const shape = shapeOf(struct);
      if (shape.kind !== 'enum' || name in fixed) return [];
      const labels = valueLabelsOf(t, definition, name, shape.values) ?? {};
      return [
        {
          name,
          label: tKey(t, fieldLabelKey(definition, name)),
          value: state.filters[name] ?? '',
          options: shape.values.map((value) => ({ value, label: labels[value] ?? value })),
        },
      ];
    },
  );

  const title = t(`routes.${view?.route ?? routes.list}` as MessageKey);
  const canCreate = routes.create && definition.create && definition.access.create;
  return {
    ...screenStateOf([list]),
    title,
    description: view?.descriptionKey
      ? t(view.descriptionKey)
      : tKey(t, `resources.${definition.name}.description`),
    tableLabel: title,
    columns,
    rows: (list.data?.items ?? []).map((record) => rowOf(definition, record)),
    totalRows: list.data?.total ?? 0,
    page: table.state.page,
    pageSize: table.state.pageSize,
    onPageChange: table.setPage,
    onPageSizeChange: table.setPageSize,
    sort: table.state.sort,
    onSortChange: table.setSort,
    search: table.state.search,
    searchLabel: definition.search.length > 0 ? tKey(t, `resources.${definition.name}.search`) : '',
    onSearch: table.setSearch,
    filters,
    onFilterChange: (name, value) => go({ filters: { ...state.filters, [name]: value }, page: 1 }),
    views: views?.map((each) => ({
      key: each.route,
      label: t(each.labelKey),
      href: href(each.route),
      current: each.route === (view?.route ?? routes.list),
    })),
    createAction:
      canCreate && routes.create
        ? { label: tKey(t, `resources.${definition.name}.create`), href: href(routes.create) }
        : undefined,
    emptyMessage: tKey(t, `resources.${definition.name}.empty`),
  };
}
