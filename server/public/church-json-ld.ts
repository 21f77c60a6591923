import type { ChurchProfile } from '#contract/church/churchProfile.ts';
import type { Campus } from './church-page.ts';
import { Html, safeUrl } from './html.ts';

/** A schema.org node as JSON-LD writes it. */
export type JsonLdNode = { '@type': string } & { [property: string]: unknown };

function postalAddress(campus: Campus): JsonLdNode {
  return {
    '@type': 'PostalAddress',
    streetAddress: [campus.address, campus.address2].filter(Boolean).join(', '),
    addressLocality: campus.city,
    addressRegion: campus.state,
    postalCode: campus.zipCode,
    addressCountry: campus.country,
  };
}

function geo(campus: Campus): JsonLdNode | undefined {
  return campus.latitude !== null && campus.longitude !== null
    ? { '@type': 'GeoCoordinates', latitude: campus.latitude, longitude: campus.longitude }
    : undefined;
}

/** An absolute address of a link the church gave (http or https only), or nothing. */
function absolute(url: string, origin: string): string | undefined {
  if (!url) return undefined;
  const safe = safeUrl(url);
  if (safe === '#') return undefined;
  return safe.startsWith('/') ? `${origin}${safe}` : safe;
}

/** Leaves out what the church did not fill in: no empty strings or lists in the data. */
function compact(node: JsonLdNode): JsonLdNode {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as JsonLdNode;
}

export type ChurchJsonLdInput = {
  profile: ChurchProfile;
  campuses: readonly Campus[];
  /** The page's own absolute address. */
  pageUrl: string;
  origin: string;
  /** The service times' label in the page's language ('Service times'). */
  serviceTimesLabel: string;
  /** The generated share picture's absolute address. */
  image?: string | undefined;
};

/**
 * The church as schema.org's `Church` (a Place): its name, description, website, telephone,
 * pictures and links, its address and position (the first campus's, else the address it typed),
 * each campus as a `Church` it contains, and its service times. The data model keeps service
 * times as the church typed them, so they are an `additionalProperty`, not `openingHours`,
 * whose strict format ("Su 10:00-12:00") free text would break (decision 083).
 */
export function churchJsonLd(input: ChurchJsonLdInput): JsonLdNode {
  const { profile, campuses, pageUrl, origin } = input;
  const [first] = campuses;
  const pictures = [input.image, profile.banner_url, profile.headshot_url]
    .map((url) => (url ? absolute(url, origin) : undefined))
    .filter((url): url is string => url !== undefined);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Church',
    '@id': `${pageUrl}#church`,
    name: profile.church_name || profile.account_slug,
    description: profile.description.replace(/\s+/g, ' ').trim(),
    url: absolute(profile.church_website, origin) ?? pageUrl,
    mainEntityOfPage: pageUrl,
    telephone: profile.church_phone,
    image: pictures,
    sameAs: [profile.facebook_url, profile.twitter_url]
      .map((url) => absolute(url, origin))
      .filter((url): url is string => url !== undefined),
    address: first ? postalAddress(first) : profile.church_address,
    geo: first ? geo(first) : undefined,
    containsPlace:
      campuses.length > 1
        ? campuses.map((campus) =>
            compact({
              '@type': 'Church',
              name: campus.name,
              address: postalAddress(campus),
              geo: geo(campus),
            }),
          )
        : [],
    additionalProperty: profile.service_times
      ? {
          '@type': 'PropertyValue',
          name: input.serviceTimesLabel,
          value: profile.service_times.trim(),
        }
      : undefined,
  });
}

/**
 * The data as a `<script type="application/ld+json">`: JSON with `<`, `>` and `&` escaped as
 * `\u003c`…, so that text the church typed can never close the element. The public pages' CSP
 * allows no script, and a data block is not one: browsers do not run it.
 */
export function jsonLdScript(node: JsonLdNode): Html {
  const json = JSON.stringify(node)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new Html(`<script type="application/ld+json">${json}</script>`);
}
