import { useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { endpointKey } from '#app/query/keys';
import { loadProfile } from '#app/session/actions';
import { session } from '#app/session/store';
import type { SessionUser } from '#app/session/user';
import { whenProfileLoaded } from '#app/features/auth/whenProfileLoaded';
import type { QueryState } from './screenStatus';

/**
 * Whether the profile a screen shows has arrived, as a query state for `screenStateOf`. The
 * profile is session data (spec section 3), so it lives in the session store, which loads it
 * after sign-in and on every start; this query only waits for that load (briefly) and asks
 * itself if the profile is still missing, with the query layer's retry and cancellation.
 */
export function useProfileReady(user: SessionUser | null): QueryState {
  const loaded = user?.profileLoaded ?? false;
  const query = useQuery({
    queryKey: endpointKey(endpoints.lookupProfile),
    queryFn: async ({ signal }) => {
      await whenProfileLoaded();
      if (!session.user?.profileLoaded) await loadProfile({ signal });
      return true;
    },
    enabled: Boolean(user) && !loaded,
  });
  // A profile the session already holds is ready whatever the query did.
  return loaded ? { status: 'success', error: null, refetch: query.refetch } : query;
}
