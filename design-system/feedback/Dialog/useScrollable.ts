import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content overflows it. A scrolling area must be reachable by
 * keyboard (WCAG 2.1.1), so the caller makes it focusable only while this is true.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrollable, setScrollable] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  });

  return scrollable;
}
