// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localizePath, matchAppRoute, matchHref, resolveLocation, splitLocale } from './locale';

describe('splitLocale', () => {
  it('reads the es, fr and ko prefixes', () => {
    expect(splitLocale('/es/inbox')).toEqual({ locale: 'es', path: '/inbox', prefixed: true });
    expect(splitLocale('/fr/admin/dashboard')).toEqual({
      locale: 'fr',
      path: '/admin/dashboard',
      prefixed: true,
    });
    expect(splitLocale('/ko')).toEqual({ locale: 'ko', path: '/', prefixed: true });
  });

  it('takes English for a path with no prefix', () => {
    expect(splitLocale('/inbox')).toEqual({ locale: 'en', path: '/inbox', prefixed: false });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/', prefixed: false });
    expect(splitLocale('/espanol')).toEqual({ locale: 'en', path: '/espanol', prefixed: false });
  });
});

describe('localizePath', () => {
  it('adds the prefix for es, fr and ko only', () => {
    expect(localizePath('/inbox', 'es')).toBe('/es/inbox');
    expect(localizePath('/inbox', 'en')).toBe('/inbox');
    expect(localizePath('/', 'ko')).toBe('/ko');
  });

  it('keeps the query and the hash', () => {
    expect(localizePath('/capture?redirectTo=share-your-story#top', 'fr')).toBe(
      '/fr/capture?redirectTo=share-your-story#top',
    );
  });

  it('moves a prefixed path to another language', () => {
    expect(localizePath('/es/inbox', 'ko')).toBe('/ko/inbox');
    expect(localizePath('/es/inbox?x=1', 'en')).toBe('/inbox?x=1');
  });

  it('round-trips with splitLocale', () => {
    for (const locale of ['en', 'es', 'fr', 'ko'] as const) {
      expect(splitLocale(localizePath('/admin/account/7', locale))).toMatchObject({
        locale,
        path: '/admin/account/7',
      });
    }
  });
});

describe('matchAppRoute', () => {
  it('prefers static segments over parameters', () => {
    expect(matchAppRoute('/admin/account/create')?.route.name).toBe('adminAccountCreate');
    expect(matchAppRoute('/admin/account/12')).toMatchObject({
      route: { name: 'adminAccount' },
      params: { accountId: '12' },
    });
    expect(matchAppRoute('/orderProducts/5/checkout')).toMatchObject({
      route: { name: 'orderProductCheckout' },
      params: { id: '5' },
    });
  });

  it('opens billingRenewal from its legacy path', () => {
    expect(matchAppRoute('/billing-renewal')?.route.name).toBe('billingRenewal');
    expect(matchAppRoute('/billingRenewal')?.route.name).toBe('billingRenewal');
  });

  it('returns null for unknown paths', () => {
    expect(matchAppRoute('/nowhere')).toBeNull();
  });
});

describe('matchHref', () => {
  it('finds the route of an in-app href, whatever its prefix, query or hash', () => {
    expect(matchHref('/ko/masseage/3?x=1#top')).toMatchObject({
      route: { name: 'message' },
      params: { id: '3' },
      path: '/masseage/3',
    });
    expect(matchHref('share-your-story')).toMatchObject({ route: { name: 'shareYourStory' } });
  });

  it('ignores outside addresses and unknown paths', () => {
    for (const href of [
      'https://example.org/inbox',
      'mailto:a@b.c',
      '//example.org/inbox',
      '/\\example.org',
      '/nowhere',
    ]) {
      expect(matchHref(href), href).toBeNull();
    }
  });
});

describe('resolveLocation', () => {
  it('follows the URL for the locale', () => {
    expect(resolveLocation({ pathname: '/ko/inbox' }, 'en')).toMatchObject({
      kind: 'route',
      locale: 'ko',
      route: { name: 'inbox' },
    });
    expect(resolveLocation({ pathname: '/inbox' }, null)).toMatchObject({
      kind: 'route',
      locale: 'en',
      route: { name: 'inbox' },
    });
  });

  it('a stored Spanish locale forces the es prefix, keeping query and hash', () => {
    expect(resolveLocation({ pathname: '/inbox', search: '?page=2', hash: '#m' }, 'es')).toEqual({
      kind: 'redirect',
      to: '/es/inbox?page=2#m',
      locale: 'es',
    });
  });

  it('does the same for the other stored languages, and not for English', () => {
    expect(resolveLocation({ pathname: '/inbox' }, 'ko')).toMatchObject({
      kind: 'redirect',
      to: '/ko/inbox',
    });
    expect(resolveLocation({ pathname: '/inbox' }, 'en')).toMatchObject({ kind: 'route' });
  });

  it('a prefix in the URL wins over the stored locale', () => {
    expect(resolveLocation({ pathname: '/fr/inbox' }, 'es')).toMatchObject({
      kind: 'route',
      locale: 'fr',
    });
  });

  it('sends / to the dashboard, in the current language', () => {
    expect(resolveLocation({ pathname: '/' }, null)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      locale: 'en',
    });
    expect(resolveLocation({ pathname: '/es' }, 'es')).toEqual({
      kind: 'redirect',
      to: '/es/dashboard',
      locale: 'es',
    });
    expect(resolveLocation({ pathname: '/admin/' }, null)).toMatchObject({
      to: '/admin/dashboard',
    });
  });

  it('sends unknown paths to the system 404', () => {
    expect(resolveLocation({ pathname: '/no/such/page' }, null)).toEqual({
      kind: 'redirect',
      to: '/users/system/404',
      locale: 'en',
    });
    expect(resolveLocation({ pathname: '/fr/no-such-page' }, null)).toMatchObject({
      to: '/fr/users/system/404',
    });
  });

  it('maps billing-renewal to the billingRenewal route', () => {
    expect(resolveLocation({ pathname: '/es/billing-renewal' }, null)).toMatchObject({
      kind: 'route',
      route: { name: 'billingRenewal' },
    });
  });

  it('drops an /en prefix', () => {
    expect(resolveLocation({ pathname: '/en/inbox', search: '?a=1' }, null)).toEqual({
      kind: 'redirect',
      to: '/inbox?a=1',
      locale: 'en',
    });
  });

  it('returns the route parameters', () => {
    expect(resolveLocation({ pathname: '/masseage/9' }, null)).toMatchObject({
      kind: 'route',
      params: { id: '9' },
      path: '/masseage/9',
    });
  });
});
