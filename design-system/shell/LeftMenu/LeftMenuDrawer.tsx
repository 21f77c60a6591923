import { useRef, type ReactNode } from 'react';
import { Icon } from '#ds/display/Icon';
import { useModal } from '#ds/feedback/Dialog';
import { useT } from '#ds/i18n';
import {
  StyledBackdrop,
  StyledDrawerClose,
  StyledDrawerHeader,
  StyledDrawerPanel,
  StyledDrawerRoot,
} from './LeftMenu.styles';

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
 * A modal drawer from the start edge, on the dialogs' modal behaviour (`useModal`): focus
 * moves in (to the current page's link) and stays in, though Tab also reaches the toasts
 * after the drawer's last link; Escape, the close button and the backdrop close it; focus
 * goes back to where it was, and the page behind does not scroll.
 */
export function LeftMenuDrawer({ open, onClose, label, header, children }: LeftMenuDrawerProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);

  useModal({
    open,
    containerRef: panelRef,
    onEscape: () => onClose?.(),
    initialFocus: (firstTabbable) =>
      panelRef.current?.querySelector<HTMLElement>('[aria-current="page"]') ??
      firstTabbable(panelRef.current),
  });

  return (
    <StyledDrawerRoot hidden={!open}>
      <StyledBackdrop data-testid="menu-backdrop" onClick={onClose} />
      <StyledDrawerPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
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
