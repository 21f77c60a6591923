import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import {
  StyledBackdrop,
  StyledDrawerClose,
  StyledDrawerHeader,
  StyledDrawerPanel,
  StyledDrawerRoot,
} from './LeftMenu.styles';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

type LeftMenuDrawerProps = {
  open: boolean;
  onClose?: () => void;
  /** The dialog's name (the menu's label). */
  label: string;
  /** Shown at the top of the drawer, before the close button (the product logo). */
  header?: ReactNode;
  children: ReactNode;
};

/**
 * A modal drawer from the start edge: focus moves in and stays in (Tab wraps), Escape, the
 * close button and the backdrop close it, focus goes back to where it was, and the page
 * behind does not scroll.
 */
export function LeftMenuDrawer({ open, onClose, label, header, children }: LeftMenuDrawerProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const current = panel.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? focusableIn(panel)[0] ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // Focus that escapes (a click on the page behind, a screen reader's cursor) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!panel.contains(event.target as Node)) (focusableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <StyledDrawerRoot hidden={!open}>
      <StyledBackdrop data-testid="menu-backdrop" onClick={onClose} />
      <StyledDrawerPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <StyledDrawerHeader>
          {header}
          <StyledDrawerClose type="button" aria-label={t('leftMenu.closeMenu')} onClick={onClose}>
            <Icon name="close" />
          </StyledDrawerClose>
        </StyledDrawerHeader>
        {children}
      </StyledDrawerPanel>
    </StyledDrawerRoot>
  );
}
