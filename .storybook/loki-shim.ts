// loki 0.35 lists stories through `storyStore.raw()`, which Storybook 9 removed. This puts
// back a `raw()` built on `extract()`, with the `kind` (title) and `story` (name) loki reads.
// Imported first in preview.tsx; it only adds a method, so Storybook itself is unaffected.
import { StoryStore } from 'storybook/preview-api';

type ExtractedStory = {
  id: string;
  title: string;
  name: string;
  tags?: string[];
  parameters?: unknown;
};

/**
 * Which stories get visual references: every design-system story, and the screen stories
 * tagged `visual` (chosen for review: each screen's main state, and its Korean or dark form
 * where the layout differs). Locale and role variants of screens are Chromatic's modes, so the
 * visual test grows with components, not with screens × states × locales.
 */
const VISUAL_TAG = 'visual';
const hasVisualReference = (story: ExtractedStory) =>
  story.title.startsWith('Design System/') || (story.tags ?? []).includes(VISUAL_TAG);

const prototype = StoryStore.prototype as unknown as {
  extract(): Record<string, ExtractedStory>;
  raw?: () => Array<ExtractedStory & { kind: string; story: string }>;
};

if (!prototype.raw) {
  prototype.raw = function raw() {
    return Object.values(this.extract())
      .filter(hasVisualReference)
      .map((entry) => ({
        ...entry,
        kind: entry.title,
        story: entry.name,
      }));
  };
}
