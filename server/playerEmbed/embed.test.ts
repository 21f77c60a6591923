import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { OEmbedResponse } from '#contract/playerEmbed/embeds.ts';
import {
  accounts,
  contentItems,
  messages,
  playerCategories,
  playerEmbedCounts,
  playerEmbeds,
  playerTestimonials,
  testimonials,
} from '#server/db/schema.ts';
import { STORED_XSS_PAYLOADS } from '#server/security/hostile-payloads.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { DEMO_EMBED, DEMO_WEBSITE_ORIGIN } from './demo-embed.ts';

let server: TestServer;
let graceId: number;

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const page = (url: string, address = '203.0.113.20') =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': PHONE },
    remoteAddress: address,
  });

const ID = DEMO_EMBED.publicId;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
  const [category] = await server.deps.db
    .insert(playerCategories)
    .values({
      slug: 'hope',
      status: 'published',
      titleEn: 'Hope',
      titleEs: 'Esperanza',
      descriptionEn: 'Where hope comes from.',
    })
    .returning();
  await server.deps.db.insert(contentItems).values([
    {
      kind: 'answer',
      slug: 'why-hope',
      roles: [],
      status: 'published',
      categoryId: category!.id,
      answerType: 'video',
      titleEn: 'Why hope?',
      bodyEn: '<p>Because of grace.</p>',
      videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  ]);
});

afterAll(async () => {
  await server.close();
});

const cspOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-security-policy']);

