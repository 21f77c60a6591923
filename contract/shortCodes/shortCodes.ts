// The permanent short codes printed as QR codes on invitation cards (issue 11, decision 047).

/**
 * The letters of a short code: digits and capitals without the ones people mistake for others
 * (0 and O, 1, I and L). Capitals and digits also let a QR code hold the link in its compact
 * alphanumeric mode.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 7;

/** Where a short code answers: `/c/<code>` of this product. */
export const SHORT_CODE_PATH = '/c';

/**
 * The code as it is kept (capitals), or null when the text cannot be one. Typed by hand a code
 * may come in small letters; the look-alikes are never in a code, so they are not guessed at.
 */
export function normalizeShortCode(text: string): string | null {
  const code = text.toUpperCase();
  if (code.length !== SHORT_CODE_LENGTH) return null;
  for (const letter of code) if (!SHORT_CODE_ALPHABET.includes(letter)) return null;
  return code;
}

/** The path a code answers at. */
export const shortCodePath = (code: string) => `${SHORT_CODE_PATH}/${code}`;

/**
 * Where a short code is printed: on invitation cards, or on bulletin inserts (one code per
 * church, decision 069), so that results can tell the two apart.
 */
export const SHORT_CODE_SOURCES = ['card', 'insert'] as const;
export type ShortCodeSource = (typeof SHORT_CODE_SOURCES)[number];
