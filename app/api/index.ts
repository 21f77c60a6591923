import { goToRoute } from '../navigation';
import { safeReturnPath, signInQuery } from '../routing';
import { resetSession, session } from '../session/store';
import { createApi } from './api';
import { createApiClient } from './client';

export { createApi, type Api } from './api';
export {
  apiBase,
  createApiClient,
  filenameFrom,
  saveFile,
  type ApiClient,
  type ApiClientOptions,
  type Download,
} from './client';
export {
  ApiError,
  errorCode,
  errorMessageKey,
  fieldErrors,
  isApiError,
  type ApiErrorKind,
} from './errors';

/**
 * A call that carried the token got a 401 (spec sections 7 and 8): the session is cleared
 * and the user goes to sign-in, which can bring them back to the page they were on.
 * Several calls failing together do it once.
 */
export function handleUnauthorized(): void {
  if (!session.user) return;
  resetSession();
  const back =
    typeof window === 'undefined'
      ? null
      : safeReturnPath(`${window.location.pathname}${window.location.search}`);
  goToRoute('signIn', { replace: true, search: signInQuery({ reason: 'sessionExpired', back }) });
}

/** The app's one HTTP client (redaxios): base /api/v1, the session's bearer token. */
export const apiClient = createApiClient({
  getToken: () => session.user?.jwt ?? null,
  onUnauthorized: handleUnauthorized,
});

/** Every call, typed by `contract/`: `api.auth.signIn(…)`, `api.profile.lookup()`, `api.config.get()`… */
export const api = createApi(apiClient);
