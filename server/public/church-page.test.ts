import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, churchProfiles, locations, messages } from '#server/db/schema.ts';
import { CONTACT_FORM_LIMITS } from '#server/settings.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let graceId: number;

const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)> " ' \``;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
  const profile = {
    description: `Welcome ${HOSTILE}`,
    serviceTimes: 'Sundays 10:00\nWednesdays 19:00',
    contactDetails: 'Write to us.',
    churchAddress: '1 Main St',
    facebookUrl: 'javascript:alert(1)',
    welcomeVideoEmbed:
      '<iframe src="https://player.vimeo.com/video/76979871" onload="alert(1)"></iframe>',
    counsellingPastor: HOSTILE,
    counsellingEmail: 'care@grace.example.org',
  };
  // The demo data gives Grace a profile: this one replaces it.
  await server.deps.db
    .insert(churchProfiles)
    .values({ accountId: graceId, ...profile })
    .onConflictDoUpdate({ target: churchProfiles.accountId, set: profile });
  await server.deps.db.insert(locations).values({
    accountId: graceId,
    name: 'Downtown',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'US',
    latitude: 39.8,
    longitude: -89.65,
  });
});

afterAll(async () => {
  await server.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The signed timestamp field of a rendered form. */
const startedOf = (body: string) => /name="started" value="([^"]+)"/.exec(body)?.[1] ?? '';

async function post(
  url: string,
  fields: Record<string, string>,
  ip = '203.0.113.7',
): Promise<Awaited<ReturnType<typeof page>>> {
  return server.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function freshForm(url = '/church/grace-community-church') {
  const started = startedOf((await page(url)).body);
  server.clock.advanceSeconds(CONTACT_FORM_LIMITS.minFillSeconds + 1);
  return started;
}

const message = {
  name: 'Sam Visitor',
  email: 'sam@example.org',
  subject: 'Sunday visit',
  message: 'Is there parking?',
};

const inboxCount = async () =>
  (
    await server.deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.accountId, graceId))
  ).length;

