import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  type Middleware,
  type Placement,
  type ReferenceElement,
} from '@floating-ui/dom';

/**
 * The part of the floating layers that needs Floating UI: loaded with it, the first time a
 * layer opens (`floating.ts`, decision 067).
 */

export type PlaceOptions = {
  /** Preferred side and alignment; `-start` and `-end` follow the reading direction. */
  placement: Placement;
  /** Other placements to try, in order, when the preferred one does not fit. */
  fallbackPlacements?: Placement[];
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

/** Places `floating` next to `reference` now and on every change; returns the stop function. */
export function place(
  reference: ReferenceElement,
  floating: HTMLElement,
  { placement, fallbackPlacements, gap = 4, margin = 8 }: PlaceOptions,
  stopped: () => boolean,
): () => void {
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
      if (stopped()) return;
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
  return autoUpdate(reference, floating, update);
}
