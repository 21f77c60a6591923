import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What an optimistic mutation keeps to put the cache back if the server refuses. */
export type OptimisticContext<Data> = { previous: Data | undefined };

/**
 * Callbacks for a mutation whose result the person should see at once (ticking a step,
 * marking a message read): before the call, pending reads of `queryKey` are cancelled (a late
 * answer would undo the change) and the cached data is changed by `apply`; if the call fails
 * the data is put back. After a success the query client refreshes the query as for any
 * mutation (invalidations.ts), so the cache ends with what the server says.
 *
 *   useMutation({ ...endpointMutation(endpoints.markRead), ...optimisticUpdate(client, key, apply) })
 */
export function optimisticUpdate<Data, Variables>(
  client: QueryClient,
  queryKey: QueryKey,
  apply: (current: Data, variables: Variables) => Data,
) {
  return {
    onMutate: async (variables: Variables): Promise<OptimisticContext<Data>> => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<Data>(queryKey);
      if (previous !== undefined) client.setQueryData<Data>(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (
      _error: unknown,
      _variables: Variables,
      context: OptimisticContext<Data> | undefined,
    ) => {
      if (context && context.previous !== undefined)
        client.setQueryData<Data>(queryKey, context.previous);
    },
  };
}