describe('the player pages', () => {
  it('are framed by the church website and this site only, with no script and no X-Frame-Options', async () => {
    for (const path of [`/embed/${ID}`, `/embed/${ID}/hope`, `/es/embed/${ID}/hope/a/why-hope`]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(200);
      expect(cspOf(response)).toContain(`frame-ancestors ${DEMO_WEBSITE_ORIGIN} 'self'`);
      expect(cspOf(response)).toContain("script-src 'none'");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.body).not.toMatch(/<script/i);
      // Nothing from YouTube or Vimeo before play.
      expect(response.body).not.toMatch(/youtube|vimeo|ytimg/i);
    }
  });

  it('keeps frame-ancestors none for an unknown embed and for the dashboard', async () => {
    const unknown = await page('/embed/zzzzzzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(cspOf(unknown)).toContain("frame-ancestors 'none'");
    const dashboard = await page('/videoPlayer');
    expect(cspOf(dashboard)).toContain("frame-ancestors 'none'");
    expect(dashboard.headers['x-frame-options']).toBe('DENY');
  });

  it('shows the answer behind a link until play, then the player, the gift in a new tab and the form', async () => {
    const before = await page(`/embed/${ID}/hope/a/why-hope`);
    expect(before.body).toContain(`href="/embed/${ID}/hope/a/why-hope?play=1#item-title"`);
    expect(before.body).toContain(
      '<div class="embed-body" lang="en"><p>Because of grace.</p></div>',
    );
    expect(before.body).toContain(
      `<a class="button" href="${DEMO_WEBSITE_ORIGIN}/give.html" target="_blank" rel="noopener noreferrer">`,
    );
    expect(before.body).toContain(`action="/embed/${ID}/contact#contact-title"`);
    expect(before.body).toMatch(
      /<link rel="alternate" type="application\/json\+oembed" href="http:\/\/app\.test\/api\/v1\/oembed\?url=http%3A%2F%2Fapp\.test%2Fembed%2Fgracechurch1%2Fhope%2Fa%2Fwhy-hope&amp;format=json"/,
    );
    const after = await page(`/embed/${ID}/hope/a/why-hope?play=1`);
    expect(after.body).toContain(
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1" title="Why hope?"',
    );
    expect(after.body).toContain('referrerpolicy="strict-origin-when-cross-origin"');
  });

  it('asks for the height script only when the loader asked (h=1), and keeps h=1 on its links', async () => {
    const response = await page(`/embed/${ID}?h=1`);
    expect(response.body).toMatch(
      new RegExp(
        `<script src="/public/embed-height\\.js\\?v=[0-9a-f]{16}" data-origin="${DEMO_WEBSITE_ORIGIN}" defer></script>`,
      ),
    );
    expect(cspOf(response)).toContain("script-src 'self'");
    expect(response.body).toContain(`href="/embed/${ID}/hope?h=1"`);
    const loader = await page('/embed/loader.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toContain('javascript');
    expect(loader.body).toContain('event.origin !== origin');
    expect(loader.body).toContain('contentWindow !== event.source');
  });

  it('counts views, plays and messages per day without a cookie, and lands messages in the inbox', async () => {
    const [embed] = await server.deps.db
      .select()
      .from(playerEmbeds)
      .where(eq(playerEmbeds.publicId, ID));
    const countsOf = async () =>
      Object.fromEntries(
        (
          await server.deps.db
            .select()
            .from(playerEmbedCounts)
            .where(eq(playerEmbedCounts.embedId, embed!.id))
        ).map((row) => [row.step, row.visitors]),
      );
    const before = await countsOf();
    const visitor = '198.51.100.77';
    const first = await page(`/embed/${ID}/hope`, visitor);
    expect(first.headers['set-cookie']).toBeUndefined();
    await page(`/embed/${ID}/hope/a/why-hope`, visitor);
    await page(`/embed/${ID}/hope/a/why-hope?play=1`, visitor);
    const form = await page(`/embed/${ID}/hope/a/why-hope`, visitor);
    const started = /name="started" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    server.clock.advanceSeconds(10);
    const sent = await server.app.inject({
      method: 'POST',
      url: `/embed/${ID}/contact`,
      headers: { 'user-agent': PHONE, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: visitor,
      payload: new URLSearchParams({
        name: 'Website Visitor',
        email: 'visitor@example.org',
        subject: 'From your website',
        message: 'I watched the answer about hope.',
        started,
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/embed/${ID}/contact/sent`);
    const after = await countsOf();
    expect((after.view ?? 0) - (before.view ?? 0)).toBe(1);
    expect((after.play ?? 0) - (before.play ?? 0)).toBe(1);
    expect((after.message ?? 0) - (before.message ?? 0)).toBe(1);
    const inbox = await server.deps.db
      .select()
      .from(messages)
      .where(eq(messages.senderEmail, 'visitor@example.org'));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.accountId).toBe(graceId);
    // Card results' "website" source shows the same numbers, for the church only.
    const token = await server.signIn('pastor@demo.church');
    const results = await server.call('GET', '/results/cards', { token });
    expect(results.status).toBe(200);
    const website = (results.body as { website: Record<string, unknown>[] }).website;
    expect(website).toHaveLength(1);
    expect(website[0]).toMatchObject({
      embed_id: ID,
      website_origin: DEMO_WEBSITE_ORIGIN,
      view: after.view,
      play: after.play,
      message: after.message,
    });
    const individual = await server.signIn('individual@demo.church');
    const theirs = await server.call('GET', '/results/cards', { token: individual });
    expect((theirs.body as { website: unknown[] }).website).toEqual([]);
  });
});

describe('oEmbed', () => {
  it('answers oEmbed 1.0 for a player address, with html, width and height', async () => {
    const url = `http://app.test/embed/${ID}/hope`;
    const result = await server.call(
      'GET',
      `/oembed?url=${encodeURIComponent(url)}&format=json&maxwidth=480`,
    );
    expect(result.status).toBe(200);
    const body = result.body as Record<string, unknown>;
    // oEmbed 1.0, section 2.3.4: type and version always; html, width and height for video.
    expect(body.version).toBe('1.0');
    expect(body.type).toBe('video');
    expect(typeof body.html).toBe('string');
    expect(body.width).toBe(480);
    expect(body.height).toBe(270);
    expect(body.html).toBe(
      `<iframe src="http://app.test/embed/${ID}/hope" title="Hope from Grace Community Church" width="480" height="270" style="display:block;width:100%;max-width:100%;height:auto;aspect-ratio:16/9;border:0" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allow="fullscreen; autoplay" allowfullscreen data-outreach-embed="${ID}"></iframe>`,
    );
    expect(validate(body, OEmbedResponse)[0]).toBeUndefined();
    for (const field of ['title', 'author_name', 'author_url', 'provider_name', 'provider_url']) {
      expect(typeof body[field], field).toBe('string');
    }
    expect(Number.isInteger(body.cache_age)).toBe(true);
  });

  it('refuses an address that is not a player here, and a format other than JSON', async () => {
    for (const url of [
      'https://elsewhere.example/embed/gracechurch1',
      'http://app.test/embed/zzzzzzzzzzzz',
      'http://app.test/embed/gracechurch1/no-such-category',
      'not a url',
    ]) {
      const result = await server.call('GET', `/oembed?url=${encodeURIComponent(url)}`);
      expect(result.status, url).toBe(404);
    }
    const xml = await server.call(
      'GET',
      `/oembed?url=${encodeURIComponent(`http://app.test/embed/${ID}`)}&format=xml`,
    );
    expect(xml.status).toBe(400);
  });
});

describe('the generator calls', () => {
  it('saves https addresses only, keeps the embed id, and refuses an unknown category', async () => {
    const token = await server.signIn('pastor@demo.church');
    const read = await server.call('GET', '/player/embed', { token });
    expect(read.status).toBe(200);
    const answer = read.body as { embed: { id: string }; categories: { slug: string }[] };
    expect(answer.embed.id).toBe(ID);
    expect(answer.categories.map((category) => category.slug)).toContain('hope');
    for (const body of [
      { website_url: 'http://grace.example', category_slug: null, donation_url: null },
      {
        website_url: 'https://grace.example',
        category_slug: null,
        donation_url: 'javascript:alert(1)',
      },
      { website_url: 'https://user:pw@grace.example', category_slug: null, donation_url: null },
    ]) {
      const refused = await server.call('POST', '/player/embed', { token, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await server.call('POST', '/player/embed', {
      token,
      body: { website_url: 'https://grace.example', category_slug: 'nope', donation_url: null },
    });
    expect(unknown.status).toBe(400);
    const saved = await server.call('POST', '/player/embed', {
      token,
      body: {
        website_url: 'https://grace.example/welcome',
        category_slug: 'hope',
        donation_url: 'https://give.example/grace',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: ID,
      website_origin: 'https://grace.example',
      category_slug: 'hope',
    });
    const framed = await page(`/embed/${ID}`);
    expect(cspOf(framed)).toContain("frame-ancestors https://grace.example 'self'");
    // Put the demo's website back for the other tests.
    await server.deps.db
      .update(playerEmbeds)
      .set({
        websiteOrigin: DEMO_WEBSITE_ORIGIN,
        categorySlug: null,
        donationUrl: DEMO_EMBED.donationUrl,
      })
      .where(eq(playerEmbeds.publicId, ID));
  });
});

describe('stored XSS on the player pages', () => {
  it('lands escaped whichever field carries it', async () => {
    for (const [index, payload] of STORED_XSS_PAYLOADS.entries()) {
      const slug = `xss-${index}`;
      const [category] = await server.deps.db
        .insert(playerCategories)
        .values({ slug, status: 'published', titleEn: payload, descriptionEn: payload })
        .returning();
      await server.deps.db.insert(contentItems).values({
        kind: 'answer',
        slug,
        roles: [],
        status: 'published',
        categoryId: category!.id,
        answerType: 'article',
        titleEn: payload,
        summaryEn: payload,
        bodyEn: payload,
      });
      const [testimonial] = await server.deps.db
        .insert(testimonials)
        .values({
          accountId: graceId,
          firstName: payload,
          email: `xss${index}@example.org`,
          story: payload,
          status: 'approved',
          source: 'church_page',
          consentText: payload,
          consentVersion: '1',
          consentLocale: 'en',
          consentedAt: new Date(),
        })
        .returning();
      await server.deps.db.insert(playerTestimonials).values({
        categoryId: category!.id,
        slug,
        status: 'published',
        titleEn: payload,
        testimonialId: testimonial!.id,
      });
      await server.deps.db
        .update(accounts)
        .set({ churchName: payload })
        .where(eq(accounts.id, graceId));
      for (const path of [
        `/embed/${ID}`,
        `/embed/${ID}/${slug}`,
        `/embed/${ID}/${slug}/a/${slug}`,
        `/embed/${ID}/${slug}/t/${slug}`,
        `/embed/${ID}/contact/sent`,
      ]) {
        const response = await page(path);
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).not.toContain(payload);
        expect(response.body, path).not.toMatch(/<svg|<script>alert/i);
      }
    }
    await server.deps.db
      .update(accounts)
      .set({ churchName: 'Grace Community Church' })
      .where(eq(accounts.id, graceId));
  });
});
