import { breakpoints } from './tokens';

/**
 * The window's width as the breakpoints see it: the lower edge of its band (0 on phones,
 * `breakpoints.mobile` on tablets, `breakpoints.tablet` on desktops), so that comparing it with
 * a breakpoint gives what the window's own width would. Read from media queries, which, unlike
 * `innerWidth`, do not make the browser lay the page out when read while the page is changing:
 * at the app's start that forced layout was a long task of its own (decision 059). Desktop
 * where there is no window (the build's prerendering); the width itself where there are no
 * media queries (jsdom).
 */
export function windowWidthBand(): number {
  if (typeof window === 'undefined') return breakpoints.tablet;
  if (!window.matchMedia) return window.innerWidth;
  const reaches = (width: number) => window.matchMedia(`(min-width: ${width}px)`).matches;
  if (reaches(breakpoints.tablet)) return breakpoints.tablet;
  return reaches(breakpoints.mobile) ? breakpoints.mobile : 0;
}
