import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#ds/i18n';
import en from '#locales/en.json';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyScreen, loadWithTimeout } from './chunks';
import { LazyRoute, RouteErrorBoundary } from './RouteError';

function withI18n(children: ReactNode) {
  return (
    <I18nProvider locale="en" messages={en}>
      {children}
    </I18nProvider>
  );
}

function Done() {
  return <p>The screen</p>;
}

/** A loader whose promise the test settles by hand. */
function manualLoader() {
  const attempts: { resolve: (value: ComponentType) => void; reject: (error: unknown) => void }[] =
    [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

/** Renders inside an async act, which React needs to retry a component suspended on `use()`. */
async function renderAsync(ui: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as ReturnType<typeof render>;
}

/** Lets React finish: its scheduler runs on its own, and Suspense reveals content after a short throttle. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadWithTimeout', () => {
  it('the spec’s time-out is 120000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with a load error after 120000 ms, not before', async () => {
    const result = loadWithTimeout(() => new Promise<never>(() => undefined)).catch(
      (error: unknown) => error,
    );
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('resolves with the module and leaves no timer behind', async () => {
    await expect(loadWithTimeout(async () => Done)).resolves.toBe(Done);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into a load error, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch(
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed', cause });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('LazyRoute', () => {
  it('shows the loading mark, then the screen', async () => {
    const { load, attempts } = manualLoader();
    await renderAsync(withI18n(<LazyRoute screen={lazyScreen(load)} />));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    attempts[0]?.resolve(Done);
    await settle();
    expect(screen.getByText('The screen')).toBeTruthy();
  });

  it('after 120 s shows the error with a retry that loads again', async () => {
    const { load, attempts } = manualLoader();
    await renderAsync(withI18n(<LazyRoute screen={lazyScreen(load)} />));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('It is taking too long to load');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]?.resolve(Done);
    await settle();
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed load shows its own message; a second failure’s retry reloads the page', async () => {
    const { load, attempts } = manualLoader();
    const reload = vi.fn();
    const lazy = lazyScreen(load);
    await renderAsync(
      withI18n(
        <RouteErrorBoundary reload={reload} onRetry={lazy.reset}>
          <Suspense fallback={null}>
            <lazy.Component />
          </Suspense>
        </RouteErrorBoundary>,
      ),
    );
    attempts[0]?.reject(new TypeError('offline'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Part of the page did not arrive');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(reload).not.toHaveBeenCalled();
    attempts[1]?.reject(new TypeError('offline'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shares one load between renders and preloads without rejecting', async () => {
    const { load, attempts } = manualLoader();
    const lazy = lazyScreen(load);
    const preload = lazy.preload();
    await renderAsync(withI18n(<LazyRoute screen={lazy} />));
    expect(load).toHaveBeenCalledOnce();
    attempts[0]?.reject(new Error('x'));
    await settle();
    await expect(preload).resolves.toBeUndefined();
  });
});

describe('RouteErrorBoundary', () => {
  function Crash(): never {
    throw new Error('render failed');
  }

  it('shows “Something went wrong!” for a crash, and clears when the location changes', () => {
    const { rerender } = render(
      withI18n(
        <RouteErrorBoundary resetKey="/inbox">
          <Crash />
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong!');
    rerender(
      withI18n(
        <RouteErrorBoundary resetKey="/dashboard">
          <Done />
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByText('The screen')).toBeTruthy();
  });
});
