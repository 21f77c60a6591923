import { createHash } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, churchProfiles, locations, videos } from '#server/db/schema.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { translator } from './public-i18n.ts';
import { LANGUAGE_COOKIE } from './language-choice.ts';

const ORIGIN = 'http://app.test';
const CHURCH = '/church/grace-community-church';
const VIDEO = '/v/welcome-to-grace';
const LOCALES = ['en', 'es', 'fr', 'ko'] as const;
const prefixed = (locale: string, path: string) => (locale === 'en' ? path : `/${locale}${path}`);
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let server: TestServer;
let graceId: number;
let puts: string[];

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
  await server.deps.db.delete(locations).where(eq(locations.accountId, graceId));
  const campus = {
    accountId: graceId,
    address: '1 Main St',
    state: 'IL',
    zipCode: '62701',
    country: 'US',
  };
  await server.deps.db.insert(locations).values([
    { ...campus, name: 'Downtown', city: 'Springfield', latitude: 39.8, longitude: -89.65 },
    { ...campus, name: 'North', city: 'Chatham', address2: 'Suite 2' },
  ]);
  await server.deps.db
    .update(accounts)
    .set({ churchPhone: '+1 217 555 0100', churchWebsite: 'https://grace.example.org' })
    .where(eq(accounts.id, graceId));
  await server.deps.db
    .update(churchProfiles)
    .set({ serviceTimes: 'Sundays 10:00\nWednesdays 19:00' })
    .where(eq(churchProfiles.accountId, graceId));
  // Every picture the store is given, by key.
  puts = [];
  const put = server.deps.storage.put.bind(server.deps.storage);
  server.deps.storage.put = async (key, body, type) => {
    puts.push(key);
    return put(key, body, type);
  };
});

afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** A link's or meta tag's attribute values in a page's head. */
function tags(body: string, pattern: RegExp): string[] {
  return [...body.matchAll(pattern)].map((match) => match[1] ?? '');
}
const alternates = (body: string) =>
  Object.fromEntries(
    [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const meta = (body: string, name: string) =>
  tags(body, new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`, 'g'));
const jsonLdOf = (body: string) => {
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)?.[1];
  if (!json) throw new Error('no JSON-LD');
  return JSON.parse(json) as Record<string, unknown>;
};

describe('the head of every indexable public page', () => {
  it('names itself canonical and every language and x-default as alternates, in each language', async () => {
    for (const path of [CHURCH, '/churches', VIDEO]) {
      for (const locale of LOCALES) {
        const url = prefixed(locale, path);
        const body = (await get(url)).body;
        expect(tags(body, /<link rel="canonical" href="([^"]+)">/g), url).toEqual([
          `${ORIGIN}${url}`,
        ]);
        expect(alternates(body), url).toEqual({
          en: `${ORIGIN}${path}`,
          es: `${ORIGIN}/es${path}`,
          fr: `${ORIGIN}/fr${path}`,
          ko: `${ORIGIN}/ko${path}`,
          'x-default': `${ORIGIN}${path}`,
        });
        expect(meta(body, 'og:url'), url).toEqual([`${ORIGIN}${url}`]);
        expect(meta(body, 'og:locale')[0], url).toMatch(new RegExp(`^${locale}_`));
        expect(meta(body, 'og:locale:alternate'), url).toHaveLength(3);
        const [description = ''] = meta(body, 'description');
        expect(description.length, url).toBeGreaterThan(40);
        expect(description.length, url).toBeLessThanOrEqual(155);
        expect(meta(body, 'og:description'), url).toEqual([description]);
        expect(meta(body, 'twitter:card'), url).toHaveLength(1);
        expect(meta(body, 'og:title')[0], url).toBe(/<title>([^<]*)<\/title>/.exec(body)?.[1]);
        expect(body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
        expect(body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      }
    }
  });

  it('describes the finder in the page’s language, and keeps its search in the addresses', async () => {
    for (const locale of LOCALES) {
      const body = (await get(prefixed(locale, '/churches'))).body;
      expect(meta(body, 'description')).toEqual([translator(locale)('publicChurch.meta.finder')]);
    }
    const searched = (await get('/ko/churches?q=grace%20church')).body;
    expect(tags(searched, /<link rel="canonical" href="([^"]+)">/g)).toEqual([
      `${ORIGIN}/ko/churches?q=grace+church`,
    ]);
    expect(alternates(searched).es).toBe(`${ORIGIN}/es/churches?q=grace+church`);
  });

  it('describes a church without a description of its own in the page’s language', async () => {
    await server.deps.db
      .update(churchProfiles)
      .set({ description: '' })
      .where(eq(churchProfiles.accountId, graceId));
    try {
      for (const locale of LOCALES) {
        const body = (await get(prefixed(locale, CHURCH))).body;
        expect(meta(body, 'description')).toEqual([
          translator(locale)('publicChurch.meta.churchIn', {
            church: 'Grace Community Church',
            city: 'Springfield',
          }),
        ]);
      }
    } finally {
      await server.deps.db
        .update(churchProfiles)
        .set({ description: 'A church in the middle of town, open to everyone.' })
        .where(eq(churchProfiles.accountId, graceId));
    }
  });

  it('has none of it on a page that is not indexed: a 404, a played video', async () => {
    for (const url of ['/church/no-such-church', '/v/no-such-video', `${VIDEO}?play=1`]) {
      const body = (await get(url)).body;
      expect(body, url).toContain('<meta name="robots" content="noindex">');
      expect(body, url).not.toContain('rel="canonical"');
      expect(body, url).not.toContain('hreflang="x-default"');
    }
  });
});

// schema.org's vocabulary for what a church page says (https://schema.org/Church and the types
// it stands on), copied from schema.org: a type's own properties, its parent, and each
// property's expected types (a value of a subtype is one of them).
const THING = [
  'name',
  'description',
  'url',
  'image',
  'sameAs',
  'mainEntityOfPage',
  'alternateName',
  'identifier',
];
const TYPES: Record<string, { parent: string | null; properties: string[] }> = {
  Thing: { parent: null, properties: THING },
  Place: {
    parent: 'Thing',
    properties: [
      'address',
      'geo',
      'telephone',
      'containsPlace',
      'containedInPlace',
      'additionalProperty',
      'photo',
      'logo',
      'openingHoursSpecification',
      'faxNumber',
      'hasMap',
      'latitude',
      'longitude',
      'publicAccess',
      'isAccessibleForFree',
      'amenityFeature',
      'event',
      'review',
      'slogan',
    ],
  },
  CivicStructure: { parent: 'Place', properties: ['openingHours'] },
  PlaceOfWorship: { parent: 'CivicStructure', properties: [] },
  Church: { parent: 'PlaceOfWorship', properties: [] },
  StructuredValue: { parent: 'Thing', properties: [] },
  ContactPoint: {
    parent: 'StructuredValue',
    properties: [
      'telephone',
      'email',
      'contactType',
      'areaServed',
      'availableLanguage',
      'hoursAvailable',
    ],
  },
  PostalAddress: {
    parent: 'ContactPoint',
    properties: [
      'streetAddress',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'addressCountry',
      'postOfficeBoxNumber',
    ],
  },
  GeoCoordinates: {
    parent: 'StructuredValue',
    properties: ['latitude', 'longitude', 'elevation', 'address', 'addressCountry', 'postalCode'],
  },
  PropertyValue: {
    parent: 'StructuredValue',
    properties: [
      'value',
      'propertyID',
      'unitCode',
      'unitText',
      'minValue',
      'maxValue',
      'valueReference',
    ],
  },
};
const RANGES: Record<string, string[]> = {
  address: ['PostalAddress', 'Text'],
  geo: ['GeoCoordinates', 'GeoShape'],
  containsPlace: ['Place'],
  additionalProperty: ['PropertyValue'],
  image: ['ImageObject', 'URL'],
  url: ['URL'],
  sameAs: ['URL'],
  mainEntityOfPage: ['CreativeWork', 'URL'],
};

const isA = (type: string, wanted: string): boolean =>
  type === wanted || (TYPES[type]?.parent ? isA(TYPES[type].parent, wanted) : false);
const propertiesOf = (type: string): string[] =>
  TYPES[type]
    ? [...TYPES[type].properties, ...(TYPES[type].parent ? propertiesOf(TYPES[type].parent) : [])]
    : [];

/** What of a JSON-LD node schema.org does not define: an unknown type, property or value. */
function vocabularyProblems(node: Record<string, unknown>, at = '$'): string[] {
  const type = String(node['@type']);
  if (!TYPES[type]) return [`${at}: unknown type ${type}`];
  const allowed = new Set(propertiesOf(type));
  return Object.entries(node).flatMap(([property, value]) => {
    if (property.startsWith('@')) return [];
    if (!allowed.has(property)) return [`${at}: ${type} has no property ${property}`];
    return (Array.isArray(value) ? value : [value]).flatMap((item: unknown, index) => {
      const where = `${at}.${property}${Array.isArray(value) ? `[${index}]` : ''}`;
      if (item !== null && typeof item === 'object') {
        const itemType = String((item as Record<string, unknown>)['@type']);
        const range = RANGES[property];
        if (range && !range.some((wanted) => isA(itemType, wanted)))
          return [`${where}: a ${itemType} is not a ${range.join(' or ')}`];
        return vocabularyProblems(item as Record<string, unknown>, where);
      }
      if (RANGES[property]?.includes('URL') && !RANGES[property].includes('Text')) {
        return /^https?:\/\//.test(String(item)) ? [] : [`${where}: ${String(item)} is no URL`];
      }
      return [];
    });
  });
}

describe('the church page’s structured data', () => {
  it('is a schema.org Church with only schema.org’s types and properties', async () => {
    const data = jsonLdOf((await get(CHURCH)).body);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Church');
    expect(vocabularyProblems(data)).toEqual([]);
    // The check itself refuses what schema.org does not have.
    expect(vocabularyProblems({ '@type': 'Church', serviceTimes: 'x' })).toHaveLength(1);
    expect(
      vocabularyProblems({ '@type': 'Church', address: { '@type': 'GeoCoordinates' } }),
    ).toHaveLength(1);
  });

  it('carries the church’s name, website, telephone, address, campuses and service times', async () => {
    const data = jsonLdOf((await get('/ko/church/grace-community-church')).body);
    expect(data).toMatchObject({
      '@id': `${ORIGIN}/ko${CHURCH}#church`,
      name: 'Grace Community Church',
      url: 'https://grace.example.org/',
      mainEntityOfPage: `${ORIGIN}/ko${CHURCH}`,
      telephone: '+1 217 555 0100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Springfield',
        addressRegion: 'IL',
        postalCode: '62701',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 39.8, longitude: -89.65 },
      containsPlace: [
        { '@type': 'Church', name: 'Downtown' },
        {
          '@type': 'Church',
          name: 'North',
          address: { streetAddress: '1 Main St, Suite 2', addressLocality: 'Chatham' },
        },
      ],
      additionalProperty: {
        '@type': 'PropertyValue',
        name: translator('ko')('publicChurch.serviceTimes'),
        value: 'Sundays 10:00\nWednesdays 19:00',
      },
    });
    expect((data.containsPlace as object[])[1]).not.toHaveProperty('geo');
    expect(data.image).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^http:\/\/app\.test\/church\/.+\/share\.png/),
      ]),
    );
  });

  it('keeps what the church typed inside the data block', async () => {
    await server.deps.db
      .update(churchProfiles)
      .set({ description: '</script><script>alert(1)</script> & more' })
      .where(eq(churchProfiles.accountId, graceId));
    const body = (await get(CHURCH)).body;
    expect(body).not.toContain('</script><script>alert(1)');
    expect(jsonLdOf(body).description).toBe('</script><script>alert(1)</script> & more');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, the cards’ short links and the signed-in app, and names the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    for (const path of ['/api/', '/c/', '/dashboard', '/ko/dashboard', '/admin', '/es/inbox']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /church');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemap', () => {
  const locs = async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toMatch(/max-age=\d+/);
    return { body: answer.body, locs: tags(answer.body, /<loc>([^<]+)<\/loc>/g) };
  };

  it('lists the finder, each public church and each public video, in every language with alternates', async () => {
    const { body, locs: all } = await locs();
    for (const path of ['/churches', CHURCH, VIDEO]) {
      for (const locale of LOCALES) expect(all).toContain(`${ORIGIN}${prefixed(locale, path)}`);
    }
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${CHURCH}"/>`,
    );
    // Each listed page answers 200 and is not kept out of search engines.
    for (const loc of all.filter((_, index) => index % 4 === 0)) {
      const page = await get(loc.slice(ORIGIN.length));
      expect(page.statusCode, loc).toBe(200);
      expect(page.body, loc).not.toContain('noindex');
    }
  });

  it('never lists a video whose page is a 404: waiting, blocked, unpaid', async () => {
    const hidden = await server.deps.db
      .select({ slug: videos.slug, status: videos.status })
      .from(videos)
      .where(and(isNotNull(videos.slug), ne(videos.status, 'approved')));
    expect(hidden.length).toBeGreaterThan(0);
    const { locs: all } = await locs();
    for (const { slug } of hidden) {
      expect(all).not.toContain(`${ORIGIN}/v/${slug}`);
      expect((await get(`/v/${slug}`)).statusCode).toBe(404);
    }
    const [welcome] = await server.deps.db
      .update(videos)
      .set({ status: 'no_payment' })
      .where(eq(videos.slug, 'welcome-to-grace'))
      .returning();
    expect((await locs()).locs).not.toContain(`${ORIGIN}${VIDEO}`);
    await server.deps.db
      .update(videos)
      .set({ status: 'approved' })
      .where(eq(videos.id, welcome!.id));
  });

  it('drops a church, and its videos, when its page closes, and takes them back when it opens', async () => {
    await server.deps.db
      .update(accounts)
      .set({ churchStatus: 'inactive' })
      .where(eq(accounts.id, graceId));
    const closed = (await locs()).locs;
    expect(closed).not.toContain(`${ORIGIN}${CHURCH}`);
    expect(closed).not.toContain(`${ORIGIN}/ko${CHURCH}`);
    expect(closed).not.toContain(`${ORIGIN}${VIDEO}`);
    expect((await get(CHURCH)).statusCode).toBe(404);
    await server.deps.db
      .update(accounts)
      .set({ churchStatus: 'active' })
      .where(eq(accounts.id, graceId));
    expect((await locs()).locs).toContain(`${ORIGIN}${CHURCH}`);
  });
});

