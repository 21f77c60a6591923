// loki (the local before/after visual diff, docs/decisions/065-loki-local-visual-diff.md) in
// the story frame. Imported by preview.tsx; it does nothing that Storybook itself reads.
import { StoryStore } from 'storybook/preview-api';
import { hasVisualReference, type StoryEntry } from './visualStories';

type ExtractedStory = StoryEntry & { title: string; name: string };

// loki 0.35 lists stories with `storyStore.raw()`, which Storybook 9 removed. This puts back a
// `raw()` built on `extract()` (the API loki calls first), with the `kind` (title) and `story`
// (name) loki reads, and only the stories that have visual references in the story tests. The
// index's tags are read too: only there does a story with a play function carry `play-fn`.
const prototype = StoryStore.prototype as unknown as {
  extract(): Record<string, ExtractedStory>;
  storyIndex: { entries: Record<string, { tags?: string[] }> };
  raw?: () => Array<ExtractedStory & { kind: string; story: string }>;
};
if (!prototype.raw) {
  prototype.raw = function raw() {
    return Object.values(this.extract())
      .map((entry) => ({
        ...entry,
        tags: [...(entry.tags ?? []), ...(this.storyIndex.entries[entry.id]?.tags ?? [])],
      }))
      .filter(hasVisualReference)
      .map((entry) => ({ ...entry, kind: entry.title, story: entry.name }));
  };
}

type LokiHelpers = { registerPendingPromise?: (promise: Promise<unknown>) => void };

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/** Waits (up to 5 s) until no part says it is still drawing (`data-settling`, e.g. the map). */
async function settled() {
  for (let waited = 0; waited < 5000 && document.querySelector('[data-settling]'); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs after a story rendered (an effect of the story decorator). Once the fonts the page uses
 * have arrived, nothing is settling and two frames are painted, `<body data-story-ready>`
 * appears: the element loki waits for and captures (`chromeSelector` in .lokirc.json), so loki
 * never takes Storybook's spinner or a fallback font. Outside loki it is a harmless attribute.
 */
export function markStoryReady(): () => void {
  let cancelled = false;
  const ready = (async () => {
    await document.fonts.ready;
    await nextFrame();
    await nextFrame();
    await settled();
    await document.fonts.ready;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (!cancelled) document.body.dataset.storyReady = 'true';
  })();
  (window as Window & { loki?: LokiHelpers }).loki?.registerPendingPromise?.(ready);
  return () => {
    cancelled = true;
    delete document.body.dataset.storyReady;
  };
}
