import type { SignInRequest } from '#contract';
import type { Locale } from '#ds/i18n';
import { api, type CallOptions } from '#app/api';
import { goToRoute } from '#app/navigation';
import { signInQuery } from '#app/routing';
import { dashboardFor } from '#app/roles';
import { loadAdminRoutes } from '#app/loadAdminRoutes';
import type { RouteName } from '#app/routes';
import { resetSession, session } from './store';
import { userFromProfile, userFromSignIn } from './user';

/** Failures that must not break the page are written to the console and otherwise ignored (spec section 8). */
function logIgnored(what: string, error: unknown): void {
  console.warn(`[session] ${what} failed; carrying on without it.`, error);
}

/**
 * Signs in (the screen shows the error if this throws), then loads the profile, the config
 * and the instruction videos in the background. Returns the dashboard of the user's role.
 */
export async function signIn(credentials: SignInRequest): Promise<RouteName> {
  // The page's language becomes the language of the user's mails.
  // The admin area's route rows load meanwhile (app/adminRoutes.ts): the router waits for them
  // for an admin, and must not do so while the sign-in page is on screen.
  const [answer] = await Promise.all([
    api.auth.signIn({ locale: session.locale, ...credentials }),
    loadAdminRoutes().catch(() => undefined),
  ]);
  session.user = userFromSignIn(answer);
  void loadSessionData();
  return dashboardFor(answer.user.role);
}

/** Loads the user from POST /lookup_profile into the session; rejects when the call fails. */
export async function loadProfile(options: CallOptions = {}): Promise<void> {
  const jwt = session.user?.jwt;
  if (!jwt) return;
  const profile = await api.profile.lookup(options);
  // Ignore a late answer for a session that has ended or changed meanwhile.
  if (session.user?.jwt === jwt) session.user = userFromProfile(session.user, profile);
}

/** Refreshes the user from POST /lookup_profile. A failure is logged and ignored. */
export async function refreshProfile(): Promise<void> {
  try {
    await loadProfile();
  } catch (error) {
    logIgnored('Loading the profile', error);
  }
}

/** Loads the config variables (GET /get_config). A failure is logged and ignored. */
export async function loadConfig(): Promise<void> {
  try {
    const entries = await api.config.get();
    session.config = Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
  } catch (error) {
    logIgnored('Loading the config', error);
  }
}

/** Loads the instruction video links (GET /get_instruction_videos). A failure is logged and ignored. */
export async function loadInstructionVideos(): Promise<void> {
  try {
    const videos = await api.config.instructionVideos();
    session.instructionVideos = Object.fromEntries(videos.map((video) => [video.slug, video.url]));
  } catch (error) {
    logIgnored('Loading the instruction videos', error);
  }
}

/** Everything a signed-in session loads; never rejects. */
export async function loadSessionData(): Promise<void> {
  if (!session.user) return;
  await Promise.all([refreshProfile(), loadConfig(), loadInstructionVideos()]);
}

/**
 * Logs out (spec section 2, user menu): revokes the token on the server, resets the whole
 * session and goes to sign-in at once, without waiting for the server. The returned promise
 * settles when the server has answered (or failed to).
 */
export function logout(): Promise<void> {
  const revoke = session.user ? api.auth.logout().then(() => undefined) : Promise.resolve();
  resetSession();
  goToRoute('signIn', { search: signInQuery({ reason: 'signedOut' }) });
  return revoke.catch((error: unknown) => logIgnored('Revoking the token', error));
}

/** The language the user chose (the language switcher also moves the URL). */
export function setLocale(locale: Locale): void {
  session.locale = locale;
}

/**
 * Keeps a signed-in user's new language on the server (POST /update_user), as the language of
 * their mails. A failure is logged and ignored: the next sign-in sends the language again.
 */
export async function keepLocaleOnServer(locale: Locale): Promise<void> {
  if (!session.user) return;
  try {
    await api.user.update({ locale });
  } catch (error) {
    logIgnored('Keeping the language', error);
  }
}

export function setMenuCollapsed(collapsed: boolean): void {
  session.menu.collapsed = collapsed;
}

export function setDrawerOpen(open: boolean): void {
  session.menu.drawerOpen = open;
}
