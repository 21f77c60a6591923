import { localized, PUBLIC_LOCALES } from './public-i18n.ts';

/**
 * The signed-in app's pages, by the start of their paths (app/routes.ts; every route that needs
 * a login starts with one of these, which tests/robots-and-routes.test.ts checks against the
 * route table). None of them starts a public page: `/church/`, `/churches`, `/v/`, `/pricing`,
 * `/checkout`, `/donation`, `/individual/checkout` and `/users/` stay open to crawlers.
 */
export const SIGNED_IN_PATHS = [
  '/404',
  '/dashboard',
  '/care-dashboard',
  '/individual-dashboard',
  '/individual/orderCards',
  '/account',
  '/updateInfo',
  '/updateBillingInfo',
  '/paymentInfo',
  '/plan',
  '/subscriptions',
  '/upgrade-information',
  '/upgrade-membership',
  '/upgrade-successfull',
  '/donate',
  '/support',
  '/inbox',
  '/masseage',
  '/churchProfile',
  '/editProfile',
  '/campuses',
  '/churchAccess',
  '/careVideoPlayer',
  '/profileVideo',
  '/capture',
  '/welcome-video',
  '/share-your-story',
  '/setup-share-story',
  '/jesus-stories',
  '/video-review',
  '/testimonials',
  '/get-results',
  '/orderCards',
  '/reOrderCards',
  '/orderProducts',
  '/specialOffers',
  '/connect-to-church',
  '/connect-request',
  '/become-moderator',
  '/invite-moderator',
  '/church-moderators',
  '/monthlyVideos',
  '/studyGuides',
  '/bulletinInserts',
  '/resources',
  '/posts',
  '/evangelism-bootcamp',
  '/videoPlayer',
  '/admin',
] as const;

/**
 * robots.txt: crawlers stay out of the API, the short links of printed cards (`/c/`, which
 * only redirect and count scans), and the signed-in app in every language; the sitemap lists
 * what they may index.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [
    '/api/',
    '/c/',
    ...PUBLIC_LOCALES.flatMap((locale) => SIGNED_IN_PATHS.map((path) => localized(locale, path))),
  ];
  return `User-agent: *
${disallowed.map((path) => `Disallow: ${path}`).join('\n')}
Allow: /

Sitemap: ${origin}/sitemap.xml
`;
}
