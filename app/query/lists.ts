import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '#contract';
import { apiClient, callEndpoint } from '#app/api';
import { endpointKey, type EndpointKey } from './keys';

/** What every list endpoint takes: a 1-based page and its size (plus its own sort and filters). */
export type PageInput = { page: number; page_size: number };

/** What every list endpoint answers: one page of items and how many there are in all. */
export type PageAnswer<Item> = { items: Item[]; total: number };

/** An endpoint that answers a list page by page. */
export type ListEndpoint<Input extends PageInput, Item> = Endpoint<Input, PageAnswer<Item>>;

/** How many pages `total` items make (at least one, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * One page of a list (a table with paging). While the next page loads, the previous one
 * stays on screen (`placeholderData`), so the table does not flash empty between pages.
 */
export function pagedQuery<Input extends PageInput, Item>(
  endpoint: ListEndpoint<Input, Item>,
  input: Input,
) {
  return queryOptions<PageAnswer<Item>, Error, PageAnswer<Item>, EndpointKey>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(apiClient, endpoint, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The key of an endpoint's infinite list: its path, its input without the page, and `infinite`. */
export type InfiniteKey = readonly [path: string, input: unknown, mode: 'infinite'];

/**
 * A list read page after page as the person scrolls (`fetchNextPage`), until `total` items
 * have come. Its key is apart from the paged queries' (its data is a list of pages), and
 * still starts with the endpoint's path, so invalidating the endpoint refreshes it too.
 */
export function infiniteListQuery<Input extends PageInput, Item>(
  endpoint: ListEndpoint<Input, Item>,
  input: Omit<Input, 'page'>,
) {
  const [path] = endpointKey(endpoint);
  return infiniteQueryOptions({
    queryKey: [path, input, 'infinite'] as InfiniteKey,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(apiClient, endpoint, { ...input, page: pageParam } as Input, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: PageAnswer<Item>, _pages, page: number) =>
      page * input.page_size < last.total && last.items.length > 0 ? page + 1 : undefined,
  });
}

/** Every item of an infinite list's pages, in order. */
export function itemsOf<Item>(pages: readonly PageAnswer<Item>[] | undefined): Item[] {
  return pages?.flatMap((page) => page.items) ?? [];
}
