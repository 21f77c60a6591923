import { useEffect, useRef, type ReactNode } from 'react';

type SubmitsFirstFormProps = {
  /** Whether to submit, or a function that says so when the moment comes (called once). */
  when?: boolean | (() => boolean);
  children: ReactNode;
};

/**
 * Submits the first form inside it once, right after it mounts, as a person pressing its submit
 * button would: the form's checks run and show. react-final-form registers its fields and starts
 * validating in its own mount effects, which run before this one (a parent's effects run after
 * its children's), and the submit waits one more microtask for work queued during that render's
 * commit. Used by stories that show a form after a failed submit, and by a page whose
 * prerendered copy the visitor sent before the app was there.
 */
export function SubmitsFirstForm({ when = true, children }: SubmitsFirstFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const decide = useRef(when);
  useEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      const submit = typeof decide.current === 'function' ? decide.current() : decide.current;
      if (submit) ref.current?.querySelector('form')?.requestSubmit();
    });
    return () => {
      cancelled = true;
    };
  }, []);
  // `display: contents`: the wrapper adds no box, so the page's layout is the same with it.
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
