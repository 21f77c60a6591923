import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roles, dashboardFor, type Role } from '#app/roles';
import { json } from '#app/testing/http';
import { adoptedFetch, takeEarlyCall, type EarlyCalls } from './earlyCalls';

function holder(token = 'jwt-1') {
  const answer = Promise.resolve(json({ ok: true }));
  const early: EarlyCalls = {
    token,
    calls: { 'post /lookup_profile': answer, 'get /get_config': answer },
  };
  return { outreachEarlyCalls: early, answer };
}

const profile = { method: 'post', path: '/lookup_profile', body: {}, token: 'jwt-1' };

describe('takeEarlyCall', () => {
  it('hands the started call to the first matching request, once', () => {
    const source = holder();
    expect(takeEarlyCall(source, profile)).toBe(source.answer);
    expect(takeEarlyCall(source, profile)).toBeNull();
    expect(
      takeEarlyCall(source, { ...profile, method: 'get', path: '/get_config', body: undefined }),
    ).toBe(source.answer);
  });

  it('never adopts a call started with another token, or for another request', () => {
    const source = holder();
    expect(takeEarlyCall(source, { ...profile, token: 'jwt-2' })).toBeNull();
    expect(takeEarlyCall(source, { ...profile, token: null })).toBeNull();
    expect(takeEarlyCall(source, { ...profile, body: { id: 4 } })).toBeNull();
    expect(takeEarlyCall(source, { ...profile, method: 'get' })).toBeNull();
    expect(
      takeEarlyCall(source, {
        ...profile,
        method: 'get',
        path: '/get_config',
        body: undefined,
        params: { page: 2 },
      }),
    ).toBeNull();
    expect(takeEarlyCall(source, { ...profile, path: '/lookup_user' })).toBeNull();
    // None of those used it up.
    expect(takeEarlyCall(source, profile)).toBe(source.answer);
  });

  it('adopts nothing when the page started nothing, or left something malformed', () => {
    expect(takeEarlyCall({}, profile)).toBeNull();
    expect(takeEarlyCall({ outreachEarlyCalls: 'x' }, profile)).toBeNull();
    expect(takeEarlyCall({ outreachEarlyCalls: { token: 'jwt-1' } }, profile)).toBeNull();
  });
});

describe('adoptedFetch', () => {
  it('answers with the started call whatever it is asked', async () => {
    const answer = json({ id: 1 });
    const fetch = adoptedFetch(Promise.resolve(answer));
    expect(await fetch('/elsewhere', { method: 'DELETE' })).toBe(answer);
  });

  it('rejects when the caller aborts, before or while the call runs', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetch = adoptedFetch(new Promise<Response>((resolve) => (finish = resolve)));
    const before = new AbortController();
    before.abort();
    await expect(fetch('/x', { signal: before.signal })).rejects.toThrow();
    const during = new AbortController();
    const pending = fetch('/x', { signal: during.signal });
    during.abort();
    await expect(pending).rejects.toThrow();
    finish(json({}));
  });
});

/** What the script left (read through a function: TypeScript believes the `delete` below). */
const earlyCallsOf = (source: Window) => source.outreachEarlyCalls;

/** index.html's inline script, run as the browser runs it on a page at `path`. */
function runIndexScript(
  path: string,
  auth: unknown,
  { settings, phone = false }: { settings?: unknown; phone?: boolean } = {},
) {
  const html = readFileSync(join(process.cwd(), 'app/index.html'), 'utf8');
  const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!body) throw new Error('index.html has no inline script');
  window.history.replaceState(null, '', path);
  if (auth === undefined) localStorage.removeItem('outreach.auth');
  else
    localStorage.setItem('outreach.auth', typeof auth === 'string' ? auth : JSON.stringify(auth));
  if (settings === undefined) localStorage.removeItem('outreach.settings');
  else localStorage.setItem('outreach.settings', JSON.stringify(settings));
  // jsdom has no media queries: the window is a phone's or a desktop's as the test says.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? phone : !phone,
  }));
  const fetch = vi.fn((..._args: Parameters<typeof globalThis.fetch>) => Promise.resolve(json({})));
  vi.stubGlobal('fetch', fetch);
  delete window.outreachEarlyCalls;
  // The same text the browser runs (its hash is the page's CSP), in this window.
  new Function(body)();
  return {
    requests: fetch.mock.calls.map(([url, init]) => `${String(init?.method)} ${String(url)}`),
    headers: fetch.mock.calls.map(([, init]) => init?.headers as Record<string, string>),
    early: earlyCallsOf(window),
  };
}

/** What running index.html's script left behind: stubs, storage, the page's marks. */
function forgetIndexScript() {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.outreachEarlyCalls;
  delete document.documentElement.dataset.session;
  delete document.documentElement.dataset.standIn;
  window.history.replaceState(null, '', '/');
}

