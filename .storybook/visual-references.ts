// Visual references, taken in the story test run itself: each story is already rendered there
// (for its play function and axe), so its picture costs two screenshots, not a second browser
// run over a second Storybook build. See docs/decisions/021-visual-references-in-story-tests.md.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { hasVisualReference } from './visualStories';

/** What the Storybook test plugin leaves on the test context (`context.story`). */
type StoryUnderTest = {
  id: string;
  tags: string[];
  parameters: { layout?: string };
  play?: unknown;
};

/** The two widths every reference is taken at, with the least height of the picture. */
export const VISUAL_WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 720 },
] as const;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/**
 * Waits (up to 5 s) until no element says it is still settling (`data-settling`): a part that
 * loads its code or draws after mounting, such as the map, marks itself so until it is drawn.
 */
async function settled() {
  for (let waited = 0; waited < 5000 && document.querySelector('[data-settling]'); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Storybook's `padded` layout (its default) pads the page by 1rem; `fullscreen` does not. */
function applyLayout(story: StoryUnderTest) {
  document.body.style.padding = story.parameters.layout === 'fullscreen' ? '0' : '1rem';
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.errors?.length || !hasVisualReference(story)) return;
  const root = document.documentElement;
  applyLayout(story);
  for (const { name, width, height } of VISUAL_WIDTHS) {
    root.style.minHeight = '';
    await page.viewport(width, height);
    await document.fonts.ready;
    // Two frames: what measures its box (a chart) has seen the new width and said it is settling.
    await nextFrame();
    await nextFrame();
    await settled();
    await nextFrame();
    // The whole page, as tall as its content: grow the frame so nothing scrolls out of view.
    // A whole number of pixels: a fractional page height leaves a last row of no colour.
    const fullHeight = Math.max(height, Math.ceil(root.getBoundingClientRect().height));
    root.style.minHeight = `${fullHeight}px`;
    if (fullHeight > height) await page.viewport(width, fullHeight);
    // Soft: the other width is still compared (and written when new) when this one fails.
    await expect.soft(page.elementLocator(root)).toMatchScreenshot(`${name}/${story.id}`);
  }
  document.body.style.padding = '';
  root.style.minHeight = '';
});
