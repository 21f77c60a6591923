// Visual references must show the finished story drawn with the shipped fonts: never
// Storybook's loading spinner, never a fallback font that won the race with a font file.

import { loadKoreanFonts } from '../design-system/tokens';

type LokiHelpers = { registerPendingPromise?: (promise: Promise<unknown>) => void };

/**
 * Loads the Latin face and the Korean faces' rules before a story renders (a Storybook loader).
 * The app adds the Korean rules when the page is idle (or at once in Korean); a story has
 * them from the start, so Korean text in any story is drawn the same way every time.
 */
export async function loadStoryFonts(): Promise<void> {
  await loadKoreanFonts();
  await document.fonts.load(`400 16px 'Inter Variable'`);
}

// Two frames, then a short settle: story-level globals (a dark or Korean story) can arrive in
// a second render just after the first one painted.
const nextPaint = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
  );

/**
 * Runs after a story rendered. The browser then fetches only the Korean subsets the text
 * needs; once they have arrived and been painted, `<body data-story-ready>` appears, which
 * is the element loki waits for and captures (`chromeSelector` in .lokirc.json).
 */
export function markReadyWhenFontsLoaded(): () => void {
  let cancelled = false;
  const ready = document.fonts.ready.then(nextPaint).then(() => {
    if (!cancelled) document.body.dataset.storyReady = 'true';
  });
  (window as Window & { loki?: LokiHelpers }).loki?.registerPendingPromise?.(ready);
  return () => {
    cancelled = true;
    delete document.body.dataset.storyReady;
  };
}
