import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { array, number, object, optional, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { json } from '#app/testing/http';
import { testQueryClient, withQueryClient } from '#app/testing/queryClient';
import {
  infiniteListQuery,
  itemsOf,
  pageCount,
  pagedQuery,
  type ListEndpoint,
  type PageInput,
} from './lists';

/** A list endpoint of the kind contract/resources defines: page, page size, a search; items and total. */
type Thing = { id: number; name: string };
type ThingQuery = PageInput & { search?: string };
const things: ListEndpoint<ThingQuery, Thing> = {
  method: 'POST',
  path: '/things/list',
  request: object({ page: number(), page_size: number(), search: optional(string()) }),
  response: object({ items: array(object({ id: number(), name: string() })), total: number() }),
};

const all: Thing[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Thing ${index + 1}`,
}));

/** Answers pages of `all` as the server would. */
function fakeListServer() {
  const bodies: ThingQuery[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as ThingQuery;
      bodies.push(body);
      const start = (body.page - 1) * body.page_size;
      return json({ items: all.slice(start, start + body.page_size), total: all.length });
    }),
  );
  return bodies;
}

beforeEach(() => {
  session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['admin'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('pageCount', () => {
  it('counts whole pages, and one page for an empty list', () => {
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('pagedQuery', () => {
  it('asks for one page, keyed by the endpoint and the whole input', async () => {
    const bodies = fakeListServer();
    const input = { page: 2, page_size: 10, search: 'Thing' };
    expect(pagedQuery(things, input).queryKey).toEqual(['/things/list', input]);
    const page = await testQueryClient().fetchQuery(pagedQuery(things, input));
    expect(page.items.map((item) => item.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page.total).toBe(25);
    expect(bodies).toEqual([input]);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    fakeListServer();
    const client = testQueryClient();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => useQuery(pagedQuery(things, { page, page_size: 10 })),
      { wrapper: withQueryClient(client), initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.data?.items[0]?.id).toBe(1));
    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.items[0]?.id).toBe(1);
    await waitFor(() => expect(result.current.data?.items[0]?.id).toBe(11));
  });
});

describe('infiniteListQuery', () => {
  it('reads page after page until every item has come', async () => {
    const bodies = fakeListServer();
    const client = testQueryClient();
    const { result } = renderHook(
      // The test reads fields after the fact: re-render on every change, not just on read ones.
      () =>
        useInfiniteQuery({
          ...infiniteListQuery(things, { page_size: 10 }),
          notifyOnChangeProps: 'all',
        }),
      { wrapper: withQueryClient(client) },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(itemsOf(result.current.data?.pages).map((item) => item.id)).toEqual(
      all.map((item) => item.id),
    );
    expect(bodies.map((body) => body.page)).toEqual([1, 2, 3]);
  });

  it('has a key of its own that still starts with the endpoint’s path', () => {
    expect(infiniteListQuery(things, { page_size: 10, search: 'a' }).queryKey).toEqual([
      '/things/list',
      { page_size: 10, search: 'a' },
      'infinite',
    ]);
  });
});
