/**
 * For stories and tests only (not exported from the feedback index): finding a dialog the way
 * a person meets it, once it has finished opening.
 */
import { within } from 'storybook/test';

/**
 * Finds the open dialog (by its name, when given) after its opening animation has run. While
 * it rises the panel is partly transparent, and at its first frame fully so: a check that its
 * text is visible would then depend on how fast a busy machine draws (a CI run failed so).
 */
export async function findOpenDialog(canvasElement: HTMLElement, name?: string | RegExp) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    name === undefined ? undefined : { name },
  );
  // A cancelled animation (the dialog closed meanwhile) rejects `finished`; that is not an error.
  await Promise.all(
    dialog.getAnimations().map((animation) => animation.finished.catch(() => null)),
  );
  return dialog;
}
