// Visual references must show the finished story drawn with the shipped fonts: never
// Storybook's loading spinner, never a fallback font that won the race with a font file.

import { loadKoreanFonts } from '#ds/tokens';

/**
 * Loads the Latin face and the Korean faces' rules before a story renders (a Storybook loader).
 * The app adds the Korean rules when the page is idle (or at once in Korean); a story has
 * them from the start, so Korean text in any story is drawn the same way every time.
 */
export async function loadStoryFonts(): Promise<void> {
  await loadKoreanFonts();
  await document.fonts.load(`400 16px 'Inter Variable'`);
  // Code and the map's zoom buttons: the shipped mono face, never the machine's `monospace`.
  await Promise.all([
    document.fonts.load(`400 16px 'DejaVu Mono'`),
    document.fonts.load(`700 16px 'DejaVu Mono'`),
  ]);
}
