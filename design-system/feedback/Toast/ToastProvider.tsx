import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useT } from '#ds/i18n';
import { modalExemptAttribute } from '../Dialog';
import { Toast, type ToastAction, type ToastTone } from './Toast';
import { StyledList, StyledViewport } from './Toast.styles';

export type ToastOptions = {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** One quick follow-up, e.g. Undo; choosing it also dismisses the toast. */
  action?: ToastAction;
  /**
   * Milliseconds before it goes away by itself; the clock stops while the pointer or focus
   * is on the toasts. `null` keeps it until closed. Defaults to the provider's `duration`,
   * except critical toasts, which stay until closed so an error is never missed.
   */
  duration?: number | null;
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes one toast early (e.g. when the thing it reports is gone). */
  dismiss: (id: string) => void;
  /** Removes every toast (e.g. on logout). */
  dismissAll: () => void;
};

type ToastEntry = ToastOptions & { id: string; tone: ToastTone; duration: number | null };

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere below a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

export type ToastProviderProps = {
  children: ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** Most toasts at once; a new one beyond it pushes out the oldest non-critical one. */
  max?: number;
};

/**
 * Holds the toasts and renders their region: bottom-right (full width on phones), above
 * dialogs, announced politely, or assertively for critical ones. Put it once near the root.
 */
export function ToastProvider({ children, duration = 6000, max = 4 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        const tone = options.tone ?? 'info';
        const entry: ToastEntry = {
          ...options,
          id,
          tone,
          duration:
            options.duration !== undefined
              ? options.duration
              : tone === 'critical'
                ? null
                : duration,
        };
        setToasts((current) => {
          const next = [...current, entry];
          while (next.length > max) {
            const oldest = next.findIndex((toast) => toast.tone !== 'critical');
            next.splice(oldest === -1 ? 0 : oldest, 1);
          }
          return next;
        });
        return id;
      },
      dismiss,
      dismissAll: () => setToasts([]),
    }),
    [dismiss, duration, max],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Not where there is no document: the build prerenders pages in Node (decision 059). */}
      {typeof document !== 'undefined' &&
        createPortal(<ToastViewport toasts={toasts} onDismiss={dismiss} />, document.body)}
    </ToastContext.Provider>
  );
}

function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: ToastEntry[];
  onDismiss: (id: string) => void;
}) {
  const t = useT();
  const viewportRef = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const paused = hovered || focused || windowBlurred;

  // Someone who switched to another window has not read the toast yet.
  useEffect(() => {
    const blur = () => setWindowBlurred(true);
    const focus = () => setWindowBlurred(false);
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
    };
  }, []);

  // An emptied region cannot be hovered or focused any more.
  if (toasts.length === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }

  const close = useCallback(
    (id: string) => {
      // Keep keyboard users in the stack: focus the next toast's close button, if any.
      const viewport = viewportRef.current;
      if (viewport?.contains(document.activeElement)) {
        const items = Array.from(viewport.querySelectorAll<HTMLElement>('[data-toast-id]'));
        const index = items.findIndex((item) => item.dataset.toastId === id);
        const neighbour = items[index + 1] ?? items[index - 1];
        const buttons = neighbour?.querySelectorAll<HTMLElement>('button');
        buttons?.[buttons.length - 1]?.focus();
      }
      onDismiss(id);
    },
    [onDismiss],
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const item = (toast: ToastEntry) => (
    <li key={toast.id} data-toast-id={toast.id}>
      <TimedToast toast={toast} paused={paused} onClose={close} />
    </li>
  );

  return (
    <StyledViewport
      ref={viewportRef}
      aria-label={t('toast.region')}
      {...{ [modalExemptAttribute]: '' }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Two live regions, present before anything is added so additions are announced. */}
      <StyledList aria-live="polite">
        {toasts.filter((toast) => toast.tone !== 'critical').map(item)}
      </StyledList>
      <StyledList aria-live="assertive">
        {toasts.filter((toast) => toast.tone === 'critical').map(item)}
      </StyledList>
    </StyledViewport>
  );
}

/** One toast with its own clock, which stops while `paused` and resumes where it was. */
function TimedToast({
  toast,
  paused,
  onClose,
}: {
  toast: ToastEntry;
  paused: boolean;
  onClose: (id: string) => void;
}) {
  const { id, duration, action } = toast;
  const remaining = useRef(duration ?? 0);

  useEffect(() => {
    if (duration === null || paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onClose(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [duration, paused, id, onClose]);

  return (
    <Toast
      tone={toast.tone}
      title={toast.title}
      description={toast.description}
      action={
        action && {
          label: action.label,
          onAction: () => {
            action.onAction();
            onClose(id);
          },
        }
      }
      onClose={() => onClose(id)}
    />
  );
}
