import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { delays } from '#ds/tokens';
import { followReference, type FloatingPlacement } from '#ds/overlays';
import { StyledTooltip, StyledTrigger } from './Tooltip.styles';

export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

/** What the trigger element must accept: the tooltip adds `aria-describedby` or `aria-labelledby`. */
export type TooltipTriggerProps = HTMLAttributes<HTMLElement>;

export type TooltipProps = {
  /** Short plain text. No links or buttons: a tooltip cannot be reached with the keyboard. */
  content: ReactNode;
  /**
   * One focusable element (a button, a link) that shows the tooltip on hover and on keyboard
   * focus. Disabled buttons get no pointer or focus events, so they cannot show a tooltip.
   */
  children: ReactElement<TooltipTriggerProps>;
  /** Preferred side; `start` and `end` follow the reading direction. Flips when it does not fit. */
  placement?: TooltipPlacement;
  /**
   * `description` (default) adds detail through `aria-describedby`. `label` is the trigger's
   * name (icon-only controls): it becomes `aria-labelledby`, unless the trigger already has an
   * `aria-label`, in which case the bubble only shows that name to sighted users.
   */
  type?: 'description' | 'label';
  /** Controlled visibility. Leave out to let hover, focus and Escape drive it. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when hover, focus or Escape want to show or hide the tooltip. */
  onOpenChange?: (open: boolean) => void;
  /** Id of the bubble; generated when left out. */
  id?: string;
};

type Side = 'top' | 'bottom' | 'left' | 'right';

function physicalSide(placement: TooltipPlacement, rtl: boolean): Side {
  if (placement === 'start') return rtl ? 'right' : 'left';
  if (placement === 'end') return rtl ? 'left' : 'right';
  return placement;
}

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/**
 * A short text bubble next to a control, shown on hover and on keyboard focus, dismissed with
 * Escape, hoverable itself (WCAG 1.4.13). Rendered in `document.body` above every other layer
 * (`--layer-tooltip`), so overflow and stacking of the surroundings never clip it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  type = 'description',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
}: TooltipProps) {
  const generatedId = useId();
  const bubbleId = id ?? `tooltip${generatedId.replace(/:/g, '')}`;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(hideTimer.current);
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  const show = () => {
    clearTimeout(hideTimer.current);
    if (!open) setOpen(true);
  };
  // A short grace period lets the pointer travel from the trigger onto the bubble.
  const scheduleHide = () => {
    clearTimeout(hideTimer.current);
    if (open) hideTimer.current = setTimeout(() => setOpen(false), delays.flyoutHide);
  };
  const hide = () => {
    if (open) setOpen(false);
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!open) return;
    // Capture phase, so the first Escape closes the tooltip and not the dialog around it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, setOpen]);

  // Floating UI places it: the preferred side, else the opposite one, else top or bottom
  // (which fit best on phones), shifted to stay inside the window.
  useLayoutEffect(() => {
    const trigger = wrapperRef.current?.firstElementChild;
    const bubble = bubbleRef.current;
    if (!open || !trigger || !bubble) return undefined;
    const side = physicalSide(placement, getComputedStyle(trigger).direction === 'rtl');
    const fallbackPlacements = [opposite[side], 'top', 'bottom'].filter(
      (candidate): candidate is FloatingPlacement => candidate !== side,
    );
    return followReference(trigger, bubble, { placement: side, fallbackPlacements, gap: 8 });
  }, [open, placement, content]);

  const childProps = children.props;
  const namedAlready = Boolean(childProps['aria-label'] || childProps['aria-labelledby']);
  const aria: TooltipTriggerProps =
    type === 'description'
      ? { 'aria-describedby': [childProps['aria-describedby'], bubbleId].filter(Boolean).join(' ') }
      : namedAlready
        ? {}
        : { 'aria-labelledby': bubbleId };

  return (
    <>
      {/* Events bubble to this box-less wrapper, so the trigger keeps its own props and ref. */}
      <StyledTrigger
        ref={wrapperRef}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') show();
        }}
        onPointerLeave={scheduleHide}
        onFocus={show}
        onBlur={hide}
      >
        {cloneElement(children, aria)}
      </StyledTrigger>
      {typeof document !== 'undefined' &&
        createPortal(
          <StyledTooltip
            ref={bubbleRef}
            id={bubbleId}
            role="tooltip"
            hidden={!open}
            aria-hidden={type === 'label' && namedAlready ? true : undefined}
            onPointerEnter={show}
            onPointerLeave={scheduleHide}
          >
            {content}
          </StyledTooltip>,
          document.body,
        )}
    </>
  );
}
