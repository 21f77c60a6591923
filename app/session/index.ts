import { loadSessionData } from './actions';
import { persistSession, watchViewport } from './store';

export {
  loadConfig,
  loadInstructionVideos,
  loadSessionData,
  logout,
  refreshProfile,
  setDrawerOpen,
  setLocale,
  setMenuCollapsed,
  signIn,
} from './actions';
export { menuLinkTargets, menuUserOf } from './selectors';
export {
  initialSessionState,
  persistSession,
  resetSession,
  restoreSession,
  session,
  viewFlagsFor,
  watchViewport,
  type MenuState,
  type SessionState,
  type ViewFlags,
} from './store';
export {
  needsToPay,
  userFromAuth,
  userFromProfile,
  userFromSignIn,
  type SessionUser,
} from './user';

/**
 * Starts the session for the page: restores what the browser kept, keeps it saved, follows
 * the window width and, for a signed-in user, refreshes profile, config and videos.
 * Returns the function that stops the watching. `main.tsx` calls it once.
 */
export function startSession(
  storage: Storage = window.localStorage,
  target: Window = window,
): () => void {
  const stopPersisting = persistSession(storage);
  const stopWatching = watchViewport(target);
  void loadSessionData();
  return () => {
    stopPersisting();
    stopWatching();
  };
}
