import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart has to draw in, measured from its box and followed as it changes, so its
 * text keeps its size on a phone. While a new width waits to be drawn, the box says it is
 * settling (`data-settling`), as the map does: a picture taken meanwhile would show the old one.
 */
export function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const next = Math.floor(node.clientWidth);
      setWidth((current) => {
        if (current !== next) node.dataset.settling = '';
        return next;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    const node = ref.current;
    if (node && Math.floor(node.clientWidth) === width) delete node.dataset.settling;
  });
  return { ref, width };
}
