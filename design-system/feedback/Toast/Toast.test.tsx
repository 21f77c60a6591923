import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import { I18nProvider } from '#ds/i18n';
import { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './ToastProvider';

let api: ToastApi;

function keep(value: ToastApi) {
  api = value;
}

function Capture() {
  const toast = useToast();
  useLayoutEffect(() => keep(toast), [toast]);
  return null;
}

function renderProvider(props: Omit<ToastProviderProps, 'children'> = {}, children?: ReactNode) {
  return render(
    <I18nProvider locale="en" messages={en}>
      <ToastProvider {...props}>
        <Capture />
        {children}
      </ToastProvider>
    </I18nProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const items = () => within(region()).queryAllByRole('listitem');
const item = (index: number) => {
  const found = items()[index];
  if (!found) throw new Error(`no toast at ${index}`);
  return found;
};

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes away by itself after its duration', () => {
    renderProvider({ duration: 5000 });
    act(() => void api.show({ tone: 'success', title: 'Saved' }));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('stops the clock while hovered and resumes where it was', () => {
    renderProvider({ duration: 5000 });
    act(() => void api.show({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(region());
    act(() => vi.advanceTimersByTime(60_000));
    expect(items()).toHaveLength(1);
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(1999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('stops the clock while a toast has focus', () => {
    renderProvider({ duration: 5000 });
    act(() => void api.show({ title: 'Saved' }));
    const close = within(region()).getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(items()).toHaveLength(1);
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(items()).toHaveLength(0);
  });

  it('keeps critical toasts until closed, unless given a duration', () => {
    renderProvider({ duration: 5000 });
    act(() => void api.show({ tone: 'critical', title: 'Failed' }));
    act(() => void api.show({ tone: 'critical', title: 'Timed', duration: 1000 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(items()).toHaveLength(1);
    expect(item(0).textContent).toContain('Failed');
  });

  it('announces critical toasts assertively and the others politely', () => {
    renderProvider();
    act(() => void api.show({ tone: 'info', title: 'News' }));
    act(() => void api.show({ tone: 'critical', title: 'Failed' }));
    expect(screen.getByText('News').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(screen.getByText('Failed').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'assertive',
    );
  });

  it('closes from its button, and from dismiss() with the id show() returned', () => {
    renderProvider();
    let first = '';
    act(() => {
      first = api.show({ title: 'One', duration: null });
      api.show({ title: 'Two', duration: null });
    });
    fireEvent.click(within(item(1)).getByRole('button', { name: 'Close' }));
    expect(items()).toHaveLength(1);
    act(() => api.dismiss(first));
    expect(items()).toHaveLength(0);
  });

  it('moves focus to the next toast when the focused one closes', () => {
    renderProvider();
    act(() => {
      api.show({ title: 'One', duration: null });
      api.show({ title: 'Two', duration: null });
    });
    const two = item(1);
    const closeOne = within(item(0)).getByRole('button', { name: 'Close' });
    act(() => closeOne.focus());
    fireEvent.click(closeOne);
    expect(document.activeElement).toBe(within(two).getByRole('button', { name: 'Close' }));
  });

  it('pushes out the oldest non-critical toast beyond max', () => {
    renderProvider({ max: 2 });
    act(() => {
      api.show({ tone: 'critical', title: 'Failed' });
      api.show({ title: 'Old', duration: null });
      api.show({ title: 'New', duration: null });
    });
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('New'),
      expect.stringContaining('Failed'),
    ]);
  });

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
