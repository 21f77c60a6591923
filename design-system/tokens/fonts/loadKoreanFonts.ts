/**
 * Adds Noto Sans KR's @font-face rules (fonts-korean.css) to the page, once. Pages in Korean
 * call it with their messages; other pages never pay for the 149 KB of rules (see
 * scripts/vendor-fonts.mjs). It resolves when the stylesheet is in, so text rendered after it
 * asks for the right faces at once.
 */
export function loadKoreanFonts(): Promise<unknown> {
  return import('./fonts-korean.css');
}
