// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '#app/api';
import { setNavigator } from '#app/navigation';
import { apiError, json, signInAnswer } from '#app/testing/http';
import { loadConfig, loadSessionData, logout, refreshProfile, signIn } from './actions';
import { expireSession } from './expireSession';
import { profileFixture } from './fixtures';
import { resetSession, session } from './store';
import { userFromAuth } from './user';

type Handler = (body: unknown) => Response | Promise<Response>;

/** A fake server: one handler per API path; every request is recorded. */
function fakeServer(handlers: Record<string, Handler>) {
  const requests: { path: string; body: unknown; authorization: string | undefined }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace('/api/v1', '').split('?')[0] ?? '';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({
      path,
      body,
      authorization: (init?.headers as Record<string, string>)?.authorization,
    });
    const handler = handlers[path];
    if (!handler) return apiError(404, 'not_found', 'No such call.');
    return handler(body);
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

const navigate = vi.fn();
let undo: () => void = () => undefined;
let undoHandler: () => void = () => undefined;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetSession();
  navigate.mockReset();
  undo = setNavigator(navigate);
  undoHandler = setUnauthorizedHandler(expireSession);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  undo();
  undoHandler();
  warn.mockRestore();
  vi.unstubAllGlobals();
  resetSession();
  session.locale = 'en';
});

describe('signIn', () => {
  it('stores the user, returns the role’s dashboard and loads profile, config and videos', async () => {
    const { requests } = fakeServer({
      '/auth/sign_in': () => json(signInAnswer),
      '/lookup_profile': () => json(profileFixture({ new_connections: 7 })),
      '/get_config': () => json([{ key: 'support_email', value: 'help@demo.church' }]),
      '/get_instruction_videos': () =>
        json([{ slug: 'pastor-dashboard', url: 'https://vimeo.com/123' }]),
    });
    await expect(signIn({ email: 'pastor@demo.church', password: 'outreach-demo' })).resolves.toBe(
      'dashboard',
    );
    expect(session.user).toMatchObject({ jwt: 'jwt-abc', roles: ['evangelism'], firstname: 'Ana' });
    await vi.waitFor(() => expect(session.user?.profileLoaded).toBe(true));
    await vi.waitFor(() =>
      expect(session.instructionVideos).toEqual({ 'pastor-dashboard': 'https://vimeo.com/123' }),
    );
    expect(session.user?.newConnections).toBe(7);
    expect(session.config).toEqual({ support_email: 'help@demo.church' });
    expect(
      requests
        .filter((request) => request.path !== '/auth/sign_in')
        .every((request) => request.authorization === 'Bearer jwt-abc'),
    ).toBe(true);
  });

  it('throws on a wrong password and leaves the session empty', async () => {
    fakeServer({
      '/auth/sign_in': () => apiError(401, 'invalid_credentials', 'Wrong email or password.'),
    });
    await expect(signIn({ email: 'pastor@demo.church', password: 'nope' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
    });
    expect(session.user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('failures that must not break the page (spec section 8)', () => {
  beforeEach(() => {
    session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['evangelism'] });
  });

  it('a failed profile lookup is logged and ignored', async () => {
    fakeServer({ '/lookup_profile': () => apiError(500, 'internal_error', 'Boom.') });
    await expect(refreshProfile()).resolves.toBeUndefined();
    expect(session.user).toMatchObject({ jwt: 'jwt-abc', profileLoaded: false });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a profile that breaks the contract is logged and ignored', async () => {
    fakeServer({ '/lookup_profile': () => json({ ...profileFixture(), waiting_videos: -1 }) });
    await refreshProfile();
    expect(session.user?.profileLoaded).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a failed config load is logged and ignored', async () => {
    session.config = { support_email: 'kept@demo.church' };
    fakeServer({});
    await expect(loadConfig()).resolves.toBeUndefined();
    expect(session.config).toEqual({ support_email: 'kept@demo.church' });
  });

  it('everything failing at once still resolves', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(loadSessionData()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(session.user?.jwt).toBe('jwt-abc');
  });

  it('but a 401 still goes to sign-in', async () => {
    fakeServer({ '/lookup_profile': () => apiError(401, 'unauthorized', 'Expired.') });
    await refreshProfile();
    expect(session.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/users/signIn?notice=sessionExpired', { replace: true });
  });

  it('ignores a profile that answers after the user has gone', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeServer({ '/lookup_profile': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const pending = refreshProfile();
    resetSession();
    answer(json(profileFixture()));
    await pending;
    expect(session.user).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token, resets everything but the language, and goes to sign-in', async () => {
    const { requests } = fakeServer({
      '/auth/logout': () => json({ ok: true, message: 'Signed out.' }),
    });
    session.locale = 'ko';
    session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['admin'] });
    session.config = { support_email: 'help@demo.church' };
    session.instructionVideos = { a: 'b' };
    session.menu.collapsed = true;
    const done = logout();
    expect(session.user).toBeNull();
    expect(session.config).toEqual({});
    expect(session.instructionVideos).toEqual({});
    expect(session.menu.collapsed).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/ko/users/signIn?notice=signedOut', {
      replace: undefined,
    });
    await done;
    expect(requests).toEqual([{ path: '/auth/logout', body: {}, authorization: 'Bearer jwt-abc' }]);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['care'] });
    await expect(logout()).resolves.toBeUndefined();
    expect(session.user).toBeNull();
    expect(navigate).toHaveBeenCalledOnce();
  });
});
