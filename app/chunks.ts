import type { RouteName } from './routes';
import { createElement, use, type ComponentType } from 'react';

/** A route's screen: a container component, loaded on demand so each route is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** The screens of a feature's routes (app/features/<feature>/loaders.ts). */
export type FeatureLoaders = Partial<Record<RouteName, ScreenLoader>>;

/**
 * The icons past the core ones (their own chunk), which a public page that draws them loads with
 * its code, so that its first frame has every icon, as the shell's has (shell/loadShell.ts).
 * Written beside the page's `import()` in its loader, where the build reads which module a
 * route loads (routePreloads.ts).
 */
export function loadEveryIcon(): Promise<void> {
  // Imported when called (it is in the entry already): the build reads the route loaders in
  // Node, which cannot load the icons' JSX.
  return import('#ds/display/Icon/drawings').then(({ loadMoreIcons }) => loadMoreIcons());
}

/** Spec section 9: a route's script chunk that has not loaded after this long is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A route's code did not arrive: it failed, or it took longer than the time-out. */
export class ChunkLoadError extends Error {
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', options?: { cause?: unknown }) {
    super(
      reason === 'timeout'
        ? `Route chunk did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`
        : 'Route chunk failed to load',
      options,
    );
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Runs a loader, rejecting with a `ChunkLoadError` when it fails or has not settled within
 * `timeoutMs`. The timer is cleared as soon as the loader settles.
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

export type LazyScreen = {
  /** Renders the screen, suspending while its chunk loads; a load error goes to the nearest error boundary. */
  Component: ComponentType;
  /** Starts loading ahead of rendering (on link hover, in a route loader). Never rejects. */
  preload: () => Promise<void>;
  /** Forgets a failed load, so the next render loads again (the error screen's retry). */
  reset: () => void;
};

/**
 * A route screen loaded on demand, with the time-out. Unlike `React.lazy` (and react-router's
 * `lazy`), which keep a failed import for good, `reset()` forgets a failure so a retry really
 * loads again.
 */
export function lazyScreen(
  load: ScreenLoader,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyScreen {
  let pending: Promise<ComponentType> | null = null;
  let failed = false;
  const get = () => {
    if (!pending) {
      failed = false;
      const attempt = loadWithTimeout(load, timeoutMs);
      attempt.catch(() => {
        if (pending === attempt) failed = true;
      });
      pending = attempt;
    }
    return pending;
  };
  function LazyRouteScreen() {
    return createElement(use(get()));
  }
  return {
    Component: LazyRouteScreen,
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
    reset: () => {
      if (failed) pending = null;
    },
  };
}

const screens = new WeakMap<ScreenLoader, LazyScreen>();

/** The one lazy screen of a loader: routes sharing a screen share its chunk and its state. */
export function lazyScreenFor(load: ScreenLoader): LazyScreen {
  let screen = screens.get(load);
  if (!screen) {
    screen = lazyScreen(load);
    screens.set(load, screen);
  }
  return screen;
}
