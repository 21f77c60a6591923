import { describe, expect, it } from 'vitest';
import { routeLocation, safeReturnPath, type RoutingState } from './routing';

const nobody: RoutingState = { user: null, locale: null };
const pastor: RoutingState = { user: { roles: ['evangelism'], needToPay: false }, locale: 'en' };

describe('routeLocation', () => {
  it('renders an allowed route with its params, locale and theme', () => {
    expect(
      routeLocation({ pathname: '/ko/masseage/5' }, { ...pastor, locale: 'ko' }),
    ).toMatchObject({
      kind: 'render',
      route: { name: 'message' },
      params: { id: '5' },
      locale: 'ko',
      theme: 'light',
    });
    expect(routeLocation({ pathname: '/share-your-story' }, pastor)).toMatchObject({
      kind: 'render',
      theme: 'dark',
    });
  });

  it('applies the locale redirects first', () => {
    expect(routeLocation({ pathname: '/inbox' }, { ...pastor, locale: 'es' })).toEqual({
      kind: 'redirect',
      to: '/es/inbox',
      rule: null,
    });
    expect(routeLocation({ pathname: '/' }, pastor)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      rule: null,
    });
    expect(routeLocation({ pathname: '/nope' }, pastor)).toEqual({
      kind: 'redirect',
      to: '/users/system/404',
      rule: null,
    });
  });

  it('sends a visitor to sign-in in their language, remembering where they were going', () => {
    expect(routeLocation({ pathname: '/fr/inbox', search: '?page=2' }, nobody)).toEqual({
      kind: 'redirect',
      to: '/fr/users/signIn?redirectTo=%2Finbox%3Fpage%3D2',
      rule: 4,
    });
  });

  it('localizes the guard’s other redirects', () => {
    const admin: RoutingState = { user: { roles: ['admin'], needToPay: false }, locale: 'es' };
    expect(routeLocation({ pathname: '/es/dashboard' }, admin)).toEqual({
      kind: 'redirect',
      to: '/es/admin/dashboard',
      rule: 5,
    });
    expect(routeLocation({ pathname: '/es/inbox' }, admin)).toEqual({
      kind: 'redirect',
      to: '/es/users/system/404',
      rule: 5,
    });
    const mustPay: RoutingState = {
      user: { roles: ['evangelism'], needToPay: true },
      locale: 'en',
    };
    expect(routeLocation({ pathname: '/inbox' }, mustPay)).toEqual({
      kind: 'redirect',
      to: '/404',
      rule: 6,
    });
    const care: RoutingState = { user: { roles: ['care'], needToPay: false }, locale: 'en' };
    expect(routeLocation({ pathname: '/dashboard' }, care)).toEqual({
      kind: 'redirect',
      to: '/care-dashboard',
      rule: 7,
    });
  });
});

describe('safeReturnPath', () => {
  it('accepts our own pages, without their locale prefix', () => {
    expect(safeReturnPath('/inbox?page=2')).toBe('/inbox?page=2');
    expect(safeReturnPath('/ko/admin/settings')).toBe('/admin/settings');
  });

  it('refuses outside addresses, unknown paths and public pages', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'inbox',
      '/nope',
      '/users/signIn',
      null,
      '',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
