/** The SQLSTATE of a database error, looked for through the causes drizzle wraps it in. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the write (two requests raced for the same value). */
export const UNIQUE_VIOLATION = '23505';
