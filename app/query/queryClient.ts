import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { reportFailure } from '#app/shared/apiErrors';
import { invalidations, type MutationEndpointName, type QueryEndpointName } from './invalidations';
import { endpointPrefix } from './keys';
import { retryDelay, shouldRetry } from './retry';

/** Data the session keeps (spec section 3) rather than the query cache, and how to reload it. */
export type SessionRefreshers = Partial<Record<QueryEndpointName, () => Promise<void>>>;

const mutationByPath = new Map<string, MutationEndpointName>(
  (Object.keys(invalidations) as MutationEndpointName[]).map((name) => [
    endpoints[name].path,
    name,
  ]),
);

/**
 * Refreshes what a successful mutation changed: the queries of every endpoint its row of
 * `invalidations` names, and the session's copy where the session keeps one.
 */
export async function refreshAfter(
  client: QueryClient,
  mutation: MutationEndpointName,
  sessionRefreshers: SessionRefreshers = {},
): Promise<void> {
  await Promise.all(
    invalidations[mutation].flatMap((name) => {
      const refreshSession = sessionRefreshers[name];
      const query = client.invalidateQueries({ queryKey: endpointPrefix(endpoints[name]) });
      return refreshSession ? [query, refreshSession()] : [query];
    }),
  );
}

/**
 * The query client of one signed-in session: retries only what may succeed next time
 * (retry.ts), refreshes after every mutation (invalidations.ts), and logs failures for the
 * developer console (the screens show their own message).
 */
export function createQueryClient(sessionRefreshers: SessionRefreshers = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportFailure(`Query ${String(query.queryKey[0])}`, error),
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const path = mutation.options.mutationKey?.[0];
        const name = typeof path === 'string' ? mutationByPath.get(path) : undefined;
        return name ? refreshAfter(client, name, sessionRefreshers) : undefined;
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // A page opened again within 30 s shows what it had without asking again.
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
