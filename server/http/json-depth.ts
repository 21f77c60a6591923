/** Deeper JSON than this is refused before it is parsed or validated. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without
 * recursion (brackets inside strings do not count). Stops counting once `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}
