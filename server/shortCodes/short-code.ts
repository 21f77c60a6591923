import { randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '#contract/shortCodes/shortCodes.ts';

/**
 * A new short code: 7 letters of the 31 that cannot be mistaken for others, drawn by the
 * operating system's random source (31^7, about 27 billion codes, so guessing one is hopeless
 * and a clash is left to the unique index).
 */
export function newShortCode(): string {
  let code = '';
  for (let index = 0; index < SHORT_CODE_LENGTH; index += 1) {
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  }
  return code;
}
