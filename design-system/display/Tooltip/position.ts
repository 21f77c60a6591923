export type Side = 'top' | 'bottom' | 'left' | 'right';

export type Box = { top: number; left: number; width: number; height: number };

export type Placed = {
  top: number;
  left: number;
  /** The side the bubble ended up on (after flipping). */
  side: Side;
  /** Where the arrow points along the bubble's edge, in px from its start. */
  arrowOffset: number;
};

const opposite: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

function room(side: Side, anchor: Box, viewport: { width: number; height: number }): number {
  switch (side) {
    case 'top':
      return anchor.top;
    case 'bottom':
      return viewport.height - (anchor.top + anchor.height);
    case 'left':
      return anchor.left;
    case 'right':
      return viewport.width - (anchor.left + anchor.width);
  }
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Places a bubble of `size` next to `anchor` on the preferred side, flipping to the opposite
 * side (then to top or bottom, which fit best on phones) when it does not fit, and keeping it
 * inside the viewport. Pure, so it is tested without a browser.
 */
export function placeBubble(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  preferred: Side,
  gap = 8,
  margin = 8,
): Placed {
  const needs = (side: Side) =>
    (side === 'top' || side === 'bottom' ? size.height : size.width) + gap + margin;
  const candidates: Side[] = [preferred, opposite[preferred], 'top', 'bottom'];
  const side =
    candidates.find((candidate) => room(candidate, anchor, viewport) >= needs(candidate)) ??
    (room('top', anchor, viewport) >= room('bottom', anchor, viewport) ? 'top' : 'bottom');

  const centreX = anchor.left + anchor.width / 2;
  const centreY = anchor.top + anchor.height / 2;
  if (side === 'top' || side === 'bottom') {
    const left = clamp(centreX - size.width / 2, margin, viewport.width - size.width - margin);
    const top = side === 'top' ? anchor.top - gap - size.height : anchor.top + anchor.height + gap;
    return { top, left, side, arrowOffset: clamp(centreX - left, 8, size.width - 8) };
  }
  const top = clamp(centreY - size.height / 2, margin, viewport.height - size.height - margin);
  const left = side === 'left' ? anchor.left - gap - size.width : anchor.left + anchor.width + gap;
  return { top, left, side, arrowOffset: clamp(centreY - top, 8, size.height - 8) };
}
