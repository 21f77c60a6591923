// The invitation card's print spec (decision 049), shared by the proof, the design call and the
// logo check.

export const CARD_PRINT = {
  trimWidthIn: 3.5,
  trimHeightIn: 2,
  bleedIn: 0.125,
  safeIn: 0.125,
  /**
   * The QR code's square, its quiet zone included. Any short URL of this product is a symbol of
   * at most 41 modules at level Q (version 6), so the symbol is at least 1.15 in × 41 / 49,
   * about 24 mm: over the 20 mm minimum at any version up to 6.
   */
  qrSideIn: 1.15,
} as const;

/** The box the logo is fitted into (aspect kept), top left of the card. */
export const LOGO_BOX_IN = { width: 1.45, height: 0.55 } as const;

/**
 * A logo's pixels per inch at its printed size: it is fitted into the box, so the side that
 * reaches the box's edge sets the scale.
 */
export function effectivePpi(widthPx: number, heightPx: number): number {
  const inches = Math.min(LOGO_BOX_IN.width / widthPx, LOGO_BOX_IN.height / heightPx);
  return Math.round((1 / inches) * 10) / 10;
}
