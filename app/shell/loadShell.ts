import { loadWithTimeout, loadEveryIcon } from '#app/chunks';
import type * as MainLayoutModule from './MainLayout';

type ShellModule = typeof MainLayoutModule;

let pending: Promise<ShellModule> | null = null;

/**
 * The signed-in frame's code (top bar, menus, user menu, toasts): its own chunk, so the public
 * pages never load it. Loaded once; a failure is forgotten so a retry loads again.
 */
export function loadShell(): Promise<ShellModule> {
  if (!pending) {
    // The menus' and pages' icons with it, so the shell's first frame has them all.
    const attempt = loadWithTimeout(() =>
      Promise.all([import('./MainLayout'), loadEveryIcon()]).then(([shell]) => shell),
    );
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    pending = attempt;
  }
  return pending;
}

/** Starts loading the shell ahead of need (sign-in succeeded, or a signed-in page is opening). */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}
