// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  centsOfAmount,
  moneyAmount,
  characterCount,
  composeValidators,
  email,
  isValidationError,
  maxLength,
  required,
  requiredTrue,
  slug,
  translateError,
  videoLink,
  withMessage,
  type Validator,
} from './validators';

describe('required', () => {
  it('returns the shared message key for an empty value, nothing otherwise', () => {
    expect(required('')).toBe('common.required');
    expect(required('   ')).toBe('common.required');
    expect(required(undefined)).toBe('common.required');
    expect(required('Grace')).toBeUndefined();
  });

  it('requiredTrue wants a checked box', () => {
    expect(requiredTrue(false)).toBe('common.required');
    expect(requiredTrue(undefined)).toBe('common.required');
    expect(requiredTrue(true)).toBeUndefined();
  });
});

describe('email', () => {
  it.each([
    'pastor@gracechurch.org',
    'Pastor.Kim@Grace-Church.ORG',
    'a+b@mail.co.kr',
    'x@y.c',
    ' name@example.com ',
  ])('accepts %s', (value) => {
    expect(email(value)).toBeUndefined();
  });

  it.each([
    'pastor',
    'pastor@',
    'pastor@church',
    '@church.org',
    'two words@church.org',
    '"two words"@church.org',
    'ümlaut@church.org',
    'a@b@c.org',
  ])('rejects %s', (value) => {
    expect(email(value)).toBe('validation.email');
  });

  it('lets an empty value through (required decides)', () => {
    expect(email('')).toBeUndefined();
    expect(email(undefined)).toBeUndefined();
  });
});

describe('slug', () => {
  it.each(['grace', 'grace-church', 'downtown-campus-2', '2024'])('accepts %s', (value) => {
    expect(slug(value)).toBeUndefined();
  });

  it.each([
    'Grace',
    'grace church',
    'grace--church',
    '-grace',
    'grace-',
    'grace_church',
    'église',
    'grace.church',
  ])('rejects %s', (value) => {
    expect(slug(value)).toBe('validation.slug');
  });
});

describe('videoLink', () => {
  it.each([
    'https://vimeo.com/123456789',
    'http://vimeo.com/123456789',
    'https://www.vimeo.com/channels/staffpicks/123',
    'https://player.vimeo.com/video/123456789?h=abc123',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=42',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ',
  ])('accepts %s', (value) => {
    expect(videoLink(value)).toBeUndefined();
  });

  it.each([
    ['no scheme', 'vimeo.com/123456789'],
    ['another scheme', 'ftp://vimeo.com/123456789'],
    ['no path', 'https://www.youtube.com'],
    ['an empty path', 'https://vimeo.com/'],
    ['another host', 'https://example.com/watch?v=1'],
    ['a look-alike host', 'https://youtube.com.example.com/watch?v=1'],
    ['a host ending like youtube', 'https://notyoutube.com/watch?v=1'],
    ['spaces', 'https://youtu.be/abc def'],
    ['a fragment', 'https://youtu.be/abc#t=1'],
  ])('rejects %s', (_, value) => {
    expect(videoLink(value)).toBe('validation.videoLink');
  });
});

describe('maxLength', () => {
  it('counts characters as people do (Hangul and emoji once each)', () => {
    expect(characterCount('은혜🙏')).toBe(3);
    expect(maxLength(3)('은혜🙏')).toBeUndefined();
    expect(maxLength(2)('은혜🙏')).toEqual({ key: 'validation.tooLong', params: { max: 2 } });
  });
});

describe('composeValidators and withMessage', () => {
  const short: Validator = (value) =>
    typeof value === 'string' && value.length < 3 ? 'validation.slug' : undefined;

  it('returns the first error, in order, skipping missing validators', () => {
    const check = composeValidators(undefined, false, required, short, email);
    expect(check('')).toBe('common.required');
    expect(check('ab')).toBe('validation.slug');
    expect(check('abc')).toBe('validation.email');
    expect(check('a@b.org')).toBeUndefined();
  });

  it('passes all values to each validator', () => {
    const sameAs: Validator = (value, all) =>
      value === (all as { password?: string }).password ? undefined : 'validation.invalidValue';
    expect(composeValidators(sameAs)('x', { password: 'x' })).toBeUndefined();
    expect(composeValidators(sameAs)('x', { password: 'y' })).toBe('validation.invalidValue');
  });

  it('withMessage keeps the check and changes the message', () => {
    const nameRequired = withMessage(required, 'locationForm.nameRequired');
    expect(nameRequired('')).toBe('locationForm.nameRequired');
    expect(nameRequired('Downtown campus')).toBeUndefined();
  });
});

describe('translateError and isValidationError', () => {
  const t = (key: string, params?: Record<string, string | number>) =>
    `${key}${params ? JSON.stringify(params) : ''}`;

  it('translates a key, or a key with its params', () => {
    expect(translateError(t, 'common.required')).toBe('common.required');
    expect(translateError(t, { key: 'validation.tooLong', params: { max: 5 } })).toBe(
      'validation.tooLong{"max":5}',
    );
  });

  it('recognises what validators and servers return', () => {
    expect(isValidationError('common.required')).toBe(true);
    expect(isValidationError({ key: 'validation.tooLong', params: { max: 1 } })).toBe(true);
    expect(isValidationError('')).toBe(false);
    expect(isValidationError(undefined)).toBe(false);
    expect(isValidationError(true)).toBe(false);
    expect(isValidationError({ message: 'x' })).toBe(false);
  });
});

describe('centsOfAmount and moneyAmount', () => {
  it('reads whole units with up to two decimals after a point or a comma', () => {
    expect(centsOfAmount('19')).toBe(1900);
    expect(centsOfAmount(' 19.5 ')).toBe(1950);
    expect(centsOfAmount('19,99')).toBe(1999);
    expect(centsOfAmount('0.07')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1.999', '-5', '1,250.00', '$5', '5e2', 'abc', '1 000']) {
      expect(centsOfAmount(text), text).toBeNull();
    }
    expect(moneyAmount('12,3')).toBeUndefined();
    expect(moneyAmount('')).toBeUndefined();
    expect(moneyAmount('12.345')).toBe('validation.moneyAmount');
  });
});
