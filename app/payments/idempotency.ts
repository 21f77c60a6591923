import { useCallback, useRef } from 'react';

/**
 * One idempotency key per payment the person makes: the same key while a payment is retried
 * (a double click, a lost answer), a new one once the server refused it (a declined card).
 */
export function useIdempotencyKey(): { key: () => string; renew: () => void } {
  const current = useRef<string | null>(null);
  const key = useCallback(() => {
    current.current ??= crypto.randomUUID();
    return current.current;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { key, renew };
}
