import type { FocusTrap } from 'focus-trap';
import type * as focusTrapLibrary from 'focus-trap';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type * as tabbableLibrary from 'tabbable';

/**
 * Put this attribute on a floating layer that must stay usable while a modal is open
 * (the toast viewport): the focus trap lets focus go there instead of pulling it back.
 */
export const modalExemptAttribute = 'data-modal-exempt';

/**
 * The focus trap is focus-trap (with tabbable), loaded the first time a modal opens: no page
 * pays for it before it shows a dialog or the phone menu (decision 067).
 */
let trapLibrary: Promise<[typeof focusTrapLibrary, typeof tabbableLibrary]> | null = null;
export function loadTrapLibrary() {
  trapLibrary ??= Promise.all([import('focus-trap'), import('tabbable')]);
  return trapLibrary;
}

/** jsdom has no layout: there, tabbable must not judge visibility by it. */
function hasLayout() {
  return document.documentElement.getClientRects().length > 0;
}

function tabbableOptions() {
  return { displayCheck: hasLayout() ? ('full' as const) : ('none' as const) };
}

/** The first element Tab reaches inside `root` (tabbable's order), if any. */
export type FirstTabbable = (root: HTMLElement | null | undefined) => HTMLElement | undefined;

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
  /**
   * What to focus on open; when it gives nothing, the container itself keeps focus. It gets
   * `firstTabbable` to find the first control of a part of the modal; that gives nothing on
   * the first call, made at once, and works on the second, once the trap's library is loaded
   * (only when focus is still on the container then).
   */
  initialFocus?: (firstTabbable: FirstTabbable) => HTMLElement | null | undefined;
  /** What to focus on close; defaults to whatever had focus before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Modal behaviour shared by Dialog, EmbedOverlay and the phone menu drawer: moves focus in on
 * open and back on close, keeps Tab inside (focus-trap), turns Escape into `onEscape`, and
 * locks the page's scroll. Tab also reaches the layers marked with `modalExemptAttribute`
 * (the toasts) after the modal's last control, so keyboard users can act on a toast.
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

    // Focus moves in at once: to the initial focus when it needs no tabbable (a ref, the
    // current page), else to the container (tabindex -1) until the trap's library is there.
    const root = container();
    if (root && !focusElement(latest.current.initialFocus?.(() => undefined))) focusElement(root);

    let trap: FocusTrap | null = null;
    let closed = false;
    void loadTrapLibrary().then(([{ createFocusTrap }, { tabbable }]) => {
      const element = container();
      if (closed || !element) return;
      const exempt = Array.from(
        document.querySelectorAll<HTMLElement>(`[${modalExemptAttribute}]`),
      );
      const options = tabbableOptions();
      trap = createFocusTrap([element, ...exempt], {
        // useModal owns Escape (the modal stack, IME), the return of focus and outside clicks.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        initialFocus: false,
        fallbackFocus: element,
        preventScroll: true,
        tabbableOptions: options,
      });
      trap.activate();
      const active = document.activeElement;
      if (active === element || !element.contains(active)) {
        const first: FirstTabbable = (part) =>
          part ? tabbable(part, options).find((node) => node instanceof HTMLElement) : undefined;
        if (!focusElement(latest.current.initialFocus?.(first))) focusElement(element);
      }
    });

    function onKeyDown(event: KeyboardEvent) {
      if (!container() || !isTop() || event.defaultPrevented) return;
      // Until the trap's library has arrived, Tab waits where focus is (inside the modal):
      // otherwise a quick Tab or Shift+Tab after opening reaches the page behind.
      if (event.key === 'Tab' && !trap) {
        event.preventDefault();
        return;
      }
      if (event.key !== 'Escape') return;
      // Escape during IME composition (Korean input) cancels the composition, nothing more.
      if (event.isComposing) return;
      event.preventDefault();
      latest.current.onEscape();
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      closed = true;
      trap?.deactivate({ returnFocus: false });
      document.removeEventListener('keydown', onKeyDown);
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
