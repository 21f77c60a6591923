import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  persistSession,
  resetSession,
  restoreSession,
  session,
  viewFlagsFor,
  watchViewport,
} from './store';
import { userFromAuth } from './user';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('viewFlagsFor', () => {
  it('mobile under 768 px, tablet under 992 px, otherwise desktop', () => {
    expect(viewFlagsFor(375)).toEqual({ mobile: true, tablet: false });
    expect(viewFlagsFor(767)).toEqual({ mobile: true, tablet: false });
    expect(viewFlagsFor(768)).toEqual({ mobile: false, tablet: true });
    expect(viewFlagsFor(991)).toEqual({ mobile: false, tablet: true });
    expect(viewFlagsFor(992)).toEqual({ mobile: false, tablet: false });
  });
});

describe('persistence', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => resetSession());
  afterEach(() => {
    stop();
    resetSession();
    session.locale = 'en';
  });

  it('keeps only the settings the spec lists, plus the token, roles and payment flag', async () => {
    const storage = memoryStorage();
    stop = persistSession(storage);
    session.locale = 'ko';
    session.menu.collapsed = true;
    session.menu.drawerOpen = true;
    session.config = { support_email: 'help@demo.church' };
    session.instructionVideos = { 'pastor-dashboard': 'https://vimeo.com/1' };
    session.user = {
      ...userFromAuth({ jwt: 'jwt', roles: ['evangelism'], userId: 3 }),
      churchName: 'Grace',
      needToPay: true,
    };
    await flush();
    expect(JSON.parse(storage.getItem('outreach.settings') ?? '')).toEqual({
      locale: 'ko',
      view: session.view,
      menu: { collapsed: true },
      config: { support_email: 'help@demo.church' },
      instructionVideos: { 'pastor-dashboard': 'https://vimeo.com/1' },
    });
    expect(JSON.parse(storage.getItem('outreach.auth') ?? '')).toEqual({
      jwt: 'jwt',
      roles: ['evangelism'],
      userId: 3,
      needToPay: true,
    });
    expect(storage.length).toBe(2);
  });

  it('restores them on the next start', () => {
    const storage = memoryStorage({
      'outreach.settings': JSON.stringify({
        locale: 'es',
        menu: { collapsed: true },
        config: { a: 'b' },
        instructionVideos: { x: 'y' },
      }),
      'outreach.auth': JSON.stringify({
        jwt: 'jwt',
        roles: ['care', 'nonsense'],
        userId: 4,
        needToPay: false,
      }),
    });
    restoreSession(storage);
    expect(session.locale).toBe('es');
    expect(session.menu).toEqual({ collapsed: true, drawerOpen: false });
    expect(session.config).toEqual({ a: 'b' });
    expect(session.instructionVideos).toEqual({ x: 'y' });
    expect(session.user).toMatchObject({
      jwt: 'jwt',
      roles: ['care'],
      userId: 4,
      profileLoaded: false,
    });
  });

  it('ignores what is malformed', () => {
    const storage = memoryStorage({
      'outreach.settings': '{not json',
      'outreach.auth': JSON.stringify({ jwt: '', roles: [] }),
    });
    restoreSession(storage);
    expect(session.locale).toBe('en');
    expect(session.user).toBeNull();
  });

  it('forgets the token when the user goes', async () => {
    const storage = memoryStorage();
    stop = persistSession(storage);
    session.user = userFromAuth({ jwt: 'jwt', roles: ['admin'] });
    await flush();
    expect(storage.getItem('outreach.auth')).not.toBeNull();
    resetSession();
    await flush();
    expect(storage.getItem('outreach.auth')).toBeNull();
  });
});

describe('resetSession', () => {
  it('empties everything but the language', () => {
    session.locale = 'fr';
    session.user = userFromAuth({ jwt: 'jwt', roles: ['admin'] });
    session.config = { a: 'b' };
    session.instructionVideos = { c: 'd' };
    session.menu.collapsed = true;
    resetSession();
    expect(session.user).toBeNull();
    expect(session.config).toEqual({});
    expect(session.instructionVideos).toEqual({});
    expect(session.menu).toEqual({ collapsed: false, drawerOpen: false });
    expect(session.locale).toBe('fr');
    session.locale = 'en';
  });
});

describe('watchViewport', () => {
  it('follows the window width', () => {
    const stop = watchViewport(window);
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
    expect(session.view).toEqual({ mobile: true, tablet: false });
    window.innerWidth = 900;
    window.dispatchEvent(new Event('resize'));
    expect(session.view).toEqual({ mobile: false, tablet: true });
    stop();
    window.innerWidth = 1280;
    window.dispatchEvent(new Event('resize'));
    expect(session.view).toEqual({ mobile: false, tablet: true });
  });
});
