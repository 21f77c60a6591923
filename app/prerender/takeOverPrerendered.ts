/**
 * A prerendered page (renderPrerenderedPage.tsx) stands in `#prerendered`, beside the app's `#root`,
 * which stays hidden while the stand-in is there (the server's style, route-preloads.ts). When
 * the app's own page has mounted, `takeOverPrerendered` puts it in the stand-in's place and
 * moves over what the visitor did meanwhile: the text typed into its fields (matched by name),
 * the focus, and a form they sent (index.html held it back and marked it), which the app's page
 * then sends. It runs from the page's mount effect (TakesOverPrerendered.tsx), after the form
 * has registered its fields: text typed into a field that was not yet registered would be lost.
 */
export function takeOverPrerendered(page: HTMLElement): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  // Never swap pages under a press: the button pressed would go before it is released, and the
  // click with it. Once released (its click, and a submit, dispatched), take over.
  if (prerendered.querySelector(':active')) {
    const release = () => {
      for (const name of releases) document.removeEventListener(name, release, true);
      setTimeout(() => takeOverPrerendered(page), 0);
    };
    for (const name of releases) document.addEventListener(name, release, true);
    return;
  }
  const focusedName = fieldName(
    prerendered.contains(document.activeElement) ? document.activeElement : null,
  );
  for (const field of prerendered.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (field.value !== '') typeInto(page, field.name, field.value);
  }
  const sentName = fieldName(prerendered.querySelector('form[data-submitted] input[name]'));
  removeStandIn(prerendered);
  if (focusedName) page.querySelector<HTMLElement>(`[name="${CSS.escape(focusedName)}"]`)?.focus();
  if (sentName) fieldIn(page, sentName)?.form?.requestSubmit();
}

/** The events that end a press (pointer, touch or the space bar on a button). */
const releases = ['pointerup', 'pointercancel', 'touchend', 'touchcancel', 'keyup'] as const;

/** Whether the page came with a prerendered stand-in that the app has not yet replaced. */
export function hasPrerendered(): boolean {
  return document.getElementById('prerendered') !== null;
}

/**
 * The app rendered a page other than the prerendered one (an error, or a visitor sent
 * elsewhere): the stand-in goes, so that `#root` shows.
 */
export function dropPrerenderedUnlessTakenOver(root: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (!hasPrerendered()) return observer.disconnect();
    // A page's heading, not the signed-in frame's <main>, which shows around the page while
    // it loads (the dashboard's stand-in has the frame too).
    const shown = root.querySelector('h1, [role="alert"]');
    if (shown && !shown.closest('[data-takes-over-prerendered]')) {
      observer.disconnect();
      const prerendered = document.getElementById('prerendered');
      if (prerendered) removeStandIn(prerendered);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
}

/** The stand-in goes, and its styles with it (the build marks them: renderPrerenderedPage.tsx). */
function removeStandIn(prerendered: HTMLElement): void {
  prerendered.remove();
  for (const style of document.querySelectorAll('style[data-stand-in]')) style.remove();
}

function fieldName(element: Element | null): string | null {
  return element instanceof HTMLInputElement && element.name ? element.name : null;
}

function fieldIn(page: HTMLElement, name: string): HTMLInputElement | null {
  return page.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
}

/** Sets a field's value as typing would, so that the form's state (react-final-form) has it. */
function typeInto(page: HTMLElement, name: string, value: string): void {
  const field = fieldIn(page, name);
  if (!field || field.value !== '') return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
