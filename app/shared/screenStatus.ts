import type { ScreenStatus } from '#screens/shared/messages';
import { isApiError } from '#app/api';

/** The part of a TanStack Query result a screen's status depends on. */
export type QueryState = {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  refetch: () => unknown;
};

export type ScreenState = {
  status: ScreenStatus;
  /** Asks again for what failed (the screen frame's 'Try again'). */
  onRetry: () => void;
};

function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * THE mapping from the queries a screen reads to what the screen frame shows, in this order:
 * the server refused the person (403) → `restricted`; a query failed → `error`; one is still
 * loading → `loading`; the data is there but has nothing to show (`empty`) → `empty`;
 * else `ready`. Every container uses this one function.
 */
export function screenStateOf(
  queries: readonly QueryState[],
  { empty = false }: { empty?: boolean } = {},
): ScreenState {
  const failed = queries.filter((query) => query.status === 'error');
  const status: ScreenStatus = failed.some((query) => isForbidden(query.error))
    ? 'restricted'
    : failed.length > 0
      ? 'error'
      : queries.some((query) => query.status === 'pending')
        ? 'loading'
        : empty
          ? 'empty'
          : 'ready';
  return {
    status,
    onRetry: () => {
      for (const query of failed) void query.refetch();
    },
  };
}
