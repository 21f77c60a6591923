import { useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { useT } from '#ds/i18n';
import { Dialog, type DialogSize } from '../Dialog';
import { InlineAlert } from '../InlineAlert';

export type ConfirmDialogTone = 'accent' | 'critical';

export type ConfirmDialogProps = {
  /** Shown while true. */
  open: boolean;
  /**
   * Asked to close: Cancel, Escape, the close button, and after `onConfirm` succeeded.
   * Set `open` to false in response.
   */
  onClose: () => void;
  /**
   * The confirmed action. Return a promise to keep the dialog open with a busy confirm
   * button until it settles; if it rejects the dialog stays open and shows the error.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The question. Defaults to 'Are you sure?'. */
  title?: ReactNode;
  /** What will happen, in a sentence or two (read with the title when it opens). */
  message?: ReactNode;
  /** Defaults to 'Confirm'; better, say what happens ('Delete video'). */
  confirmLabel?: ReactNode;
  /** Defaults to 'Cancel'. */
  cancelLabel?: ReactNode;
  /**
   * `critical` for destructive actions: a red confirm button, and Cancel gets the focus so
   * Enter does not destroy by accident.
   */
  tone?: ConfirmDialogTone;
  /** Shows the confirm button busy, for callers that track the work themselves. */
  loading?: boolean;
  /**
   * An error to show above the buttons. Without it, a rejected `onConfirm` shows
   * 'Something went wrong!'.
   */
  error?: ReactNode;
  size?: DialogSize;
  ref?: Ref<HTMLDivElement>;
};

/** Asks before an action that is hard to undo, runs it, and reports a failure in place. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'accent',
  loading = false,
  error,
  size = 'small',
  ref,
}: ConfirmDialogProps) {
  const t = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const running = useRef(false);

  // A fresh start every time it opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailed(false);
  }

  const busy = loading || pending;
  const shownError = error ?? (failed ? t('common.somethingWentWrong') : null);

  async function confirm() {
    if (running.current || busy) return;
    running.current = true;
    setFailed(false);
    try {
      const result = onConfirm();
      if (result && typeof result.then === 'function') {
        setPending(true);
        await result;
      }
      onClose();
    } catch {
      setFailed(true);
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return (
    <Dialog
      ref={ref}
      open={open}
      onClose={onClose}
      title={title ?? t('common.areYouSure')}
      description={message}
      size={size}
      dismissible={!busy}
      initialFocusRef={tone === 'critical' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            ref={confirmRef}
            tone={tone === 'critical' ? 'critical' : 'accent'}
            loading={busy}
            onClick={confirm}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {shownError && <InlineAlert tone="critical" title={null} description={shownError} />}
    </Dialog>
  );
}