describe('the icon and the web app manifest', () => {
  it('answers /favicon.ico with an icon file, not a 404', async () => {
    const answer = await get('/favicon.ico');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    const ico = answer.rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    const first = ico.subarray(ico.readUInt32LE(6 + 12));
    expect((await sharp(first).metadata()).width).toBe(32);
  });

  it('names icons that exist at the sizes it says', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = answer.json() as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('Outreach Dashboard');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) {
      const file = await get(icon.src);
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type'], icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const { width, height } = await sharp(file.rawPayload).metadata();
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });
});

describe('the church’s share picture', () => {
  const imageOf = async (url = CHURCH) => {
    const path = meta((await get(url)).body, 'og:image')[0]?.slice(ORIGIN.length) ?? '';
    expect(path).toMatch(/^\/church\/grace-community-church\/share\.png\?v=[0-9a-f]{16}$/);
    return path;
  };

  it('is drawn once, kept in the store, and is the page’s Open Graph and Twitter picture', async () => {
    const body = (await get(CHURCH)).body;
    const path = await imageOf();
    expect(meta(body, 'twitter:image')).toEqual([`${ORIGIN}${path}`]);
    expect(meta(body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(body, 'og:image:alt')).toEqual(['Grace Community Church, Springfield, IL']);
    const before = puts.length;
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(puts.length).toBe(before + 1);
    const key = puts.at(-1)!;
    expect(key).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(await server.deps.storage.head(key)).toMatchObject({ contentType: 'image/png' });
    // Again, and by another language's page: the same picture, not drawn again.
    expect(await imageOf('/fr/church/grace-community-church')).toBe(path);
    const again = await get(path);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(puts.length).toBe(before + 1);
    const etag = String(again.headers.etag);
    expect((await get(path, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('is drawn anew when the church’s name or picture changes', async () => {
    const original = await imageOf();
    const first = (await get(original)).rawPayload;
    await server.deps.db
      .update(accounts)
      .set({ churchName: 'Grace Fellowship 은혜교회' })
      .where(eq(accounts.id, graceId));
    const renamed = await imageOf();
    expect(renamed).not.toBe(original);
    const before = puts.length;
    const second = (await get(renamed)).rawPayload;
    expect(puts.length).toBe(before + 1);
    expect(second.equals(first)).toBe(false);

    const picture = await sharp({
      create: { width: 800, height: 400, channels: 3, background: { r: 192, g: 57, b: 43 } },
    })
      .webp()
      .toBuffer();
    const pictureKey = `${createHash('sha256').update(picture).digest('hex')}.webp`;
    await server.deps.storage.put(pictureKey, picture, 'image/webp');
    await server.deps.db
      .update(churchProfiles)
      .set({ bannerKey: pictureKey })
      .where(eq(churchProfiles.accountId, graceId));
    const withPicture = await imageOf();
    expect(withPicture).not.toBe(renamed);
    const third = (await get(withPicture)).rawPayload;
    // The picture shows: the top left corner is the banner's red, not the brand's blue.
    const { data } = await sharp(third)
      .extract({ left: 4, top: 4, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
    await server.deps.db
      .update(accounts)
      .set({ churchName: 'Grace Community Church' })
      .where(eq(accounts.id, graceId));
  });

  it('is a 404 for a church without a public page, and no 5xx for any address', async () => {
    expect((await get('/church/no-such-church/share.png')).statusCode).toBe(404);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (slug) => {
        const answer = await get(`/church/${encodeURIComponent(slug)}/share.png`);
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 29 },
    );
  });
});

describe('the first visit’s language', () => {
  it('sends a person whose browser asks for Korean to the Korean page once, with a cookie', async () => {
    const first = await get(`${CHURCH}?from=card`, {
      'user-agent': CHROME,
      'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8',
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/ko${CHURCH}?from=card`);
    expect(String(first.headers['set-cookie'])).toMatch(
      new RegExp(`^${LANGUAGE_COOKIE}=ko; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly`),
    );
    expect(String(first.headers.vary)).toMatch(/accept-language/);
    // The Korean page itself, and English chosen from its switcher with the cookie: no redirect.
    const korean = await get(`/ko${CHURCH}`, { 'user-agent': CHROME, 'accept-language': 'ko' });
    expect(korean.statusCode).toBe(200);
    expect(korean.body).toContain('<html lang="ko">');
    expect(korean.body).toContain(`<a href="${CHURCH}" hreflang="en" lang="en">`);
    const english = await get(CHURCH, {
      'user-agent': CHROME,
      'accept-language': 'ko',
      cookie: `${LANGUAGE_COOKIE}=ko`,
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    // The switcher's link works in a browser that keeps no cookie too: it comes from this site.
    const switched = await get(CHURCH, {
      'user-agent': CHROME,
      'accept-language': 'ko',
      'sec-fetch-site': 'same-origin',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers['set-cookie']).toBeUndefined();
    // A link from elsewhere, or an address typed in, is a first visit.
    for (const site of ['cross-site', 'none']) {
      const from = await get(CHURCH, {
        'user-agent': CHROME,
        'accept-language': 'ko',
        'sec-fetch-site': site,
      });
      expect(from.statusCode, site).toBe(302);
    }
  });

  it('follows the browser’s order among the four, on the finder and the video page too', async () => {
    for (const [url, language, to] of [
      ['/churches?q=grace', 'de-DE,fr;q=0.9,es;q=0.8', '/fr/churches?q=grace'],
      [VIDEO, 'es-MX,es;q=0.9', `/es${VIDEO}`],
    ] as const) {
      const answer = await get(url, { 'user-agent': CHROME, 'accept-language': language });
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe(to);
    }
  });

  it('leaves English, crawlers and link previewers on the English page, with no cookie', async () => {
    const visitors: Record<string, string>[] = [
      { 'user-agent': CHROME, 'accept-language': 'en-US,en;q=0.9,ko;q=0.8' },
      { 'user-agent': CHROME, 'accept-language': 'de-DE' },
      { 'user-agent': CHROME },
      {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'accept-language': 'ko',
      },
      { 'user-agent': 'facebookexternalhit/1.1', 'accept-language': 'ko' },
      { 'accept-language': 'ko' },
    ];
    for (const headers of visitors) {
      const answer = await get(CHURCH, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
      expect(answer.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
      expect(alternates(answer.body)['x-default']).toBe(`${ORIGIN}${CHURCH}`);
    }
  });

  it('answers any Accept-Language without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (language) => {
        const answer = await get('/churches', {
          'user-agent': CHROME,
          'accept-language': language.replace(/[\r\n]/g, ''),
        });
        expect([200, 302]).toContain(answer.statusCode);
      }),
      { numRuns: 100, seed: 29 },
    );
  });
});
