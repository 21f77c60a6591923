import type * as floatingLibrary from '@floating-ui/dom';
import type { Middleware, Placement, ReferenceElement } from '@floating-ui/dom';
import { useLayoutEffect, useRef, type RefObject } from 'react';

export type FloatingPlacement = Placement;

/**
 * Floating UI, loaded the first time a layer opens: no page pays for it before it shows a
 * tooltip, a menu or a fly-out (decision 067).
 */
let library: Promise<typeof floatingLibrary> | null = null;
function loadLibrary() {
  library ??= import('@floating-ui/dom');
  return library;
}

export type FloatingOptions = {
  /** Preferred side and alignment; `-start` and `-end` follow the reading direction. */
  placement: FloatingPlacement;
  /** Other placements to try, in order, when the preferred one does not fit. */
  fallbackPlacements?: FloatingPlacement[];
  /** Space between the reference and the layer, in px. */
  gap?: number;
  /** Space kept between the layer and the window's edges, in px. */
  margin?: number;
};

/** Where an arrow on the layer's edge points at the reference's centre (px from the edge's start). */
const arrowOffset: Middleware = {
  name: 'arrowOffset',
  fn: ({ x, y, placement, rects }) => {
    const vertical = placement.startsWith('top') || placement.startsWith('bottom');
    const centre = vertical
      ? rects.reference.x + rects.reference.width / 2 - x
      : rects.reference.y + rects.reference.height / 2 - y;
    const length = vertical ? rects.floating.width : rects.floating.height;
    return { data: { offset: Math.min(Math.max(centre, 8), Math.max(8, length - 8)) } };
  },
};

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
  { placement, fallbackPlacements, gap = 4, margin = 8 }: FloatingOptions,
): () => void {
  let stopped = false;
  let stopUpdates = () => {};
  // The visual references wait for it to be placed (.storybook/visual-references.ts).
  floating.dataset.settling = '';
  void loadLibrary().then(({ autoUpdate, computePosition, flip, offset, shift }) => {
    if (stopped) return;
    const update = () =>
      void computePosition(reference, floating, {
        strategy: 'fixed',
        placement,
        middleware: [
          offset(gap),
          flip({ padding: margin, fallbackPlacements }),
          shift({ padding: margin }),
          arrowOffset,
        ],
      }).then(({ x, y, placement: placed, middlewareData }) => {
        if (stopped) return;
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
        floating.style.setProperty(
          '--floating-arrow-offset',
          `${(middlewareData.arrowOffset as { offset: number } | undefined)?.offset ?? 0}px`,
        );
        floating.dataset.placement = placed.split('-')[0];
        floating.dataset.placed = '';
        delete floating.dataset.settling;
      });
    stopUpdates = autoUpdate(reference, floating, update);
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
