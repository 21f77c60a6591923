import {
  lazy,
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  Navigate,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LinkProvider } from '#ds/actions/Link';
import { defaultLocale, I18nProvider, useT, type Locale } from '#ds/i18n';
import { GlobalStyle } from '#ds/tokens';
import { lazyScreenFor } from './chunks';
import { AppCrashBoundary } from './features/system/AppCrash';
import { LazyMainLayout } from './shell/LazyMainLayout';
import { preloadShell } from './shell/loadShell';
import { CurrentRouteProvider, type CurrentRoute } from './currentRoute';
import type { Theme } from './guard';
import { matchHref, resolveLocation, splitLocale } from './locale';
import { loadMessages } from './messages';
import { setNavigator } from './navigation';
import { LazyRoute, RouteLoading } from './RouteError';
import { loaderFor } from './routeLoaders';
import { RouterLink } from './RouterLink';
import { loadAdminRoutes } from './loadAdminRoutes';
import { hasAdminRoutes, isAdminPath, routeByName } from './routes';
import { isAdmin } from './roles';
import type { Role } from '#contract/roles';
import { routeLocation, type RoutingDecision } from './routing';
import { session } from './session/store';

type RenderDecision = Extract<RoutingDecision, { kind: 'render' }>;

// Shown from the first navigation on, so not part of the first page's code.
const NavigationProgress = lazy(() =>
  import('./shell/NavigationProgress').then((module) => ({
    default: module.NavigationProgress,
  })),
);

/*
 * The browser history, watched in one place: the router follows it in a transition (the page on
 * screen stays while the next one loads), and the progress bar sees the newest location at once.
 * This is what react-router's BrowserRouter does, plus that second reader; the data router
 * (loaders, actions) is not used, which keeps about 17 KB of gzipped JavaScript off every page.
 */
const history = createBrowserHistory({ v5Compat: true });
let latest: { action: NavigationType; location: Location } = {
  action: history.action,
  location: history.location,
};
const historyListeners = new Set<() => void>();
history.listen(({ action, location }) => {
  latest = { action, location };
  for (const listener of historyListeners) listener();
});

function subscribeToHistory(listener: () => void): () => void {
  historyListeners.add(listener);
  return () => historyListeners.delete(listener);
}

function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(latest);
  useLayoutEffect(() => subscribeToHistory(() => startTransition(() => setState(latest))), []);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/**
 * The app: global styles and one catch-all route. Every location goes through `routeLocation`
 * (locale prefix, the guard, the redirects of spec section 2), which the route table drives.
 * `main.tsx` renders it.
 */
export function App() {
  return (
    <AppCrashBoundary>
      <GlobalStyle />
      <AppRouter>
        {/* What RouteHost waits for first (the admin rows) draws nothing meanwhile, as a page
            whose screen or shell is loading does. */}
        <Suspense fallback={null}>
          <RouteHost />
        </Suspense>
      </AppRouter>
    </AppCrashBoundary>
  );
}

/**
 * Whether routing must wait for the admin area's rows (app/adminRoutes.ts): at an /admin
 * address, and for an admin, whom the guard sends to the admin dashboard. Everyone else's
 * pages route without them (the shell brings them for its menus); sign-in loads them before
 * it stores an admin's session, so the sign-in page is not replaced while they load.
 */
function awaitsAdminRows(pathname: string, roles: readonly Role[] | undefined): boolean {
  if (hasAdminRoutes()) return false;
  return isAdminPath(splitLocale(pathname).path) || (roles !== undefined && isAdmin(roles));
}

/** The messages of a language, and English for any key it lacks, loaded on demand. */
function messagesFor(locale: Locale) {
  return {
    messages: loadMessages(locale),
    fallback: locale === defaultLocale ? null : loadMessages(defaultLocale),
  };
}

/**
 * Starts loading what the first page needs (its language and its screen) while React starts,
 * rather than one after the other.
 */
