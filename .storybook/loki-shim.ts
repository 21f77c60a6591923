// loki 0.35 lists stories through `storyStore.raw()`, which Storybook 9 removed. This puts
// back a `raw()` built on `extract()`, with the `kind` (title) and `story` (name) loki reads.
// Imported first in preview.tsx; it only adds a method, so Storybook itself is unaffected.
import { StoryStore } from 'storybook/preview-api';

type ExtractedStory = { id: string; title: string; name: string; parameters?: unknown };

const prototype = StoryStore.prototype as unknown as {
  extract(): Record<string, ExtractedStory>;
  raw?: () => Array<ExtractedStory & { kind: string; story: string }>;
};

if (!prototype.raw) {
  prototype.raw = function raw() {
    return Object.values(this.extract()).map((entry) => ({
      ...entry,
      kind: entry.title,
      story: entry.name,
    }));
  };
}
