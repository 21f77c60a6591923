import { breakpoints } from '#ds/tokens';

/** How the left menu is shown. */
export type MenuMode = 'expanded' | 'collapsed' | 'drawer';

/**
 * The left menu's mode for a viewport width (spec section 9):
 * - phones (below `breakpoints.mobile`, 768 px): a modal drawer opened from the top bar;
 * - tablets (768 to 991 px): always expanded, whatever the user chose;
 * - desktops (992 px and up): expanded, or icons only when the user collapsed it.
 */
export function menuModeFor(width: number, collapsedPreference: boolean): MenuMode {
  if (width < breakpoints.mobile) return 'drawer';
  if (width < breakpoints.tablet) return 'expanded';
  return collapsedPreference ? 'collapsed' : 'expanded';
}

/** True where the user's collapse choice has an effect, so the top bar offers the toggle. */
export function canCollapseAt(width: number): boolean {
  return width >= breakpoints.tablet;
}
