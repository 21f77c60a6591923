/** `text` as a literal inside a LIKE pattern: its own %, _ and \ match only themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for ILIKE, with the text's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}
