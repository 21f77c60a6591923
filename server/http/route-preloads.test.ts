import { describe, expect, it } from 'vitest';
import { createRoutePreloads } from './route-preloads.ts';

const table = {
  routes: [
    { path: '/users/signIn', files: ['assets/SignIn.js', 'assets/forms.js'] },
    { path: '/dashboard', files: ['assets/Dashboard.js', 'assets/MainLayout.js'] },
    { path: '/masseage/:id', files: ['assets/Message.js'] },
    { path: '/masseage/new', files: ['assets/NewMessage.js'] },
  ],
  locales: {
    en: ['assets/en.js'],
    es: ['assets/es.js', 'assets/en.js'],
    ko: ['assets/ko.js', 'assets/en.js'],
  },
};
const html = '<html><head><script>x()</script></head><body></body></html>';
const preloads = createRoutePreloads(table, html);

describe('route preloads', () => {
  it("names a route's chunks after its language's messages", () => {
    expect(preloads.filesFor('/users/signIn')).toEqual([
      'assets/en.js',
      'assets/SignIn.js',
      'assets/forms.js',
    ]);
    expect(preloads.filesFor('/es/dashboard/')).toEqual([
      'assets/es.js',
      'assets/en.js',
      'assets/Dashboard.js',
      'assets/MainLayout.js',
    ]);
  });

  it('matches as the router does: without case, params, static segments first', () => {
    expect(preloads.filesFor('/Users/SignIn')).toContain('assets/SignIn.js');
    expect(preloads.filesFor('/ko/masseage/12')).toEqual([
      'assets/ko.js',
      'assets/en.js',
      'assets/Message.js',
    ]);
    expect(preloads.filesFor('/masseage/new')).toEqual(['assets/en.js', 'assets/NewMessage.js']);
  });

  it('preloads only the messages for an unknown path', () => {
    expect(preloads.filesFor('/no/such/page')).toEqual(['assets/en.js']);
    expect(preloads.filesFor('/fr')).toEqual(['assets/en.js']);
  });

  it('adds link tags to the head and leaves the inline script as it was', () => {
    const page = preloads.pageFor('/users/signIn');
    expect(page).toContain('<script>x()</script>');
    expect(page).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/SignIn.js">\s*<link rel="modulepreload" crossorigin href="\/assets\/forms.js">\s*<\/head>/,
    );
    expect(preloads.pageFor('/users/signIn')).toBe(page);
  });
});
