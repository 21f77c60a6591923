// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breakpoints } from '#ds/tokens';
import { canCollapseAt, menuModeFor } from './menuMode';

describe('menuModeFor', () => {
  it('uses the drawer on phones, whatever the collapse preference', () => {
    expect(menuModeFor(375, false)).toBe('drawer');
    expect(menuModeFor(375, true)).toBe('drawer');
    expect(menuModeFor(breakpoints.mobile - 1, true)).toBe('drawer');
  });

  it('keeps the menu expanded at tablet width, even when the user collapsed it', () => {
    expect(menuModeFor(breakpoints.mobile, false)).toBe('expanded');
    expect(menuModeFor(breakpoints.mobile, true)).toBe('expanded');
    expect(menuModeFor(breakpoints.tablet - 1, true)).toBe('expanded');
  });

  it('follows the collapse preference on desktops', () => {
    expect(menuModeFor(breakpoints.tablet, false)).toBe('expanded');
    expect(menuModeFor(breakpoints.tablet, true)).toBe('collapsed');
    expect(menuModeFor(1280, true)).toBe('collapsed');
  });
});

describe('canCollapseAt', () => {
  it('offers the collapse toggle from the desktop breakpoint only', () => {
    expect(canCollapseAt(breakpoints.mobile)).toBe(false);
    expect(canCollapseAt(breakpoints.tablet - 1)).toBe(false);
    expect(canCollapseAt(breakpoints.tablet)).toBe(true);
  });
});
