import { describe, expect, it } from 'vitest';
import { createRoutePreloads, type PrerenderedTable } from './route-preloads.ts';

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

  describe('a prerendered page', () => {
    const built =
      '<html><head><script>x()</script>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/core.js">\n  </head><body>\n    <div id="root"></div></body></html>';
    const prerendered: PrerenderedTable = {
      pages: [
        {
          paths: ['/users/signIn'],
          locales: {
            en: { head: '<style>.a{}</style>', body: '<main>Sign in</main>' },
            ko: { head: '<style>.k{}</style>', body: '<main>로그인</main>' },
          },
        },
        {
          paths: ['/dashboard'],
          audience: 'partner',
          locales: {
            en: { head: '<style>.d{}</style>', body: '<main>Dashboard</main>' },
          },
        },
      ],
    };
    const withPages = createRoutePreloads(table, built, prerendered);

    it('stands in the markup of its language before the app, with its styles', () => {
      const page = withPages.pageFor('/ko/users/signIn');
      expect(page).toContain(
        '<div id="prerendered" data-audience="visitor"><main>로그인</main></div><div id="root">',
      );
      expect(page).toContain('<style>.k{}</style>');
      expect(page).toContain('html[data-session] #prerendered{display:none}');
      expect(page).toContain('html:not([data-session]) #prerendered~#root{display:none}');
      expect(withPages.pageFor('/users/signIn')).toContain('<main>Sign in</main>');
    });

    it('holds its scripts back in a template the inline script starts after the first paint', () => {
      const page = withPages.pageFor('/users/signIn');
      const [head = '', template = ''] = page.split('<template id="app-modules">');
      expect(head).not.toMatch(/modulepreload|type="module"/);
      expect(template).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/index.js" data-entry>',
      );
      for (const file of ['core.js', 'en.js', 'SignIn.js', 'forms.js'])
        expect(template).toContain(`href="/assets/${file}"`);
      expect(page).toContain('<script>x()</script>');
    });

    it("marks the entry's own imports, which the inline script runs one at a time first", () => {
      const template = withPages.pageFor('/users/signIn').split('<template id="app-modules">')[1];
      expect(template).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/core.js" data-boot>',
      );
      for (const file of ['index.js', 'en.js', 'SignIn.js'])
        expect(template).not.toMatch(new RegExp(`href="/assets/${file}"[^>]*data-boot`));
    });

    it('shows a partner page only to the partner index.html marks, and #root to anyone else', () => {
      const page = withPages.pageFor('/dashboard');
      expect(page).toContain(
        '<div id="prerendered" data-audience="partner"><main>Dashboard</main></div><div id="root">',
      );
      expect(page).toContain('html:not([data-stand-in=partner]) #prerendered{display:none}');
      expect(page).toContain('html[data-stand-in=partner] #prerendered~#root{display:none}');
      expect(page).not.toContain('data-session');
      expect(page).toContain('<template id="app-modules">');
    });

    it('is left out where a query string may change the page, and on other pages', () => {
      expect(withPages.pageFor('/users/signIn', false)).not.toContain('prerendered');
      expect(withPages.pageFor('/users/signIn', false)).toContain(
        '<script type="module" crossorigin src="/assets/index.js"></script>',
      );
      expect(withPages.pageFor('/masseage/new')).not.toContain('prerendered');
      expect(withPages.pageFor('/es/dashboard')).not.toContain('prerendered');
    });
  });
});