/** The calls index.html starts for every remembered visitor. */
const everyStart = [
  'post /api/v1/lookup_profile',
  'get /api/v1/get_config',
  'get /api/v1/get_instruction_videos',
];

describe("index.html's early calls", () => {
  afterEach(forgetIndexScript);

  it('start nothing for a visitor who is not signed in, or whose stored sign-in is malformed', () => {
    expect(runIndexScript('/dashboard', undefined).requests).toEqual([]);
    expect(runIndexScript('/dashboard', '{nope').requests).toEqual([]);
    expect(runIndexScript('/dashboard', { jwt: '', roles: ['evangelism'] }).requests).toEqual([]);
    expect(runIndexScript('/dashboard', { jwt: 'jwt-1' }).requests).toEqual([]);
    expect(earlyCallsOf(window)).toBeUndefined();
  });

  it("start the session's calls with the stored token on any page", () => {
    const { requests, headers, early } = runIndexScript('/es/inbox', {
      jwt: 'jwt-1',
      roles: ['evangelism'],
    });
    expect(requests).toEqual(everyStart);
    expect(headers.every((header) => header.authorization === 'Bearer jwt-1')).toBe(true);
    expect(early?.token).toBe('jwt-1');
    expect(Object.keys(early?.calls ?? {})).toEqual([
      'post /lookup_profile',
      'get /get_config',
      'get /get_instruction_videos',
    ]);
    expect('session' in document.documentElement.dataset).toBe(true);
  });

  it('start the progress steps exactly where the church partner dashboard shows (app/roles.ts)', () => {
    const sets: Role[][] = [
      ...roles.map((role) => [role]),
      ['admin', 'evangelism'],
      ['care', 'website'],
      ['individual', 'free_evangelism'],
    ];
    for (const userRoles of sets) {
      for (const path of ['/dashboard', '/ko/Dashboard/', '/fr/dashboard']) {
        const { requests } = runIndexScript(path, { jwt: 'jwt-1', roles: userRoles });
        const partner = dashboardFor(userRoles) === 'dashboard';
        expect(requests, `${userRoles.join('+')} on ${path}`).toEqual(
          partner ? [...everyStart, 'post /api/v1/lookup_user'] : everyStart,
        );
      }
      expect(runIndexScript('/dashboards', { jwt: 'jwt-1', roles: userRoles }).requests).toEqual(
        everyStart,
      );
    }
  });
});

describe("index.html's choice of the partner dashboard's stand-in (decision 059)", () => {
  afterEach(forgetIndexScript);

  const pastor = { jwt: 'jwt-1', roles: ['evangelism'] };
  const withVideo = {
    config: { pastor_dashboard_video: 'https://youtu.be/x' },
    menu: { collapsed: false },
  };
  const standIn = () => document.documentElement.dataset.standIn;

  it('marks a paying pastor with a dashboard video, and holds the calls until it has painted', () => {
    const { requests } = runIndexScript('/ko/dashboard', pastor, { settings: withVideo });
    expect(standIn()).toBe('partner');
    // They start with the scripts, after the stand-in's first paint.
    expect(requests).toEqual([]);
    expect(
      runIndexScript('/dashboard', pastor, {
        settings: { instructionVideos: { 'pastor-dashboard': 'https://vimeo.com/1' } },
      }).requests,
    ).toEqual([]);
    expect(standIn()).toBe('partner');
  });

  it('leaves everyone else to the app, with their calls started at once', () => {
    const others: [string, unknown, unknown][] = [
      ['/inbox', pastor, withVideo],
      ['/dashboard', pastor, { config: {} }],
      ['/dashboard', pastor, undefined],
      ['/dashboard', { ...pastor, needToPay: true }, withVideo],
      ['/dashboard', { jwt: 'jwt-1', roles: ['free_evangelism'] }, withVideo],
      ['/dashboard', { jwt: 'jwt-1', roles: ['evangelism', 'website'] }, withVideo],
      ['/dashboard', pastor, { ...withVideo, menu: { collapsed: true } }],
    ];
    for (const [path, auth, settings] of others) {
      const { requests } = runIndexScript(path, auth, { settings });
      expect(standIn(), JSON.stringify([path, auth, settings])).toBeUndefined();
      expect(requests.slice(0, 3)).toEqual(everyStart);
    }
  });

  it('shows it on a phone whatever the menu was on a desktop', () => {
    runIndexScript('/dashboard', pastor, {
      settings: { ...withVideo, menu: { collapsed: true } },
      phone: true,
    });
    expect(standIn()).toBe('partner');
  });
});
