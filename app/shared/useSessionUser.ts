import { useSnapshot } from 'valtio';
import { session } from '#app/session/store';
import type { SessionUser } from '#app/session/user';

/**
 * The signed-in user from the session, re-rendering when it changes. Snapshots are read-only
 * views of the same shape; the app's helpers take the user type.
 */
export function useSessionUser(): SessionUser | null {
  return useSnapshot(session).user as SessionUser | null;
}
