export { vars, themeCss } from './cssVariables';
export { GlobalStyle } from './GlobalStyle';
export { breakpoints, delays, media, colorThemes } from './tokens';
export type { ColorToken } from './tokens';
export { windowWidthBand } from './windowWidthBand';
export { loadKoreanFonts } from './fonts/loadKoreanFonts';
