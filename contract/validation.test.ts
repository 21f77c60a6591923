import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CONFIG_CATALOGUE, configValueProblem, SetConfigRequest } from './config.ts';
import { ErrorResponse } from './errors.ts';
import { ROLES } from './roles.ts';
import {
  isEmail,
  isEmpty,
  isHttpUrl,
  isPhone,
  isSlug,
  isVideoLink,
  slugify,
} from './validation.ts';

describe('spec section 5 rules', () => {
  it('isEmpty: undefined, null, {}, [] and blank text; a date is a value', () => {
    for (const value of [undefined, null, {}, Object.create(null), [], '', ' \t\n '])
      expect(isEmpty(value)).toBe(true);
    for (const value of [0, false, 'a', { a: undefined }, [0], new Date(0), new File([], 'a.txt')])
      expect(isEmpty(value)).toBe(false);
  });

  it('isEmail checks a standard pattern in lower case', () => {
    expect(isEmail('Pastor@Demo.Church')).toBe(true);
    expect(isEmail('a.b+c@sub.example.org')).toBe(true);
    for (const bad of ['', 'plain', 'a@b', 'a b@c.org', '@example.org', 'a@-x.org']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('isVideoLink accepts vimeo and youtube hosts with a path', () => {
    for (const good of [
      'https://vimeo.com/76979871',
      'http://player.vimeo.com/video/1084537?autoplay=1',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtube.com/embed/aqz-KE-bpKQ',
    ]) {
      expect(isVideoLink(good), good).toBe(true);
    }
    for (const bad of [
      'ftp://vimeo.com/1',
      'https://vimeo.com/',
      'https://evil.com/vimeo.com/1',
      'https://youtube.com.evil.org/watch?v=1',
      'https://example.com/video.mp4',
      'vimeo.com/1',
    ]) {
      expect(isVideoLink(bad), bad).toBe(false);
    }
  });

  it('isSlug: lower-case words joined by single hyphens', () => {
    expect(isSlug('grace-community-church')).toBe(true);
    expect(isSlug('church2')).toBe(true);
    for (const bad of ['', 'Grace', 'a--b', '-a', 'a-', 'a_b', 'a b'])
      expect(isSlug(bad), bad).toBe(false);
  });

  it('slugify removes accents and joins words', () => {
    expect(slugify('Église São Paulo!')).toBe('eglise-sao-paulo');
    expect(slugify('Hello World', '_')).toBe('hello_world');
  });

  it('isPhone takes numbers as people write them, with 6 to 20 digits', () => {
    for (const phone of ['+1 (555) 010-0199', '02-555-0199', '+82 2 555 0199', '555.010.0199'])
      expect(isPhone(phone), phone).toBe(true);
    for (const phone of ['call me', '12345', '+1 555 010 0199 ext. 4', '1'.repeat(21), ''])
      expect(isPhone(phone), phone).toBe(false);
  });

  it('isHttpUrl wants an absolute http(s) address', () => {
    expect(isHttpUrl('https://demo.church/signup')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
  });
});

describe('contract structs', () => {
  it('lists the seven roles', () => {
    expect(ROLES).toEqual([
      'admin',
      'individual',
      'evangelism',
      'free_evangelism',
      'care',
      'website',
      'discipleship',
    ]);
  });

  it('checks config values by the kind of their key; empty means not set', () => {
    expect(Object.values(CONFIG_CATALOGUE)).toContain('video');
    expect(configValueProblem('support_email', '')).toBeNull();
    expect(configValueProblem('support_email', 'x')).toMatch(/email/);
    expect(configValueProblem('moderator_video', 'https://youtu.be/x')).toBeNull();
    expect(configValueProblem('individual_signup_link', 'https://demo.church')).toBeNull();
    expect(is([{ key: 'support_email', value: 'a@b.co' }], SetConfigRequest)).toBe(true);
    expect(is([{ key: 'unknown', value: '' }], SetConfigRequest)).toBe(false);
  });

  it('describes the error shape', () => {
    expect(is({ error: { code: 'forbidden', message: 'No.' } }, ErrorResponse)).toBe(true);
    expect(is({ error: { code: 'teapot', message: 'No.' } }, ErrorResponse)).toBe(false);
    expect(
      is(
        { error: { code: 'validation_failed', message: 'x', fields: { email: 'bad' } } },
        ErrorResponse,
      ),
    ).toBe(true);
  });
});
