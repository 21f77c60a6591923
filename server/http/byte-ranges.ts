import type { ByteRange } from '#server/storage/index.ts';

/** What a `Range` header asks of a file of `size` bytes (RFC 9110, section 14). */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'unsatisfiable' } | ({ kind: 'part' } & ByteRange);

const DIGITS = /^\d+$/;

/**
 * Reads a `Range` header for one byte range: `bytes=0-99`, `bytes=100-`, `bytes=-500`.
 * A header that is not one well-formed byte range (another unit, several ranges, `5-2`, text)
 * is ignored and the whole file is sent, as RFC 9110 allows; a well-formed range that starts at
 * or past the end, or asks for the last 0 bytes, cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(.*)$/i.exec(header.trim());
  const spec = match?.[1]?.trim();
  if (!spec || spec.includes(',')) return { kind: 'whole' };
  const dash = spec.indexOf('-');
  if (dash < 0) return { kind: 'whole' };
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (first === '') {
    // The last `last` bytes.
    if (!DIGITS.test(last)) return { kind: 'whole' };
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  if (!DIGITS.test(first) || (last !== '' && !DIGITS.test(last))) return { kind: 'whole' };
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
