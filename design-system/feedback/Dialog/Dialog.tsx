import {
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../CloseButton';
import {
  StyledBackdrop,
  StyledBody,
  StyledDescription,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledHeading,
  StyledLayer,
  StyledTitle,
} from './Dialog.styles';
import { useModal } from './useModal';
import { useScrollable } from './useScrollable';

export type DialogSize = 'small' | 'medium' | 'large';

export type DialogProps = {
  /** Shown while true. The dialog never closes itself: it asks through `onClose`. */
  open: boolean;
  /** Escape or the close button asked to close. Set `open` to false in response. */
  onClose: () => void;
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A short line under the title, read with the name when the dialog opens. */
  description?: ReactNode;
  /** The content; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions, end-aligned (e.g. Cancel then the primary Button). */
  footer?: ReactNode;
  /** Width on larger screens: 420, 560 or 880 px. Phones always get a full-screen sheet. */
  size?: DialogSize;
  /**
   * While false, Escape and the close button do nothing (e.g. while the dialog's action is
   * saving). Defaults to true.
   */
  dismissible?: boolean;
  /**
   * What gets focus on open. Defaults to the first field or control of the content, else
   * the dialog itself (never a footer action, so Enter cannot confirm by accident).
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** What gets focus back on close. Defaults to whatever had focus before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  id?: string;
  ref?: Ref<HTMLDivElement>;
};

type Presentation = 'modal' | 'inline';

const PresentationContext = createContext<Presentation>('modal');

/**
 * Draws the dialogs below it in place, without backdrop, portal, focus trap or scroll lock.
 * For catalog stories and documentation only; never in the product.
 */
export function InlineDialogs({ children }: { children: ReactNode }) {
  return <PresentationContext.Provider value="inline">{children}</PresentationContext.Provider>;
}

/**
 * A modal dialog: rendered over the page in a portal, named by its title, with focus moved
 * in on open, kept inside, and returned on close; Escape and the close button ask to close;
 * the page behind does not scroll. Below 768 px it fills the screen.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'medium',
  dismissible = true,
  initialFocusRef,
  returnFocusRef,
  id,
  ref,
}: DialogProps) {
  const presentation = useContext(PresentationContext);
  const modal = presentation === 'modal';
  const containerRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  const scrollable = useScrollable(bodyRef, open);

  const requestClose = () => {
    if (dismissible) onClose();
  };
  useModal({
    open: open && modal,
    containerRef,
    onEscape: requestClose,
    // Never an action of the footer by default: the first field of the content, else the
    // dialog itself, so screen readers read its title and description first.
    initialFocus: (firstTabbable) => initialFocusRef?.current ?? firstTabbable(bodyRef.current),
    returnFocusRef,
  });

  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      containerRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );

  if (!open) return null;

  const panel = (
    <StyledDialog
      ref={setRef}
      id={id}
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      data-size={size}
      data-presentation={presentation}
    >
      <StyledHeader>
        <StyledHeading>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
        </StyledHeading>
        <CloseButton onClick={requestClose} disabled={!dismissible} />
      </StyledHeader>
      {children && (
        <StyledBody
          ref={bodyRef}
          {...(scrollable && { role: 'region', tabIndex: 0, 'aria-labelledby': titleId })}
        >
          {children}
        </StyledBody>
      )}
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </StyledDialog>
  );

  if (!modal) return panel;

  return createPortal(
    <StyledLayer>
      <StyledBackdrop aria-hidden="true" />
      {panel}
    </StyledLayer>,
    document.body,
  );
}
