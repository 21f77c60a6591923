import { session } from '#app/session/store';
import { createApi } from './api';
import { createApiClient } from './client';
import { takeEarlyCall } from './earlyCalls';
import { handleUnauthorized } from './unauthorized';

export { callEndpoint, createApi, uploadToEndpoint, type Api, type CallOptions } from './api';
export {
  apiBase,
  createApiClient,
  filenameFrom,
  saveFile,
  type ApiClient,
  type ApiClientOptions,
  type Download,
} from './client';
export { setUnauthorizedHandler } from './unauthorized';
export {
  ApiError,
  errorCode,
  errorMessageKey,
  fieldErrors,
  isApiError,
  type ApiErrorKind,
} from './errors';

/** The app's one HTTP client (redaxios): base /api/v1, the session's bearer token. */
export const apiClient = createApiClient({
  getToken: () => session.user?.jwt ?? null,
  onUnauthorized: handleUnauthorized,
  takeEarlyCall: (request) =>
    typeof window === 'undefined' ? null : takeEarlyCall(window, request),
});

/** Every call, typed by `contract/`: `api.auth.signIn(…)`, `api.profile.lookup()`, `api.config.get()`… */
export const api = createApi(apiClient);
