import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** The old way, for browsers or pages without the async Clipboard API (plain http, old Safari). */
function copyWithSelection(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

/** Puts `text` on the clipboard; rejects when neither the Clipboard API nor the fallback could. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or not allowed here (no focus, insecure context): try the old way.
    }
  }
  if (!copyWithSelection(text)) throw new Error('copy failed');
}

export type UseCopyToClipboardOptions = {
  /** The state shown first; stories pin 'copied' or 'failed' this way. */
  initialStatus?: CopyStatus;
  /** How long 'Copied!' stays, in milliseconds. */
  resetAfter?: number;
};

/** Copy with a short-lived 'copied' state, or a 'failed' state that stays until the next try. */
export function useCopyToClipboard({
  initialStatus = 'idle',
  resetAfter = 2000,
}: UseCopyToClipboardOptions = {}) {
  const [status, setStatus] = useState<CopyStatus>(initialStatus);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      setStatus('idle');
      try {
        await copyText(text);
        setStatus('copied');
        timer.current = setTimeout(() => setStatus('idle'), resetAfter);
        return true;
      } catch {
        setStatus('failed');
        return false;
      }
    },
    [resetAfter],
  );

  return { status, copy };
}
