// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passwordStrength('')).toBe('tooShort');
    expect(passwordStrength('Ab1!xyz')).toBe('tooShort');
  });

  it('grades by length and kinds of characters', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefgh12')).toBe('weak');
    expect(passwordStrength('Abcdefgh12')).toBe('fair');
    expect(passwordStrength('Abcdefgh12!x')).toBe('strong');
    expect(passwordStrength('correct horse battery staple')).toBe('strong');
  });

  it('counts characters as people see them', () => {
    expect(passwordStrength('은혜교회비밀번호')).toBe('weak');
    expect(passwordStrength('은혜교회비밀')).toBe('tooShort');
  });
});
