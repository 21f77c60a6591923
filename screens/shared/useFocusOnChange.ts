import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the returned element each time `key` changes to something truthy:
 * a server error that just appeared, or the heading of a step that replaced a form. The
 * element needs `tabIndex={-1}`. What is there on the first render is left alone (a page that
 * opens on a later step must not jump), unless `onMount` asks for it.
 */
export function useFocusOnChange<Element extends HTMLElement>(
  key: unknown,
  { onMount = false }: { onMount?: boolean } = {},
) {
  const ref = useRef<Element>(null);
  const previous = useRef<unknown>(onMount ? undefined : key);
  useEffect(() => {
    if (key && key !== previous.current) ref.current?.focus();
    previous.current = key;
  }, [key]);
  return ref;
}
