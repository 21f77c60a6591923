import { describe, expect, it } from 'vitest';
import { placeBubble } from './position';

const viewport = { width: 375, height: 700 };
const bubble = { width: 200, height: 40 };

describe('placeBubble', () => {
  it('centres the bubble above the anchor when it fits', () => {
    const placed = placeBubble(
      { top: 300, left: 150, width: 80, height: 40 },
      bubble,
      viewport,
      'top',
    );
    expect(placed).toEqual({ side: 'top', top: 252, left: 90, arrowOffset: 100 });
  });

  it('flips to the opposite side when there is no room', () => {
    const placed = placeBubble(
      { top: 10, left: 150, width: 80, height: 40 },
      bubble,
      viewport,
      'top',
    );
    expect(placed.side).toBe('bottom');
    expect(placed.top).toBe(58);
  });

  it('falls back to top or bottom when neither side fits on a phone', () => {
    const placed = placeBubble(
      { top: 300, left: 150, width: 80, height: 40 },
      bubble,
      viewport,
      'right',
    );
    expect(placed.side).toBe('top');
  });

  it('keeps the bubble inside the viewport and points the arrow at the anchor', () => {
    const placed = placeBubble(
      { top: 300, left: 330, width: 40, height: 40 },
      bubble,
      viewport,
      'bottom',
    );
    expect(placed.left).toBe(375 - 200 - 8);
    expect(placed.left + placed.arrowOffset).toBe(350);
  });

  it('places beside the anchor, vertically centred', () => {
    const placed = placeBubble(
      { top: 300, left: 20, width: 40, height: 40 },
      bubble,
      viewport,
      'right',
    );
    expect(placed).toEqual({ side: 'right', top: 300, left: 68, arrowOffset: 20 });
  });
});
