/** What a story says about itself, as the story tests and Storybook's store both give it. */
export type StoryEntry = {
  id: string;
  tags?: string[];
  play?: unknown;
};

/**
 * Which stories get visual references: every design-system story, and the screen stories tagged
 * `visual` (a screen's main state, and its Korean or dark form where the layout differs).
 * A story with a play function (Storybook tags it `play-fn`) is an interaction test: the picture
 * of its end state belongs to a story of its own built from args. `no-visual` opts out a story
 * whose picture is not the same from run to run. The story tests' references
 * (.storybook/visual-references.ts) and loki (.storybook/loki.ts) take the same stories.
 */
export const hasVisualReference = (story: StoryEntry) => {
  const tags = story.tags ?? [];
  return (
    !story.play &&
    !tags.includes('play-fn') &&
    !tags.includes('no-visual') &&
    (story.id.startsWith('design-system-') || tags.includes('visual'))
  );
};
