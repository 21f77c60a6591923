/**
 * The design tokens: the one place where raw colours, sizes and timings live.
 * They become CSS custom properties (see cssVariables.ts); components read them only
 * through the typed `vars` object, so switching theme re-renders nothing.
 */

const palette = {
  white: '#ffffff',
  black: '#000000',
  gray50: '#f7f8fa',
  gray100: '#eef0f4',
  gray200: '#dde1e8',
  gray300: '#c3c9d4',
  gray400: '#8d96a7',
  gray500: '#667085',
  gray600: '#4b5565',
  gray700: '#363f4e',
  gray800: '#232a36',
  gray850: '#1a2029',
  gray900: '#12161d',
  blue100: '#e3edff',
  blue300: '#8fb3ff',
  blue500: '#2f6fed',
  blue600: '#1f58c9',
  blue700: '#1a479f',
  green100: '#ddf5e6',
  green300: '#7fd3a0',
  green600: '#1d7a47',
  green700: '#16603a',
  amber100: '#fff1d6',
  amber300: '#ffc95c',
  amber700: '#8a5300',
  red100: '#fde4e2',
  red300: '#f59c94',
  red600: '#c4281c',
  red700: '#a21f15',
  violet100: '#eee7ff',
  violet300: '#b9a2ff',
  violet700: '#5b3cc4',
} as const;

/** Semantic colours per theme. Every pair used for text meets WCAG AA (4.5:1). */
export const colorThemes = {
  light: {
    canvas: palette.gray50,
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.gray100,
    border: palette.gray200,
    borderStrong: palette.gray400,
    text: palette.gray900,
    textMuted: palette.gray600,
    textOnAccent: palette.white,
    focusRing: palette.blue500,
    overlay: 'rgba(18, 22, 29, 0.56)',
    accent: palette.blue600,
    accentHover: palette.blue700,
    accentSubtle: palette.blue100,
    accentText: palette.blue700,
    successSubtle: palette.green100,
    successText: palette.green700,
    success: palette.green600,
    warningSubtle: palette.amber100,
    warningText: palette.amber700,
    warning: palette.amber300,
    criticalSubtle: palette.red100,
    criticalText: palette.red700,
    critical: palette.red600,
    criticalHover: palette.red700,
    infoSubtle: palette.violet100,
    infoText: palette.violet700,
    neutralSubtle: palette.gray100,
    neutralText: palette.gray700,
    menuBackground: palette.gray850,
    menuText: palette.gray200,
    menuTextMuted: palette.gray400,
    menuActive: palette.blue600,
    menuHover: palette.gray700,
    skeleton: palette.gray200,
  },
  dark: {
    canvas: palette.gray900,
    surface: palette.gray850,
    surfaceRaised: palette.gray800,
    surfaceSunken: palette.black,
    border: palette.gray700,
    borderStrong: palette.gray500,
    text: palette.gray50,
    textMuted: palette.gray300,
    textOnAccent: palette.white,
    focusRing: palette.blue300,
    overlay: 'rgba(0, 0, 0, 0.7)',
    accent: palette.blue600,
    accentHover: palette.blue500,
    accentSubtle: '#1c2c4d',
    accentText: palette.blue300,
    successSubtle: '#123322',
    successText: palette.green300,
    success: palette.green600,
    warningSubtle: '#3a2a0a',
    warningText: palette.amber300,
    warning: palette.amber300,
    criticalSubtle: '#3d1613',
    criticalText: palette.red300,
    critical: palette.red600,
    criticalHover: palette.red700,
    infoSubtle: '#2a2150',
    infoText: palette.violet300,
    neutralSubtle: palette.gray800,
    neutralText: palette.gray200,
    menuBackground: palette.black,
    menuText: palette.gray200,
    menuTextMuted: palette.gray400,
    menuActive: palette.blue600,
    menuHover: palette.gray800,
    skeleton: palette.gray700,
  },
} as const;

export type ColorToken = keyof (typeof colorThemes)['light'];

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radius = {
  small: '4px',
  medium: '8px',
  large: '12px',
  pill: '999px',
} as const;

export const font = {
  familySans: "'Inter Variable', 'Noto Sans KR', system-ui, -apple-system, 'Segoe UI', sans-serif",
  familyKorean: "'Noto Sans KR', 'Inter Variable', system-ui, sans-serif",
  // The shipped DejaVu Mono first: code looks the same on every machine (decision 065).
  familyMono: "'DejaVu Mono', ui-monospace, 'SFMono-Regular', Menlo, monospace",
  sizeXs: '12px',
  sizeSm: '14px',
  sizeMd: '16px',
  sizeLg: '18px',
  sizeXl: '22px',
  size2xl: '28px',
  size3xl: '34px',
  weightRegular: '400',
  weightMedium: '500',
  weightSemibold: '600',
  weightBold: '700',
  lineTight: '1.25',
  lineNormal: '1.5',
} as const;

export const shadow = {
  small: '0 1px 2px rgba(18, 22, 29, 0.08)',
  medium: '0 4px 12px rgba(18, 22, 29, 0.12)',
  large: '0 12px 32px rgba(18, 22, 29, 0.2)',
} as const;

/** Stacking order, lowest first. */
export const layer = {
  base: '0',
  sticky: '100',
  menu: '200',
  flyout: '300',
  drawer: '400',
  dialog: '500',
  toast: '600',
  tooltip: '700',
  embedOverlay: '800',
} as const;

export const motion = {
  durationFast: '120ms',
  durationMedium: '200ms',
  durationSlow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Layout sizes that several parts agree on. */
export const size = {
  topBarHeight: '64px',
  menuWidth: '264px',
  menuCollapsedWidth: '72px',
  controlSmall: '32px',
  controlMedium: '40px',
  controlLarge: '48px',
  contentMaxWidth: '1200px',
} as const;

/** Widths of the spec (section 9): mobile below 768 px, tablet below 992 px. */
export const breakpoints = {
  mobile: 768,
  tablet: 992,
} as const;

/** Media queries built from the breakpoints, for styled templates. */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  tablet: `@media (min-width: ${breakpoints.mobile}px) and (max-width: ${breakpoints.tablet - 1}px)`,
  belowDesktop: `@media (max-width: ${breakpoints.tablet - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.tablet}px)`,
} as const;

/** Delays of the spec (section 9), in milliseconds. */
export const delays = {
  flyoutHide: 100,
  overlayClear: 500,
} as const;