export function preloadLocation(
  location: { pathname: string; search?: string },
  storedLocale: Locale | null,
): void {
  if (awaitsAdminRows(location.pathname, session.user?.roles)) {
    // The admin rows first (RouteHost waits for them too), then what they lead to.
    loadAdminRoutes().then(
      () => preloadLocation(location, storedLocale),
      () => undefined,
    );
    return;
  }
  const resolved = resolveLocation(location, storedLocale);
  messagesFor(resolved.locale);
  if (resolved.kind !== 'route') return;
  const { route } = resolved;
  // A visitor on a signed-in page is about to be sent to sign-in.
  const first = route.public || session.user ? route : routeByName('signIn');
  void lazyScreenFor(loaderFor(first.name)).preload();
  if (session.user && (route.area === 'main' || route.area === 'admin')) preloadShell();
}

function RouteHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const snap = useSnapshot(session);

  // Code outside React (the API client's 401, logout) navigates through the router.
  useLayoutEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);

  // A navigation under way (logout, an expired session) goes where it was sent; the page it
  // leaves is not guarded again meanwhile, or its redirect would replace that navigation.
  const newest = useSyncExternalStore(subscribeToHistory, () => latest.location);

  const user = snap.user;
  if (awaitsAdminRows(location.pathname, user?.roles)) use(loadAdminRoutes());
  const decision = routeLocation(location, {
    user: user ? { roles: user.roles, needToPay: user.needToPay } : null,
    locale: snap.locale,
  });

  if (decision.kind === 'redirect')
    return newest.key === location.key ? <Navigate to={decision.to} replace /> : null;
  return (
    <Suspense fallback={null}>
      <RouteView decision={decision} locationKey={location.key} />
    </Suspense>
  );
}

/** Theme and language live on <html> (house style: switching them re-renders nothing). */
function useDocumentAttributes(locale: Locale, theme: Theme) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dataset.theme = theme;
  }, [locale, theme]);
}

function RouteView({ decision, locationKey }: { decision: RenderDecision; locationKey: string }) {
  const { route, params, locale, theme } = decision;
  const pending = messagesFor(locale);
  const messages = use(pending.messages);
  const fallback = pending.fallback ? use(pending.fallback) : undefined;
  useDocumentAttributes(locale, theme);

  // The locale follows the URL; it is kept so a later unprefixed URL gets it back.
  // (Set on the store directly: the session's actions module brings the API client, which
  // the public pages load only when they need it.)
  useEffect(() => {
    if (session.locale !== locale) session.locale = locale;
  }, [locale]);

  const paramsKey = JSON.stringify(params);
  const current = useMemo<CurrentRoute>(
    () => ({ route, params: JSON.parse(paramsKey) as Record<string, string>, locale, theme }),
    [route, paramsKey, locale, theme],
  );

  const screen = lazyScreenFor(loaderFor(route.name));
  const { pathname } = useLocation();
  const page = <LazyRoute screen={screen} resetKey={pathname} fallback={<RouteLoading />} />;
  const inShell = route.area === 'main' || route.area === 'admin';

  return (
    <I18nProvider locale={locale} messages={messages} fallback={fallback}>
      <LinkProvider component={RouterLink}>
        <CurrentRouteProvider value={current}>
          <PageChrome current={current} locationKey={locationKey} />
          {inShell ? <LazyMainLayout>{page}</LazyMainLayout> : page}
        </CurrentRouteProvider>
      </LinkProvider>
    </I18nProvider>
  );
}

/**
 * What every page gets around it: the document title, the new page scrolled to its top and
 * focused after a navigation (screen readers hear the new page, keyboard users start from its
 * top; back and forward keep the browser's scroll), and the progress bar while the next page loads.
 */
function PageChrome({ current, locationKey }: { current: CurrentRoute; locationKey: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const title = `${t(current.route.titleKey)} · ${t('shell.productName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main-content');
      // A screen that took focus itself (an error it announces) keeps it.
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only a new path moves focus and scroll; the navigation type is read as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // The history's newest location runs ahead of the one on screen while the next page loads.
  const newest = useSyncExternalStore(subscribeToHistory, () => latest.location);
  const loading = newest.key !== locationKey;
  const hidden = loading && (matchHref(newest.pathname)?.route.hideProgressBar ?? false);
  return loading && !hidden ? (
    <Suspense fallback={null}>
      <NavigationProgress />
    </Suspense>
  ) : null;
}
