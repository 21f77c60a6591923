import type { Placement, ReferenceElement } from '@floating-ui/dom';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type * as placeModule from './place';
import type { PlaceOptions } from './place';

export type FloatingPlacement = Placement;
export type FloatingOptions = PlaceOptions;

/**
 * Floating UI (with `place.ts`), loaded the first time a layer opens: no page pays for it
 * before it shows a tooltip, a menu or a fly-out (decision 067).
 */
let library: Promise<typeof placeModule> | null = null;
function loadLibrary() {
  library ??= import('./place');
  return library;
}

/**
 * Keeps `floating` (a `position: fixed` layer) next to `reference` while it is in the page,
 * flipping to another side when the preferred one has no room and shifting along the edge
 * to stay inside the window. Writes `top`/`left`, `data-placement` (the side it ended up on),
 * `--floating-arrow-offset`, and `data-placed` once placed (style the layer invisible until
 * then). Returns the function that stops following.
 */
export function followReference(
  reference: ReferenceElement,
  floating: HTMLElement,
  options: FloatingOptions,
): () => void {
  let stopped = false;
  let stopUpdates = () => {};
  // The visual references wait for it to be placed (.storybook/visual-references.ts).
  floating.dataset.settling = '';
  void loadLibrary().then(({ place }) => {
    if (!stopped) stopUpdates = place(reference, floating, options, () => stopped);
  });
  return () => {
    stopped = true;
    stopUpdates();
    // Measured afresh at the origin next time, where the whole width is available.
    floating.style.left = '';
    floating.style.top = '';
    delete floating.dataset.placed;
    delete floating.dataset.settling;
  };
}

/** `followReference` while `open`; the options are read when the layer opens. */
export function useFloatingLayer(
  open: boolean,
  referenceRef: RefObject<Element | null>,
  floatingRef: RefObject<HTMLElement | null>,
  options: FloatingOptions,
) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useLayoutEffect(() => {
    const reference = referenceRef.current;
    const floating = floatingRef.current;
    if (!open || !reference || !floating) return undefined;
    return followReference(reference, floating, latest.current);
  }, [open, referenceRef, floatingRef, options.placement]);
}
