import { subscribe } from 'valtio';
import { session } from '#app/session/store';

/**
 * Resolves once the profile lookup that follows a sign-in has answered (so the first page shows
 * the right menu and payment state), or after `timeoutMs` at the latest: a slow or failed lookup
 * never keeps anyone on the sign-in page.
 */
export function whenProfileLoaded(timeoutMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => !session.user || session.user.profileLoaded;
    if (ready()) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = subscribe(session, () => {
      if (ready()) done();
    });
  });
}
