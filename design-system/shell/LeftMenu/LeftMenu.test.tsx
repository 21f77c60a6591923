import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalExemptAttribute } from '#ds/feedback/Dialog';
import { loadTrapLibrary } from '#ds/feedback/Dialog/useModal';
import { delays } from '#ds/tokens';
import { renderWithI18n } from '../fixtures/renderWithI18n';
import { LeftMenu } from './LeftMenu';
import type { MenuSection } from './types';

const sections: MenuSection[] = [
  {
    id: 'main',
    title: 'Church',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: 'menu' },
      {
        id: 'campuses',
        label: 'Campuses',
        href: '/campuses',
        icon: 'globe',
        warning: 'Add church location to map.',
      },
      {
        id: 'videos',
        label: 'Videos',
        icon: 'video',
        children: [
          { id: 'all-videos', label: 'All videos', href: '/videos' },
          {
            id: 'review',
            label: 'Video review',
            href: '/video-review',
            badge: { count: 3, label: '3 waiting videos' },
          },
        ],
      },
      { id: 'settings', label: 'Settings', href: '/settings', icon: 'settings' },
    ],
  },
];

function flyoutOf(trigger: HTMLElement): HTMLElement {
  const flyout = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!flyout) throw new Error('no fly-out');
  return flyout;
}

describe('LeftMenu, collapsed fly-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`hides ${delays.flyoutHide} ms after the pointer leaves, not before`, () => {
    expect(delays.flyoutHide).toBe(100);
    renderWithI18n(<LeftMenu sections={sections} mode="collapsed" />);
    const trigger = screen.getByRole('button', { name: 'Videos, 3 waiting videos' });
    const flyout = flyoutOf(trigger);
    expect(flyout.hidden).toBe(true);

    fireEvent.pointerEnter(trigger);
    expect(flyout.hidden).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(trigger);
    act(() => vi.advanceTimersByTime(delays.flyoutHide - 1));
    expect(flyout.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(flyout.hidden).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when the pointer reaches the fly-out within the delay', () => {
    renderWithI18n(<LeftMenu sections={sections} mode="collapsed" />);
    const trigger = screen.getByRole('button', { name: 'Videos, 3 waiting videos' });
    const flyout = flyoutOf(trigger);
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerLeave(trigger);
    act(() => vi.advanceTimersByTime(delays.flyoutHide / 2));
    fireEvent.pointerEnter(flyout);
    act(() => vi.advanceTimersByTime(delays.flyoutHide * 5));
    expect(flyout.hidden).toBe(false);
  });
});

describe('LeftMenu, collapsed keyboard', () => {
  it('opens the fly-out on focus, enters it with the arrow key and Escape returns to the icon', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LeftMenu sections={sections} mode="collapsed" />);
    const trigger = screen.getByRole('button', { name: 'Videos, 3 waiting videos' });
    act(() => trigger.focus());
    expect(flyoutOf(trigger).hidden).toBe(false);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'All videos' })).toBe(document.activeElement);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Video review/ })).toBe(document.activeElement);

    await user.keyboard('{Escape}');
    expect(trigger).toBe(document.activeElement);
    expect(flyoutOf(trigger).hidden).toBe(true);
  });

  it('closes the fly-out when focus moves on past it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LeftMenu sections={sections} mode="collapsed" />);
    const trigger = screen.getByRole('button', { name: 'Videos, 3 waiting videos' });
    act(() => trigger.focus());
    await user.tab(); // All videos
    await user.tab(); // Video review
    await user.tab(); // Settings
    expect(screen.getByRole('link', { name: 'Settings' })).toBe(document.activeElement);
    expect(flyoutOf(trigger).hidden).toBe(true);
  });

  it('closes the fly-out and returns to its icon when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LeftMenu sections={sections} mode="collapsed" />);
    const trigger = screen.getByRole('button', { name: 'Videos, 3 waiting videos' });
    act(() => trigger.focus());
    await user.keyboard('{ArrowRight}');
    const link = screen.getByRole('link', { name: 'All videos' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Enter}');
    expect(flyoutOf(trigger).hidden).toBe(true);
    expect(trigger).toBe(document.activeElement);
  });

  it('names icon-only links by their label and describes a warning', () => {
    renderWithI18n(<LeftMenu sections={sections} mode="collapsed" activeHref="/campuses" />);
    const campuses = screen.getByRole('link', { name: 'Campuses' });
    expect(campuses.getAttribute('aria-current')).toBe('page');
    const description = document.getElementById(campuses.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Add church location to map.');
  });
});

describe('LeftMenu, expanded', () => {
  it('marks the current page and opens the group that holds it', () => {
    renderWithI18n(<LeftMenu sections={sections} activeHref="/video-review" />);
    const group = screen.getByRole('button', { name: /Videos/ });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const current = screen.getByRole('link', { name: 'Video review 3 waiting videos' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('toggles a group and shows its children’s count on it while closed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LeftMenu sections={sections} activeHref="/dashboard" />);
    const group = screen.getByRole('button', { name: 'Videos 3 waiting videos' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'All videos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Videos' })).toBe(group);
  });

  it('shows a warning in a tooltip on focus and as the link’s description', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LeftMenu sections={sections} />);
    const campuses = screen.getByRole('link', { name: 'Campuses' });
    const tooltip = document.getElementById(campuses.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).toBe('Add church location to map.');
    expect(tooltip?.hidden).toBe(true);
    await user.tab();
    await user.tab();
    expect(campuses).toBe(document.activeElement);
    expect(tooltip?.hidden).toBe(false);
  });

  it('labels the navigation landmark', () => {
    renderWithI18n(<LeftMenu sections={sections} />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Church' })).toBeTruthy();
  });
});

function DrawerHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      {/* What the toast viewport is marked with. */}
      <div {...{ [modalExemptAttribute]: '' }}>
        <button type="button">Undo</button>
      </div>
      <LeftMenu
        sections={sections}
        mode="drawer"
        drawerOpen={open}
        activeHref="/settings"
        onDrawerClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('LeftMenu, drawer', () => {
  it('is a modal dialog that takes focus to the current page and traps Tab', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DrawerHarness onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Main menu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toBe(document.activeElement);

    // The trap's library loads on first use: wait for it as the drawer does (the drawer's
    // callbacks on the same promise run first), however long the first import takes.
    await act(async () => {
      await loadTrapLibrary();
    });
    // After the last link, the toasts; then round to the drawer's first control.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toBe(document.activeElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(document.activeElement);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Undo' })).toBe(document.activeElement);
    await user.tab({ shift: true });
    expect(settings).toBe(document.activeElement);
    // Never the page behind.
    act(() => screen.getByRole('button', { name: 'Open menu' }).focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<DrawerHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toBe(document.activeElement);
  });

  it('closes on the backdrop, the close button and a followed link', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<DrawerHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });

    await user.click(opener);
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.click(opener);
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    dashboard.addEventListener('click', (event) => event.preventDefault());
    await user.click(dashboard);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
