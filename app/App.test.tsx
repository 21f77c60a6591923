import { screen, waitFor, within } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupUserFixture, profileFixture } from './session/fixtures';
import { json, signInAnswer } from './testing/http';

/** A fake API: one answer per path; every request is recorded. */
function fakeApi(answers: Record<string, unknown>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      const path = String(url).replace('/api/v1', '').split('?')[0] ?? '';
      paths.push(path);
      return path in answers
        ? json(answers[path])
        : json({ error: { code: 'not_found', message: 'No such call.' } }, 404);
    }),
  );
  return paths;
}

const signedInApi = {
  '/auth/sign_in': signInAnswer,
  '/lookup_profile': profileFixture(),
  '/get_config': [{ key: 'support_email', value: 'help@demo.church' }],
  '/get_instruction_videos': [{ slug: 'pastor-dashboard', url: 'https://vimeo.com/76979871' }],
  '/lookup_user': lookupUserFixture(),
  '/auth/logout': { ok: true, message: 'Signed out.' },
};

let root: Root | null = null;

// Plain DOM events, as a browser sends them: testing-library's helpers wrap them in act(),
// which holds back the router's transitions.
function type(element: HTMLElement, text: string) {
  const input = element as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function click(element: HTMLElement) {
  element.click();
}

/**
 * Opens the app at `path`, as main.tsx does: the session first, then the router, rendered as in
 * a browser (not inside act(), which holds back the suspended language and route chunks).
 */
async function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const { persistSession } = await import('./session/store');
  persistSession(window.localStorage);
  const { App } = await import('./App');
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<App />);
}

// The first load of each lazy chunk is transformed on the fly here: slower than in a browser.
const slow = { timeout: 45_000 };

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.resetModules();
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('App', { timeout: 120_000 }, () => {
  it('sends an unknown path to the system 404 page', async () => {
    fakeApi({});
    await openApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/users/system/404');
    await waitFor(() => expect(document.title).toBe('Page not found · Outreach Dashboard'));
  });

  it('sends a visitor to sign-in in the language of the URL, remembering the page', async () => {
    fakeApi({});
    await openApp('/ko/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' }, slow)).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/ko/users/signIn?redirectTo=%2Fdashboard',
    );
    expect(document.documentElement.lang).toBe('ko');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('signs in to the role dashboard in its shell, and signs out to sign-in', async () => {
    const paths = fakeApi(signedInApi);
    await openApp('/users/signIn');
    type(await screen.findByLabelText(/Email/, undefined, slow), 'pastor@demo.church');
    type(screen.getByLabelText(/^Password/), 'outreach-demo');
    click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana' }, slow),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getByRole('link', { name: /Order cards/ })
        .getAttribute('href'),
    ).toBe('/orderCards');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/sign_in',
        '/lookup_profile',
        '/get_config',
        '/get_instruction_videos',
        '/lookup_user',
      ]),
    );

    click(screen.getByRole('button', { name: /Ana Lee/ }));
    click(await screen.findByRole('menuitem', { name: 'Log out' }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeTruthy();
    await waitFor(
      () =>
        expect(`${window.location.pathname}${window.location.search}`).toBe(
          '/users/signIn?notice=signedOut',
        ),
      slow,
    );
    expect(screen.getByText('You are signed out')).toBeTruthy();
  });

  it('switches the language by moving the URL to its prefix', async () => {
    fakeApi({});
    await openApp('/users/forgot-password');
    click(await screen.findByRole('button', { name: /Language/ }, slow));
    click(await screen.findByRole('menuitemradio', { name: 'Français' }, slow));
    await waitFor(() => expect(window.location.pathname).toBe('/fr/users/forgot-password'), slow);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), slow);
  });
});
