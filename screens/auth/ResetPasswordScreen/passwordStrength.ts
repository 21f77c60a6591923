/** The shortest password the server accepts (contract `LIMITS.passwordMin`). */
export const passwordMinLength = 8;
/** The longest password the server accepts (contract `LIMITS.passwordMax`). */
export const passwordMaxLength = 200;

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'strong';

/**
 * A rough, offline guess at how hard a password is to guess: length counts most, then the
 * kinds of characters. Only a hint; the server's rule is the minimum length.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = Array.from(password).length;
  if (length < passwordMinLength) return 'tooShort';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) =>
    pattern.test(password),
  ).length;
  // Letters outside ASCII (Hangul, accented letters) count as a kind of their own.
  const other = /[^\u0020-\u007e]/.test(password) ? 1 : 0;
  const score =
    kinds + other + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0) + (length >= 20 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'fair';
  return 'weak';
}
