import { proxy, subscribe } from 'valtio';
import { breakpoints, windowWidthBand } from '#ds/tokens';
import { defaultLocale, isLocale, type Locale } from '#ds/i18n';
import { isRole, type Role } from '#app/roles';
import type { SessionUser } from './user';
import { userFromAuth } from './user';

/** Responsive view (spec section 9): mobile under 768 px, tablet from 768 to 991 px, otherwise desktop. */
export type ViewFlags = { mobile: boolean; tablet: boolean };

export type MenuState = {
  /** The user folded the left menu to icons (desktop only; tablets always show it open). */
  collapsed: boolean;
  /** The phone drawer is open. Not kept across reloads. */
  drawerOpen: boolean;
};

export type SessionState = {
  user: SessionUser | null;
  /** The language: follows the URL, and is kept so a later unprefixed URL gets it back. */
  locale: Locale;
  view: ViewFlags;
  menu: MenuState;
  /** Configuration variables (GET /get_config), by key. */
  config: Record<string, string>;
  /** Instruction video links (GET /get_instruction_videos), by slug. */
  instructionVideos: Record<string, string>;
};

export function viewFlagsFor(width: number): ViewFlags {
  return {
    mobile: width < breakpoints.mobile,
    tablet: width >= breakpoints.mobile && width < breakpoints.tablet,
  };
}

export function initialSessionState(): SessionState {
  return {
    user: null,
    locale: defaultLocale,
    view: viewFlagsFor(windowWidthBand()),
    menu: { collapsed: false, drawerOpen: false },
    config: {},
    instructionVideos: {},
  };
}

/** The one session store. Read it with `useSnapshot(session)`; change it through the actions. */
export const session = proxy<SessionState>(initialSessionState());

// What the browser keeps (spec section 3, 'Settings kept in the browser'), plus the sign-in
// token, roles and payment flag, so a reload neither signs the user out nor guards wrongly.
const settingsKey = 'outreach.settings';
const authKey = 'outreach.auth';

type StoredSettings = {
  locale: Locale;
  view: ViewFlags;
  menu: { collapsed: boolean };
  config: Record<string, string>;
  instructionVideos: Record<string, string>;
};

/** Enough to guard the first page after a reload, before the profile answers again. */
type StoredAuth = { jwt: string; roles: Role[]; userId: number | null; needToPay: boolean };

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Puts what the browser kept back into the store. Anything malformed is ignored. */
export function restoreSession(storage: Storage): void {
  const settings = readJson(storage, settingsKey);
  if (isObject(settings)) {
    if (isLocale(settings.locale)) session.locale = settings.locale;
    if (isObject(settings.menu) && typeof settings.menu.collapsed === 'boolean')
      session.menu.collapsed = settings.menu.collapsed;
    session.config = stringRecord(settings.config);
    session.instructionVideos = stringRecord(settings.instructionVideos);
  }
  const auth = readJson(storage, authKey);
  if (isObject(auth) && typeof auth.jwt === 'string' && auth.jwt && Array.isArray(auth.roles)) {
    const roles = auth.roles.filter((role): role is Role => isRole(role));
    const userId = typeof auth.userId === 'number' ? auth.userId : null;
    if (roles.length > 0)
      session.user = {
        ...userFromAuth({ jwt: auth.jwt, roles, userId }),
        needToPay: auth.needToPay === true,
      };
  }
  // The view flags are kept as the spec asks, but the window decides them on every start.
  session.view = viewFlagsFor(windowWidthBand());
}

function save(storage: Storage): void {
  const settings: StoredSettings = {
    locale: session.locale,
    view: { ...session.view },
    menu: { collapsed: session.menu.collapsed },
    config: { ...session.config },
    instructionVideos: { ...session.instructionVideos },
  };
  try {
    storage.setItem(settingsKey, JSON.stringify(settings));
    const { user } = session;
    if (user) {
      const auth: StoredAuth = {
        jwt: user.jwt,
        roles: [...user.roles],
        userId: user.userId,
        needToPay: user.needToPay,
      };
      storage.setItem(authKey, JSON.stringify(auth));
    } else {
      storage.removeItem(authKey);
    }
  } catch {
    // Storage full or blocked (private mode): the session still works for this tab.
  }
}

/**
 * Restores the kept settings, then keeps them up to date. Returns the function that stops
 * it. `main.tsx` calls it once with `window.localStorage`.
 */
export function persistSession(storage: Storage): () => void {
  restoreSession(storage);
  save(storage);
  return subscribe(session, () => save(storage));
}

/** Follows the window width into the view flags. Returns the function that stops it. */
export function watchViewport(target: Window = window): () => void {
  const update = () => {
    const next = viewFlagsFor(windowWidthBand());
    if (next.mobile !== session.view.mobile || next.tablet !== session.view.tablet)
      session.view = next;
  };
  update();
  target.addEventListener('resize', update);
  return () => target.removeEventListener('resize', update);
}

/**
 * Empties the session (spec section 4: logout resets all session data). The language stays:
 * it belongs to the URL, and the sign-in page should not switch language under the user.
 */
export function resetSession(): void {
  const { locale } = session;
  const fresh = initialSessionState();
  session.user = fresh.user;
  session.view = fresh.view;
  session.menu = fresh.menu;
  session.config = fresh.config;
  session.instructionVideos = fresh.instructionVideos;
  session.locale = locale;
}
