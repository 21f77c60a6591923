import { useCallback, useEffect, useState } from 'react';
import type { ScreenStatus } from '../../../screens/shared/messages';
import { refreshProfile } from '../../session/actions';
import { session } from '../../session/store';
import type { SessionUser } from '../../session/user';
import { whenProfileLoaded } from '../auth/whenProfileLoaded';

/**
 * Whether the profile a screen shows has arrived. The session loads it after sign-in and on
 * every start; a screen opened before it answers waits for it (briefly), then asks itself. If
 * it still fails, the screen shows its error with a retry.
 */
export function useProfileReady(user: SessionUser | null): {
  status: ScreenStatus;
  retry: () => void;
} {
  const loaded = user?.profileLoaded ?? false;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    void whenProfileLoaded()
      .then(() => (session.user?.profileLoaded ? undefined : refreshProfile()))
      .then(() => {
        // Shown only while the profile is still missing.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // Once per screen: a later success re-renders through `loaded`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = useCallback(() => {
    setFailed(false);
    void refreshProfile().then(() => setFailed(true));
  }, []);

  return { status: loaded ? 'ready' : failed ? 'error' : 'loading', retry };
}
