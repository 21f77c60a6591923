import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { loadConfig, loadInstructionVideos, refreshProfile } from '#app/session/actions';
import { session } from '#app/session/store';
import { seedEarlyQueries } from './earlyQueries';
import { createQueryClient } from './queryClient';

/**
 * The query cache of the signed-in pages. It lives in the shell's chunk, so the sign-in page
 * never loads the query library. Each sign-in gets a cache of its own: nothing one user read
 * can show to the next.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const jwt = useSnapshot(session).user?.jwt ?? null;
  const client = useMemo(
    () => {
      const created = createQueryClient({
        lookupProfile: refreshProfile,
        getConfig: loadConfig,
        getInstructionVideos: loadInstructionVideos,
      });
      // What the page's first calls already answered shows at once (decision 040).
      seedEarlyQueries(created, jwt);
      return created;
    },
    // A new session, a new cache.
    [jwt],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
