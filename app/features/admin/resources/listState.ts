import { SORT_DIRECTIONS, type ResourceDefinition, type SortDirection } from '#contract/resources';
import { shapeOf } from './describe';

/** Everything that decides which page of a list is shown; all of it lives in the URL. */
export type ListState = {
  page: number;
  pageSize: number;
  sort: string;
  direction: SortDirection;
  q: string;
  /** Filter name → chosen value ('' or missing: no filter). */
  filters: Readonly<Record<string, string>>;
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** The list state a query string holds; anything unknown or malformed falls back to the default. */
export function readListState(definition: ResourceDefinition, search: URLSearchParams): ListState {
  const sort = search.get('sort') ?? '';
  const direction = search.get('direction') as SortDirection | null;
  const pageSize = positive(search.get('page_size'), DEFAULT_PAGE_SIZE);
  const filters: Record<string, string> = {};
  for (const [name, struct] of Object.entries(definition.filters)) {
    const value = search.get(name);
    if (
      value &&
      struct.validate(shapeOf(struct).kind === 'integer' ? Number(value) : value)[0] === undefined
    )
      filters[name] = value;
  }
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: definition.sorts.includes(sort) ? sort : definition.defaultSort.sort,
    direction:
      direction && SORT_DIRECTIONS.includes(direction) && definition.sorts.includes(sort)
        ? direction
        : definition.defaultSort.direction,
    q: definition.search.length > 0 ? (search.get('q') ?? '').trim() : '',
    filters,
  };
}

/** The query string of a list state, without what is the default (a clean URL for page one). */
export function writeListState(definition: ResourceDefinition, state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  for (const [name, value] of Object.entries(state.filters)) if (value) search.set(name, value);
  const defaultSort =
    state.sort === definition.defaultSort.sort &&
    state.direction === definition.defaultSort.direction;
  if (!defaultSort) {
    search.set('sort', state.sort);
    search.set('direction', state.direction);
  }
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) search.set('page_size', String(state.pageSize));
  return search;
}

/** What the list endpoint is asked: the state, plus the filters a view fixes (a role). */
export function listInputOf(
  definition: ResourceDefinition,
  state: ListState,
  fixed: Readonly<Record<string, string | number>> = {},
): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ ...state.filters, ...fixed })) {
    const struct = definition.filters[name];
    if (!struct || value === '') continue;
    filters[name] = shapeOf(struct).kind === 'integer' ? Number(value) : value;
  }
  return {
    page: state.page,
    page_size: state.pageSize,
    sort: state.sort,
    direction: state.direction,
    ...(state.q ? { q: state.q } : {}),
    ...filters,
  };
}
