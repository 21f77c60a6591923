// Stories must be drawn with the shipped fonts, never a fallback: otherwise a visual
// reference depends on how fast a font file arrived.

type LokiHelpers = { registerPendingPromise?: (promise: Promise<unknown>) => void };

/** Loads the Latin face before a story renders (a Storybook loader). */
export async function loadLatinFont(): Promise<void> {
  await document.fonts.load(`400 16px 'Inter Variable'`);
}

/**
 * After a story rendered, the browser fetches only the Korean subsets its text needs; tell
 * loki (when it is the one rendering) to wait until those have arrived and been painted.
 */
export function holdScreenshotUntilFontsLoaded(): void {
  const loki = (window as Window & { loki?: LokiHelpers }).loki;
  if (!loki?.registerPendingPromise) return;
  const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  loki.registerPendingPromise(document.fonts.ready.then(painted));
}
