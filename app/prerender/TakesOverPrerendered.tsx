import { useEffect, useRef, type ReactNode } from 'react';
import { takeOverPrerendered } from './takeOverPrerendered';

/**
 * Wraps a page that the build prerenders (renderPrerenderedPage.tsx): once it has mounted, it takes
 * the stand-in's place. Its effect runs after its children's, so the form's fields are
 * registered by then (takeOverPrerendered.ts says why that matters).
 */
export function TakesOverPrerendered({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) takeOverPrerendered(ref.current);
  }, []);
  // `display: contents`: the wrapper adds no box, so the page's layout is the same with it.
  return (
    <div ref={ref} data-takes-over-prerendered="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
