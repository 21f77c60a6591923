import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Put this attribute on a floating layer that must stay usable while a modal is open
 * (the toast viewport): the focus trap lets focus go there instead of pulling it back.
 */
export const modalExemptAttribute = 'data-modal-exempt';

const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab reaches inside `container`, in order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert]') &&
      // Rendered (not display: none); jsdom has no layout, so only trust this in browsers.
      (element.getClientRects().length > 0 || !hasLayout()),
  );
}

function hasLayout() {
  return document.documentElement.getClientRects().length > 0;
}

type ModalEntry = { container: () => HTMLElement | null };

/** Open modals, the top one last. Only the top one listens to Escape and traps focus. */
const stack: ModalEntry[] = [];

let scrollLocks = 0;
let savedScroll: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind from scrolling; nests, so the last modal to close unlocks it. */
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    const html = document.documentElement;
    const { body } = document;
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - html.clientWidth;
    savedScroll = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) {
      const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0 && savedScroll) {
      document.documentElement.style.overflow = savedScroll.overflow;
      document.body.style.paddingRight = savedScroll.paddingRight;
      savedScroll = null;
    }
  };
}

function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element || !element.isConnected) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

export type UseModalOptions = {
  /** While true the modal is on the stack: focus is inside it, trapped, and the page is locked. */
  open: boolean;
  /** The element that holds the modal's content (the focus trap's boundary). */
  containerRef: RefObject<HTMLElement | null>;
  /** Escape was pressed while this modal was the top one. */
  onEscape: () => void;
  /** What to focus on open; when it gives nothing, the container itself gets focus. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** What to focus on close; defaults to whatever had focus before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Modal behaviour shared by Dialog and EmbedOverlay: moves focus in on open and back on
 * close, keeps Tab inside, turns Escape into `onEscape`, and locks the page's scroll.
 * Nested modals stack: only the top one reacts.
 */
export function useModal({
  open,
  containerRef,
  onEscape,
  initialFocus,
  returnFocusRef,
}: UseModalOptions) {
  const latest = useRef({ onEscape, initialFocus, returnFocusRef });
  useLayoutEffect(() => {
    latest.current = { onEscape, initialFocus, returnFocusRef };
  });
  const pendingReturn = useRef<{ previous: HTMLElement | null; root: HTMLElement | null } | null>(
    null,
  );

  useLayoutEffect(() => {
    if (!open) return undefined;
    const container = () => containerRef.current;
    const entry: ModalEntry = { container };
    const isTop = () => stack[stack.length - 1] === entry;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    stack.push(entry);
    const unlockScroll = lockScroll();

    const root = container();
    if (root && !focusElement(latest.current.initialFocus?.())) focusElement(root);

    const isAllowed = (target: EventTarget | null) =>
      target instanceof Node &&
      (Boolean(container()?.contains(target)) ||
        (target instanceof Element && Boolean(target.closest(`[${modalExemptAttribute}]`))));

    function onKeyDown(event: KeyboardEvent) {
      const element = container();
      if (!element || !isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        // Escape during IME composition (Korean input) cancels the composition, nothing more.
        if (event.isComposing) return;
        event.preventDefault();
        latest.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const active = document.activeElement;
      // Toasts and other exempt layers keep their own Tab order.
      if (active && active !== document.body && !element.contains(active) && isAllowed(active))
        return;
      const tabbable = tabbableElements(element);
      const first = tabbable[0] ?? element;
      const last = tabbable[tabbable.length - 1] ?? element;
      if (!active || !element.contains(active)) {
        event.preventDefault();
        focusElement(event.shiftKey ? last : first);
      } else if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        focusElement(last);
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        focusElement(first);
      }
    }

    // Catches focus that leaves by other ways than Tab (out of an iframe, a screen reader).
    function onFocusIn(event: FocusEvent) {
      const element = container();
      if (!element || !isTop() || isAllowed(event.target)) return;
      if (!focusElement(tabbableElements(element)[0])) focusElement(element);
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(entry), 1);
      unlockScroll();
      // Focus goes back after the commit (below): React refocuses, at the end of the
      // commit, an element that had focus and is still in the page (a fading overlay).
      pendingReturn.current = { previous, root };
    };
  }, [open, containerRef]);

  const returnFocus = useCallback(() => {
    const pending = pendingReturn.current;
    if (!pending) return;
    pendingReturn.current = null;
    const active = document.activeElement;
    // Only when focus is still in the modal (or lost): not when the user went elsewhere.
    const wasInside =
      !active || active === document.body || Boolean(pending.root?.contains(active));
    if (wasInside && !focusElement(latest.current.returnFocusRef?.current))
      focusElement(pending.previous);
  }, []);

  // After every commit in which the modal closed...
  useLayoutEffect(returnFocus);
  // ...and when the component goes away while open.
  useLayoutEffect(() => returnFocus, [returnFocus]);
}
