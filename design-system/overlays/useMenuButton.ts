import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useFloatingLayer, type FloatingPlacement } from './floating';

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(itemSelector)) : [];
}

export type UseMenuButtonOptions = {
  /** Where the menu opens; it flips and shifts to stay inside the window (Floating UI). */
  placement?: FloatingPlacement;
  /** Start open, focus on the current or first item (visual references), or the last. */
  defaultOpen?: boolean | 'first' | 'last';
  /** Close when anything but the menu scrolls, or the window resizes (menus over tables). */
  closeOnScroll?: boolean;
};

/**
 * The WAI-ARIA menu button pattern, for `MenuButton` and the data table's row menus: Enter,
 * Space, click or Down Arrow opens the menu on its checked or first item, Up Arrow on its
 * last; arrows, Home, End and the first letter move between items; Escape closes and returns
 * focus to the button; Tab closes and moves on from the button; a press outside closes.
 * The menu (`position: fixed`, invisible until `data-placed`) is placed by Floating UI.
 * Spread `triggerProps` on the button and `menuProps` on the element with the items.
 */
export function useMenuButton<
  Trigger extends HTMLElement = HTMLButtonElement,
  Menu extends HTMLElement = HTMLElement,
>({
  placement = 'bottom-start',
  defaultOpen = false,
  closeOnScroll = false,
}: UseMenuButtonOptions = {}) {
  const id = useId();
  const triggerId = `menu-button${id.replace(/:/g, '')}`;
  const menuId = `${triggerId}-menu`;
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const triggerRef = useRef<Trigger>(null);
  const menuRef = useRef<Menu>(null);
  const focusOnOpen = useRef<'first' | 'last'>(defaultOpen === 'last' ? 'last' : 'first');

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  /** Closes the menu; focus goes back to the button unless `returnFocus` is false. */
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useFloatingLayer(open, triggerRef, menuRef, { placement });

  useLayoutEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = focusOnOpen.current === 'last' ? items.at(-1) : (checked ?? items[0]);
    target?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      Boolean(menuRef.current?.contains(target) || triggerRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onScroll = (event: Event) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onResize = () => setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    if (closeOnScroll) {
      document.addEventListener('scroll', onScroll, true);
      window.addEventListener('resize', onResize);
    }
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onResize);
    };
  }, [open, closeOnScroll]);

  const onTriggerKeyDown = (event: KeyboardEvent<Trigger>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<Menu>) => {
    const items = itemsOf(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close();
      case 'Tab':
        // A focus trap around us may have moved focus already; otherwise Tab goes on from
        // the button, as if the menu were not there.
        return close(!event.defaultPrevented);
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
        const match = order.find((item) =>
          item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
        );
        if (match) {
          event.preventDefault();
          match.focus();
        }
      }
    }
  };

  return {
    open,
    close,
    triggerProps: {
      ref: triggerRef,
      id: triggerId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => (open ? close(false) : openMenu('first')),
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu' as const,
      hidden: !open,
      onKeyDown: onMenuKeyDown,
    },
  };
}
