// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { menuLinks, routeMenus } from './routeMenus';
import { appRoutes, pathFor, routeByName, routesByName, type RouteName } from './routes';

function hasKey(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const paths = (names: readonly RouteName[]) => names.map((name) => routeByName(name).path);

describe('route table', () => {
  it('names and paths are unique', () => {
    const names = appRoutes.map((route) => route.name);
    const allPaths = appRoutes.flatMap((route) => [route.path, ...route.aliases]);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('every title and menu label is a key of locales/en.json', () => {
    for (const route of appRoutes) {
      expect(hasKey(route.titleKey), route.titleKey).toBe(true);
      for (const placement of routeMenus[route.name] ?? [])
        if (placement.labelKey) expect(hasKey(placement.labelKey), placement.labelKey).toBe(true);
    }
    for (const link of menuLinks) expect(hasKey(link.labelKey), link.labelKey).toBe(true);
  });

  it('derives each title key from the route’s name', () => {
    for (const route of appRoutes) expect(route.titleKey).toBe(`routes.${route.name}`);
  });

  it('rows are pure data: nothing in a route is a function', () => {
    const functions = appRoutes.flatMap((route) =>
      Object.entries(route)
        .filter(([, value]) => typeof value === 'function')
        .map(([key]) => `${route.name}.${key}`),
    );
    expect(functions).toEqual([]);
  });

  it('holds the public and system pages under /users', () => {
    expect(paths(['signIn', 'forgotPassword', 'resetPassword'])).toEqual([
      '/users/signIn',
      '/users/forgot-password',
      '/users/reset-password',
    ]);
    expect(paths(['systemNotFound', 'systemError', 'comingSoon'])).toEqual([
      '/users/system/404',
      '/users/system/500',
      '/users/system/coming',
    ]);
    for (const name of ['systemNotFound', 'systemError', 'comingSoon'] as const)
      expect(routeByName(name).system).toBe(true);
    for (const name of ['signIn', 'forgotPassword', 'resetPassword'] as const) {
      expect(routeByName(name)).toMatchObject({ system: false, public: true });
    }
  });

  it('holds the stand-alone pages, billing-renewal included, and the public pricing page', () => {
    // In any order: each feature brings its own rows (decision 060).
    const standalone = appRoutes.filter((route) => route.standalone).map((route) => route.path);
    expect(standalone.toSorted()).toEqual(
      ['/individual/checkout', '/checkout', '/donation', '/billingRenewal', '/pricing'].toSorted(),
    );
    expect(routeByName('billingRenewal').aliases).toEqual(['/billing-renewal']);
  });

  it('holds every main-app route of the spec', () => {
    const main = appRoutes.filter((route) => route.area === 'main').map((route) => route.path);
    expect(main.toSorted()).toEqual(
      [
        '/dashboard',
        '/care-dashboard',
        '/individual-dashboard',
        '/account',
        '/updateInfo',
        '/updateBillingInfo',
        '/paymentInfo',
        '/plan',
        '/subscriptions',
        '/support-request',
        // The support center and its answers (decision 077).
        '/support',
        '/support/:slug',
        '/inbox',
        '/masseage/:id',
        '/campuses',
        '/churchAccess',
        '/churchProfile',
        '/editProfile',
        '/profileVideo',
        '/testimonials',
        '/get-results',
        '/capture',
        '/videoPlayer',
        '/careVideoPlayer',
        '/monthlyVideos',
        '/welcome-video',
        '/studyGuides',
        '/bulletinInserts',
        '/bulletinInsertsCare',
        '/resources',
        '/studyGuides/:slug',
        '/bulletinInserts/:slug',
        '/bulletinInsertsCare/:slug',
        '/resources/:slug',
        '/posts/:slug',
        '/evangelism-bootcamp',
        '/individual/orderCards',
        '/orderCards',
        '/reOrderCards',
        '/orderProducts',
        '/orderProducts/:categoryId',
        '/orderProducts/:id/checkout',
        '/specialOffers',
        '/donate',
        '/share-your-story',
        '/setup-share-story',
        '/connect-to-church',
        '/jesus-stories',
        '/become-moderator',
        '/invite-moderator',
        '/church-moderators',
        '/video-review',
        '/connect-request',
        '/upgrade-information',
        '/upgrade-membership',
        '/upgrade-successfull',
        '/404',
      ].toSorted(),
    );
  });

  it('holds the whole admin area under /admin, admin-only', () => {
    const admin = appRoutes.filter((route) => route.area === 'admin');
    for (const route of admin) {
      expect(route.path.startsWith('/admin/')).toBe(true);
      expect(route.adminOnly).toBe(true);
    }
    expect(appRoutes.filter((route) => route.adminOnly)).toEqual(admin);
    const adminPaths = admin.map((route) => route.path);
    for (const path of [
      '/admin/dashboard',
      '/admin/settings',
      '/admin/account',
      '/admin/account/create',
      '/admin/account/:accountId',
      '/admin/cardOrder',
      '/admin/cardOrder/new',
      '/admin/cardOrder/history',
      // Not in the spec: one card order's page (its moves, tracking and print file).
      '/admin/cardOrder/:orderId',
      '/admin/share-story',
      '/admin/user',
      '/admin/free_user',
      '/admin/paster_signup',
      // Not in the spec (docs/decisions/019-admin-user-routes.md).
      '/admin/user/create',
      '/admin/user/:userId',
      '/admin/qr_code',
      '/admin/qr_code/create',
      '/admin/qr_code/:codeId',
      '/admin/moderators',
      // Not in the spec: one moderator's page (remove).
      '/admin/moderators/:moderatorId',
      '/admin/moderator-activities',
      // Not in the spec: issue 10's read-only gifts.
      '/admin/gifts',
      '/admin/videos',
      '/admin/videoUpload',
      '/admin/video-review',
      '/admin/ai_control',
      '/admin/location',
      // Not in the spec's table: its 'add' and 'update a church location' labels' pages.
      '/admin/location/create',
      '/admin/location/:locationId',
      '/admin/pages',
      '/admin/pages/create',
      '/admin/pages/detail/:pageSlug',
      '/admin/monthly_pages',
      '/admin/monthly_pages/create',
      '/admin/monthly_pages/detail/:pageSlug',
      '/admin/post',
      '/admin/post/create',
      '/admin/post/detail/:postSlug',
      '/admin/care_video',
      '/admin/care_video/create',
      '/admin/care_video/detail/:careVideoSlug',
      '/admin/care_category',
      '/admin/care_category/create',
      '/admin/care_category/detail/:careCategorySlug',
      '/admin/care_speaker_bio',
      '/admin/care_speaker_bio/create',
      '/admin/care_speaker_bio/detail/:careSpeakerBioSlug',
      '/admin/category',
      '/admin/category/create',
      '/admin/category/detail/:categorySlug',
      '/admin/category/detail/:categorySlug/answer/create',
      '/admin/category/detail/:categorySlug/answer/:answerSlug',
      '/admin/category/detail/:categorySlug/testimonial/create',
      '/admin/category/detail/:categorySlug/testimonial/:testimonialSlug',
      '/admin/store/products',
      '/admin/store/products/:id',
      '/admin/store/categories',
      '/admin/store/categories/:id',
      // Not in the spec: the store's create pages, its offers and coupons (decision 050).
      '/admin/store/products/create',
      '/admin/store/categories/create',
      '/admin/store/offers',
      '/admin/store/offers/create',
      '/admin/store/offers/:id',
      '/admin/store/coupons',
      '/admin/store/coupons/create',
      '/admin/store/coupons/:id',
      // Not in the spec: fulfilling store orders of physical products (decision 056).
      '/admin/store/orders',
      '/admin/store/orders/shipped',
      '/admin/store/orders/delivered',
      '/admin/store/orders/all',
      '/admin/store/orders/:orderId',
      // Not in the spec: every church's testimonials, read only (decision 054).
      '/admin/testimonials',
      '/admin/testimonials/:testimonialId',
      // Not in the spec: the support queue and the support center's answers (decision 077).
      '/admin/support',
      '/admin/support/:requestId',
      '/admin/support_answers',
      '/admin/support_answers/create',
      '/admin/support_answers/detail/:answerSlug',
    ]) {
      expect(adminPaths).toContain(path);
    }
    expect(adminPaths).toHaveLength(78);
  });

  it('only the spec’s list of pages, and support (decision 079), does without payment', () => {
    const free = appRoutes
      .filter((route) => route.parentNeedsPayment && !route.needsPayment)
      .map((route) => route.name);
    expect(free.sort()).toEqual(
      [
        'dashboard',
        'careDashboard',
        'individualDashboard',
        'account',
        'updateBillingInfo',
        'paymentInfo',
        'donate',
        'plan',
        'notFound',
        'supportCenter',
        'supportAnswer',
        'supportRequest',
      ].sort(),
    );
    expect(
      appRoutes.filter((route) => route.area !== 'main').every((route) => !route.needsPayment),
    ).toBe(true);
  });

  it('share-your-story is dark with no progress bar; nothing else is dark', () => {
    expect(routeByName('shareYourStory')).toMatchObject({ darkTheme: true, hideProgressBar: true });
    expect(appRoutes.filter((route) => route.darkTheme).map((route) => route.name)).toEqual([
      'shareYourStory',
    ]);
  });

  it('marks the four dashboards', () => {
    expect(appRoutes.filter((route) => route.dashboard).map((route) => route.name)).toEqual([
      'dashboard',
      'careDashboard',
      'individualDashboard',
      'adminDashboard',
    ]);
  });

  it('keeps reOrderCards out of every menu', () => {
    expect(routeMenus.reOrderCards).toBeUndefined();
  });

  it('puts Donate in every menu (admins get the public donation page, guard rule 5)', () => {
    expect(routeMenus.donate?.[0]?.menus).toEqual(['pastor', 'free', 'individual', 'care']);
    expect(routeMenus.donation?.[0]?.menus).toEqual(['admin']);
  });

  it('builds paths with their parameters', () => {
    expect(pathFor('message', { id: 42 })).toBe('/masseage/42');
    expect(pathFor('adminPage', { pageSlug: 'a b' })).toBe('/admin/pages/detail/a%20b');
    expect(() => pathFor('message')).toThrow(/id/);
    expect(routesByName.dashboard.path).toBe('/dashboard');
  });
});