describe('the public church page', () => {
  it('is HTML rendered on the server, with no script, a strict CSP and the profile', async () => {
    const answer = await page('/church/grace-community-church');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    );
    const body = answer.body;
    // No script: the one script element is the structured data, a JSON block browsers never run.
    expect(body.match(/<script/gi)).toHaveLength(1);
    expect(body.replace(/<script type="application\/ld\+json">[^<]*<\/script>/, '')).not.toMatch(
      /<script/i,
    );
    expect(body).toContain('Grace Community Church');
    expect(body).toContain('Sundays 10:00\nWednesdays 19:00');
    expect(body).toContain('Downtown');
    expect(body).toContain('Springfield, IL 62701');
    expect(body).toContain('United States');
    expect(body).toContain('openstreetmap.org/?mlat=39.8&amp;mlon=-89.65');
    // The player is our own iframe with the address taken from the embed code, nothing else.
    expect(body).toContain('<iframe src="https://player.vimeo.com/video/76979871" title=');
    expect(body).not.toContain('onload');
  });

  it('escapes everything the church wrote', async () => {
    const body = (await page('/church/grace-community-church')).body;
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(body).toContain('&#39; &#96;');
    expect(body).not.toContain('javascript:');
  });

  it('speaks the language of its prefix, and sends gzip to a browser that takes it', async () => {
    const spanish = await page('/es/church/grace-community-church');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Escriba a la iglesia');
    expect(spanish.body).toContain('action="/es/church/grace-community-church#contact-title"');
    const korean = await page('/ko/church/grace-community-church', { 'accept-encoding': 'gzip' });
    expect(korean.headers['content-encoding']).toBe('gzip');
    expect(korean.rawPayload.length).toBeLessThan(6 * 1024);
  });

  it('answers an unknown church with a 404 page', async () => {
    for (const url of [
      '/church/no-such-church',
      '/fr/church/no-such-church',
      '/church/outreach-team',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await page('/fr/church/nope')).body).toContain('Église introuvable');
  });

  it('shows only an active church, and takes messages only for one', async () => {
    for (const status of ['pending', 'inactive'] as const) {
      await server.deps.db
        .update(accounts)
        .set({ churchStatus: status })
        .where(eq(accounts.id, graceId));
      try {
        expect((await page('/church/grace-community-church')).statusCode, status).toBe(404);
        expect((await page('/ko/church/grace-community-church/sent')).statusCode, status).toBe(404);
        const before = await inboxCount();
        const answer = await post('/church/grace-community-church', {
          ...message,
          started: startedOf((await page('/church/riverside-church')).body),
        });
        expect(answer.statusCode, status).toBe(404);
        expect(await inboxCount()).toBe(before);
        const finder = await page('/churches?q=Grace');
        expect(finder.body).not.toContain('/church/grace-community-church');
      } finally {
        await server.deps.db
          .update(accounts)
          .set({ churchStatus: 'active' })
          .where(eq(accounts.id, graceId));
      }
    }
    expect((await page('/church/grace-community-church')).statusCode).toBe(200);
  });

  it('serves its stylesheet for good', async () => {
    const body = (await page('/church/grace-community-church')).body;
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(body)?.[1] ?? '';
    const css = await page(href);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the contact form', () => {
  it("puts a visitor's message in the church's inbox and confirms it", async () => {
    const before = await inboxCount();
    const started = await freshForm();
    const answer = await post('/church/grace-community-church', {
      ...message,
      website: '',
      started,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/church/grace-community-church/sent');
    expect(await inboxCount()).toBe(before + 1);
    const [saved] = await server.deps.db
      .select()
      .from(messages)
      .where(and(eq(messages.accountId, graceId), eq(messages.subject, 'Sunday visit')));
    expect(saved).toMatchObject({
      senderName: 'Sam Visitor',
      senderEmail: 'sam@example.org',
      readAt: null,
    });
    const sent = await page('/church/grace-community-church/sent');
    expect(sent.body).toContain('Message sent');
  });

  it('shows each wrong field with the text kept', async () => {
    const before = await inboxCount();
    const started = await freshForm('/es/church/grace-community-church');
    const answer = await post('/es/church/grace-community-church', {
      name: '',
      email: 'not-an-address',
      subject: HOSTILE,
      message: 'Mi texto <b>importante</b>',
      website: '',
      started,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Escriba su nombre');
    expect(answer.body).toContain('Escriba un correo electrónico válido');
    expect(answer.body).toContain('value="not-an-address"');
    expect(answer.body).toContain('Mi texto &lt;b&gt;importante&lt;/b&gt;</textarea>');
    expect(answer.body).toContain('aria-invalid="true"');
    expect(answer.body).not.toContain('<script>alert');
    expect(await inboxCount()).toBe(before);
  });

  it('drops what a robot fills in the hidden field, and refuses forged or hurried forms', async () => {
    const before = await inboxCount();
    const started = await freshForm();
    const trapped = await post('/church/grace-community-church', {
      ...message,
      website: 'http://spam.example',
      started,
    });
    expect(trapped.statusCode).toBe(303);
    expect(await inboxCount()).toBe(before);

    const forged = await post('/church/grace-community-church', {
      ...message,
      started: `${Date.now()}.${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This form was open too long');
    expect(forged.body).toContain('value="Sam Visitor"');

    const quick = startedOf((await page('/church/grace-community-church')).body);
    const hurried = await post('/church/grace-community-church', { ...message, started: quick });
    expect(hurried.statusCode).toBe(400);
    expect(hurried.body).toContain('That was very fast');

    const stale = await freshForm();
    server.clock.advanceSeconds(CONTACT_FORM_LIMITS.maxFormAgeSeconds + 1);
    expect(
      (await post('/church/grace-community-church', { ...message, started: stale })).statusCode,
    ).toBe(400);
    expect(await inboxCount()).toBe(before);
  });

  it(`takes ${CONTACT_FORM_LIMITS.perAddress} messages an hour from one address`, async () => {
    server.clock.advanceSeconds(CONTACT_FORM_LIMITS.windowSeconds + 1);
    const before = await inboxCount();
    const started = await freshForm();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_FORM_LIMITS.perAddress; i += 1) {
      const answer = await post(
        '/church/grace-community-church',
        { ...message, started },
        '198.51.100.9',
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        // It does not blame the visitor: the address may be a shared one.
        expect(answer.body).toContain('Your message could not be sent just now');
        expect(answer.body).not.toContain('from here');
        expect(answer.body).toContain('Is there parking?</textarea>');
        expect(answer.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses).toEqual([...Array(CONTACT_FORM_LIMITS.perAddress).fill(303), 429]);
    expect(await inboxCount()).toBe(before + CONTACT_FORM_LIMITS.perAddress);
    // Another visitor may still write.
    expect(
      (await post('/church/grace-community-church', { ...message, started }, '198.51.100.10'))
        .statusCode,
    ).toBe(303);
  });

  it('one address with six User-Agents gets the limit of one', async () => {
    server.clock.advanceSeconds(CONTACT_FORM_LIMITS.windowSeconds + 1);
    const started = await freshForm();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_FORM_LIMITS.perAddress; i += 1) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/church/grace-community-church',
        remoteAddress: '198.51.100.77',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': `Browser ${i}`,
        },
        payload: new URLSearchParams({ ...message, started }).toString(),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_FORM_LIMITS.perAddress).fill(303), 429]);
  });

  it('10 addresses cannot stop an 11th from reaching the church', async () => {
    server.clock.advanceSeconds(CONTACT_FORM_LIMITS.windowSeconds + 1);
    const before = await inboxCount();
    const started = await freshForm();
    // Ten addresses fill the church's threshold (issue 23: then everyone got 429).
    const flooders = Array.from({ length: 10 }, (_, i) => `10.0.${i}.1`);
    for (const ip of flooders) {
      for (let i = 0; i < CONTACT_FORM_LIMITS.perChurch / flooders.length; i += 1) {
        const answer = await post('/church/grace-community-church', { ...message, started }, ip);
        expect(answer.statusCode).toBe(303);
      }
    }
    // Past the threshold the flooders are held back by their own address's limit…
    for (const ip of flooders) {
      expect(
        (await post('/church/grace-community-church', { ...message, started }, ip)).statusCode,
      ).toBe(429);
    }
    // …and a first-time visitor reaches the church at once.
    const visitor = await post(
      '/church/grace-community-church',
      { ...message, started },
      '192.0.2.11',
    );
    expect(visitor.statusCode).toBe(303);
    expect(
      (await post('/church/grace-community-church', { ...message, started }, '192.0.2.12'))
        .statusCode,
    ).toBe(303);
    // Once in the hour each: the same new address then first proves some work (decision 062).
    expect(
      (await post('/church/grace-community-church', { ...message, started }, '192.0.2.11'))
        .statusCode,
    ).toBe(428);
    expect(await inboxCount()).toBe(before + CONTACT_FORM_LIMITS.perChurch + 2);
  });

  it('answers nonsense with a page, never a 5xx', async () => {
    const bodies = ['', 'a=%ZZ', 'name=' + 'x'.repeat(40_000), '\u0000=\ud800'];
    for (const payload of bodies) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/church/grace-community-church',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(answer.statusCode, payload.slice(0, 20)).toBeLessThan(500);
    }
    const json = await server.app.inject({
      method: 'POST',
      url: '/church/grace-community-church',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x"}',
    });
    expect(json.statusCode).toBeLessThan(500);
  });
});

describe('the public church finder', () => {
  it('is a search box on every public page, and a server-rendered page of churches', async () => {
    const church = (await page('/es/church/grace-community-church')).body;
    expect(church).toContain(
      '<form class="search" role="search" method="get" action="/es/churches">',
    );
    const found = await page('/churches?q=grace');
    expect(found.statusCode).toBe(200);
    expect(found.body).not.toMatch(/<script/i);
    expect(found.body).toContain('href="/church/grace-community-church"');
    expect(found.body).toContain('value="grace"');
    const none = await page(`/fr/churches?q=${encodeURIComponent('<b>zzz</b>')}`);
    expect(none.body).toContain('Aucune église ne correspond à « &lt;b&gt;zzz&lt;/b&gt; »');
    expect((await page('/churches?q=%25')).body).not.toContain('href="/church/');
    expect((await page('/churches')).statusCode).toBe(200);
  });
});
