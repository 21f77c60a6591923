/**
 * A prerendered page (renderPublicPage.tsx) stands in `#prerendered`, beside the app's `#root`,
 * until the app has rendered its own page there. Then, before the browser paints again, the
 * stand-in goes, and what the visitor did meanwhile moves over: the text typed into its fields
 * (matched by name) and the focus, and whether they sent its form (index.html held it back),
 * for the app's page to send its own (`takeHeldSubmit`). Returns whether there is a prerendered
 * page.
 */
let heldSubmit = false;

/**
 * Whether the visitor sent the prerendered form before the app took over; true once only. A
 * page asks in a microtask after its mount effects, which always runs after the takeover.
 */
export function takeHeldSubmit(): boolean {
  const held = heldSubmit;
  heldSubmit = false;
  return held;
}

export function takeOverPrerendered(root: HTMLElement): boolean {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return false;
  // A mutation observer's callback runs right after the change, before the next paint.
  const observer = new MutationObserver(() => {
    if (!root.querySelector('main, [role="alert"]')) return;
    observer.disconnect();
    const focusedName = fieldName(
      prerendered.contains(document.activeElement) ? document.activeElement : null,
    );
    for (const field of prerendered.querySelectorAll<HTMLInputElement>('input[name]')) {
      if (field.value !== '') typeInto(root, field.name, field.value);
    }
    heldSubmit = prerendered.querySelector('form[data-submitted]') !== null;
    prerendered.remove();
    if (focusedName)
      root.querySelector<HTMLElement>(`[name="${CSS.escape(focusedName)}"]`)?.focus();
  });
  observer.observe(root, { childList: true, subtree: true });
  return true;
}

function fieldName(element: Element | null): string | null {
  return element instanceof HTMLInputElement && element.name ? element.name : null;
}

/** Sets a field's value as typing would, so that the form's state (react-final-form) has it. */
function typeInto(root: HTMLElement, name: string, value: string): void {
  const field = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  if (!field || field.value !== '') return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
