import { useLayoutEffect, useState, type RefObject } from 'react';
import { windowRange, type RowWindow } from './windowRange';

/** A guess of the scroll box's height for the very first render, before it is measured. */
const unmeasuredHeight = 640;

type RowWindowOptions = { enabled: boolean; rowCount: number; rowHeight: number; overscan: number };

/**
 * The rows of a fixed-row-height list to render for the scroll box's current position and
 * height. It re-renders only when the first row in view changes, not on every scrolled pixel.
 */
export function useRowWindow(
  scrollerRef: RefObject<HTMLElement | null>,
  { enabled, rowCount, rowHeight, overscan }: RowWindowOptions,
): RowWindow {
  const [viewport, setViewport] = useState({ top: 0, height: 0 });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!enabled || !scroller) return undefined;
    const measure = () => {
      const top = Math.floor(scroller.scrollTop / rowHeight) * rowHeight;
      const height = scroller.clientHeight;
      setViewport((previous) =>
        previous.top === top && previous.height === height ? previous : { top, height },
      );
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [enabled, rowHeight, scrollerRef]);

  if (!enabled) return { start: 0, end: rowCount };
  return windowRange(
    viewport.top,
    viewport.height || unmeasuredHeight,
    rowHeight,
    rowCount,
    overscan,
  );
}

/**
 * Whether the box's content overflows it, so that the box must be reachable by keyboard
 * (a focusable, named region) for people who scroll with the arrow keys.
 */
export function useOverflows(boxRef: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const check = () =>
      setOverflows(
        box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
      );
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [boxRef]);

  return overflows;
}
