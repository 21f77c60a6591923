import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '#app/navigation';
import { expireSession } from '#app/session/expireSession';
import { resetSession, session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { apiError, json, signInAnswer } from '#app/testing/http';
import { createApi, withPathParams } from './api';
import { createApiClient } from './client';
import { api, setUnauthorizedHandler } from './index';

describe('createApi', () => {
  it('maps each call to its contract path and method', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(signInAnswer));
    const typed = createApi(
      createApiClient({
        fetch: fetch as typeof globalThis.fetch,
        getToken: () => null,
        onUnauthorized: vi.fn(),
      }),
    );
    const answer = await typed.auth.signIn({
      email: 'pastor@demo.church',
      password: 'outreach-demo',
    });
    expect(answer.user.role).toEqual(['evangelism']);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/auth/sign_in');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('checks a request before sending it', async () => {
    const fetch = vi.fn();
    const typed = createApi(
      createApiClient({
        fetch: fetch as typeof globalThis.fetch,
        getToken: () => null,
        onUnauthorized: vi.fn(),
      }),
    );
    await expect(typed.auth.signIn({ email: 'not-an-email', password: 'x' })).rejects.toMatchObject(
      { kind: 'contract' },
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends {} for calls without a payload, and GETs the config', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/get_config')
        ? json([{ key: 'support_email', value: 'help@demo.church' }])
        : json({ ok: true, message: 'Bye.' }),
    );
    const typed = createApi(
      createApiClient({
        fetch: fetch as typeof globalThis.fetch,
        getToken: () => 't',
        onUnauthorized: vi.fn(),
      }),
    );
    await typed.auth.logout();
    expect(fetch.mock.calls[0]).toEqual([
      '/api/v1/auth/logout',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    ]);
    expect(await typed.config.get()).toEqual([{ key: 'support_email', value: 'help@demo.church' }]);
    expect(fetch.mock.calls[1]).toEqual([
      '/api/v1/get_config',
      expect.objectContaining({ method: 'GET' }),
    ]);
  });

  it('rejects a config answer that breaks the contract', async () => {
    const fetch = vi.fn(async () => json([{ key: 'support_email', value: 42 }]));
    const typed = createApi(
      createApiClient({
        fetch: fetch as typeof globalThis.fetch,
        getToken: () => 't',
        onUnauthorized: vi.fn(),
      }),
    );
    await expect(typed.config.get()).rejects.toMatchObject({ kind: 'contract' });
  });
});

describe('the app’s api instance', () => {
  const navigate = vi.fn();
  let undo: () => void = () => undefined;
  let undoHandler: () => void = () => undefined;

  beforeEach(() => {
    undoHandler = setUnauthorizedHandler(expireSession);
    resetSession();
    session.locale = 'fr';
    session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['evangelism'] });
    navigate.mockReset();
    undo = setNavigator(navigate);
  });

  afterEach(() => {
    undo();
    undoHandler();
    vi.unstubAllGlobals();
    resetSession();
    session.locale = 'en';
  });

  it('sends the session’s token', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ ok: true, message: 'Bye.' }),
    );
    vi.stubGlobal('fetch', fetch);
    await api.auth.logout();
    expect((fetch.mock.calls[0]?.[1]?.headers as Record<string, string>).authorization).toBe(
      'Bearer jwt-abc',
    );
  });

  it('a 401 from any call clears the session and goes to sign-in, in the current language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(401, 'unauthorized', 'Expired.')),
    );
    await expect(api.profile.lookup()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.user).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/fr/users/signIn?notice=sessionExpired', {
      replace: true,
    });
  });

  it('remembers the page the user was on', async () => {
    window.history.replaceState(null, '', '/fr/inbox?page=2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(401, 'unauthorized', 'Expired.')),
    );
    await expect(api.config.get()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledWith(
      '/fr/users/signIn?notice=sessionExpired&redirectTo=%2Finbox%3Fpage%3D2',
      { replace: true },
    );
    window.history.replaceState(null, '', '/');
  });

  it('several 401s at once go to sign-in once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(401, 'unauthorized', 'Expired.')),
    );
    await Promise.allSettled([
      api.profile.lookup(),
      api.config.get(),
      api.config.instructionVideos(),
    ]);
    expect(navigate).toHaveBeenCalledOnce();
    expireSession();
    expect(navigate).toHaveBeenCalledOnce();
  });
});

describe('withPathParams', () => {
  it("puts a GET's path parameters into its path and leaves the rest for the query", () => {
    expect(withPathParams('/messages/:id', { id: 7, page: 2 })).toEqual({
      path: '/messages/7',
      params: { page: 2 },
    });
    expect(withPathParams('/messages/:id', { id: 'a/b' })).toEqual({
      path: '/messages/a%2Fb',
      params: {},
    });
    expect(withPathParams('/messages', { page: 1 })).toEqual({
      path: '/messages',
      params: { page: 1 },
    });
    expect(withPathParams('/health', undefined)).toEqual({ path: '/health', params: undefined });
  });
});
