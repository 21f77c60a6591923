import { eq } from 'drizzle-orm';
import { array, number, object } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentDetail,
  ContentDownloadLink,
  ContentItemsResponse,
  ContentRevisionsResponse,
} from '#contract/content/content.ts';
import { ContentRecord } from '#contract/content/contentResource.ts';
import { contentItems, videos } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { expectHarmless, XSS_PAYLOADS } from '#server/testing/stored-xss.ts';

let server: TestServer;
let admin: string;
let pastor: string;
let care: string;
let french: string;

beforeAll(async () => {
  server = await startTestServer();
  // The demo's content is left out: these tests list and count their own items.
  await server.deps.db.delete(contentItems);
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  care = await server.signIn('care@demo.church');
  french = await server.signIn('free@demo.church');
});

afterAll(async () => {
  await server.close();
});

const adminCall = (path: string, body: unknown) =>
  server.call('POST', `/admin/content/${path}`, { token: admin, body });

let seq = 0;
/** A new item, English and Korean, for pastors; `fields` change any of it. */
async function create(fields: Record<string, unknown> = {}): Promise<ContentRecord> {
  seq += 1;
  return expectOk(
    await adminCall('create', {
      kind: 'study_guide',
      slug: `guide-${seq}`,
      roles: ['evangelism', 'free_evangelism'],
      languages: ['en', 'ko'],
      title_en: `Sharing the gospel ${seq}`,
      summary_en: 'How to begin a conversation about faith.',
      body_en: '<p>Begin with a question.</p>',
      title_ko: `복음 나누기 ${seq}`,
      summary_ko: '믿음에 대한 대화를 시작하는 방법입니다.',
      body_ko: '<p>하나님의사랑을 전하세요.</p>',
      ...fields,
    }),
    ContentRecord,
  );
}

const update = async (id: number, fields: Record<string, unknown>) =>
  expectOk(await adminCall('update', { id, ...fields }), ContentRecord);

const list = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/content/items', {
    token,
    body: { kind: 'study_guide', language: 'en', ...body },
  });

const slugsOf = async (token: string, body: Record<string, unknown>) =>
  expectOk(await list(token, body), ContentItemsResponse).items.map((item) => item.slug);

const item = (token: string, slug: string, language = 'en', kind = 'study_guide') =>
  server.call('POST', '/content/item', { token, body: { kind, slug, language } });

const iso = (seconds: number) =>
  new Date(server.clock.now().getTime() + seconds * 1000).toISOString();

describe('reading content', () => {
  it('shows a scheduled item from its publish time to its unpublish time, to the second', async () => {
    const guide = await create({
      status: 'scheduled',
      publish_at: iso(60),
      unpublish_at: iso(120),
    });
    const visible = async () => (await slugsOf(pastor, {})).includes(guide.slug);

    server.clock.advanceSeconds(59); // 1 s before publishing
    expect(await visible()).toBe(false);
    expectError(await item(pastor, guide.slug), 404, 'not_found');
    server.clock.advanceSeconds(1); // the publish time itself
    expect(await visible()).toBe(true);
    expectOk(await item(pastor, guide.slug), ContentDetail);
    server.clock.advanceSeconds(1); // 1 s after
    expect(await visible()).toBe(true);
    server.clock.advanceSeconds(58); // 1 s before unpublishing
    expect(await visible()).toBe(true);
    server.clock.advanceSeconds(1); // the unpublish time: gone
    expect(await visible()).toBe(false);
    expectError(await item(pastor, guide.slug), 404, 'not_found');
    server.clock.advanceSeconds(1);
    expect(await visible()).toBe(false);
  });

  it('never shows a draft or an archived item, and shows a published one at once', async () => {
    const draft = await create();
    const archived = await create({ status: 'archived' });
    const published = await create({ status: 'published' });
    const slugs = await slugsOf(pastor, {});
    expect(slugs).toContain(published.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(archived.slug);
  });

  it('shows each reader only the items for their roles; admins read through the preview', async () => {
    const forPastors = await create({ status: 'published' });
    const forCare = await create({
      kind: 'bulletin_insert_care',
      status: 'published',
      roles: ['care'],
    });
    expect(await slugsOf(care, {})).not.toContain(forPastors.slug);
    expectError(await item(care, forPastors.slug), 404, 'not_found');
    expect(await slugsOf(care, { kind: 'bulletin_insert_care' })).toContain(forCare.slug);
    expect(await slugsOf(pastor, { kind: 'bulletin_insert_care' })).not.toContain(forCare.slug);
    expectError(await list(admin, {}), 403, 'forbidden');
    const preview = expectOk(
      await adminCall('preview', { id: forCare.id, language: 'ko' }),
      ContentDetail,
    );
    expect(preview.title).toBe(forCare.title_ko);
  });

  it('shows a missing or unfinished language in English, and says so', async () => {
    const guide = await create({ status: 'published' });
    const korean = expectOk(await item(pastor, guide.slug, 'ko'), ContentDetail);
    expect(korean).toMatchObject({ shown_in: 'ko', title: guide.title_ko });
    expect(korean.body).toBe('<p>하나님의사랑을 전하세요.</p>');

    const inFrench = expectOk(await item(french, guide.slug, 'fr'), ContentDetail);
    expect(inFrench).toMatchObject({ shown_in: 'en', title: guide.title_en });
    const listed = expectOk(await list(french, { language: 'fr' }), ContentItemsResponse);
    expect(listed.items.find((entry) => entry.slug === guide.slug)?.shown_in).toBe('en');

    // Korean taken out of the published languages: Korean readers see English.
    await update(guide.id, { languages: ['en'] });
    expect(expectOk(await item(pastor, guide.slug, 'ko'), ContentDetail).shown_in).toBe('en');
  });

  it('finds items by words of any language, Korean without spaces included', async () => {
    const guide = await create({
      status: 'published',
      languages: ['en', 'es', 'fr', 'ko'],
      title_es: 'Compartir la fe',
      title_fr: 'Partager la foi à Noël',
      body_en: '<p>The <strong>Prodigal</strong> Son</p>',
      body_ko: '<p>하나님의사랑을 전하세요.</p>',
    });
    const found = (q: string) => slugsOf(pastor, { q });
    expect(await found('사랑')).toContain(guide.slug); // inside 하나님의사랑
    expect(await found('하나님의사랑')).toContain(guide.slug);
    expect(await found('\u1109\u1161\u1105\u1161\u11bc')).toContain(guide.slug); // 사랑 as jamo
    expect(await found('prodigal son')).toContain(guide.slug); // across a tag, any case
    expect(await found('noël')).toContain(guide.slug);
    expect(await found('compartir')).toContain(guide.slug);
    expect(await found('strong')).not.toContain(guide.slug); // tags are not words
    expect(await found('50%_x')).toEqual([]);
  });

  it('does not find an unpublished language’s words, nor filter beyond the topic', async () => {
    const guide = await create({
      status: 'published',
      languages: ['en'],
      title_fr: 'Brouillon secret',
      topic: 'Easter',
    });
    expect(await slugsOf(pastor, { q: 'brouillon' })).not.toContain(guide.slug);
    expect(await slugsOf(pastor, { topic: 'Easter' })).toContain(guide.slug);
    expect(await slugsOf(pastor, { topic: 'Christmas' })).not.toContain(guide.slug);
  });

  it('pages a list and counts it, a page past the end too', async () => {
    for (let n = 0; n < 3; n++) await create({ kind: 'post', status: 'published', topic: 'Paged' });
    const page = async (number: number) =>
      expectOk(
        await list(pastor, { kind: 'post', topic: 'Paged', page: number, page_size: 2 }),
        ContentItemsResponse,
      );
    expect((await page(1)).items).toHaveLength(2);
    expect((await page(1)).total).toBe(3);
    expect(await page(2)).toMatchObject({ total: 3, items: [expect.any(Object)] });
    expect(await page(3)).toEqual({ total: 3, items: [], unread: 3 });
    expect(
      expectOk(await list(pastor, { kind: 'post', topic: 'Nothing' }), ContentItemsResponse),
    ).toEqual({ total: 0, items: [], unread: 0 });
  });

  it('orders the boot camp by position and monthly pages newest month first', async () => {
    const second = await create({ kind: 'bootcamp_lesson', status: 'published', position: 2 });
    const first = await create({ kind: 'bootcamp_lesson', status: 'published', position: 1 });
    // Before the demo's lessons (positions 10 to 60, server/seed/demo-bootcamp.ts).
    expect((await slugsOf(pastor, { kind: 'bootcamp_lesson' })).slice(0, 2)).toEqual([
      first.slug,
      second.slug,
    ]);
    const october = await create({ kind: 'monthly_page', status: 'published', month: '2026-10' });
    const november = await create({ kind: 'monthly_page', status: 'published', month: '2026-11' });
    expect(await slugsOf(pastor, { kind: 'monthly_page' })).toEqual([november.slug, october.slug]);
  });
});

describe('writing content', () => {
  it('refuses to publish a language marked unfinished, naming the field', async () => {
    const draft = await create({ unfinished_ko: true });
    const refused = expectError(
      await adminCall('update', { id: draft.id, status: 'published' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['unfinished_ko']);
    expect(refused.fields?.unfinished_ko).toMatch(/Korean is marked unfinished/);
    // Nor mark a published language unfinished.
    const published = await create({ status: 'published' });
    const marked = expectError(
      await adminCall('update', { id: published.id, unfinished_ko: true }),
      400,
      'validation_failed',
    );
    expect(marked.fields).toHaveProperty('unfinished_ko');
    // Out of the published languages, it may stay unfinished.
    await update(draft.id, { status: 'published', languages: ['en'] });
    // A published language needs its title.
    const untitled = expectError(
      await adminCall('create', {
        kind: 'post',
        slug: 'untitled-korean',
        roles: ['evangelism'],
        status: 'published',
        languages: ['en', 'ko'],
        title_en: 'News',
      }),
      400,
      'validation_failed',
    );
    expect(untitled.fields).toHaveProperty('title_ko');
  });

  it('keeps a slug unique within its kind only', async () => {
    const guide = await create();
    const clash = expectError(
      await adminCall('create', {
        kind: 'study_guide',
        slug: guide.slug,
        roles: ['evangelism'],
        title_en: 'Again',
      }),
      409,
      'conflict',
    );
    expect(clash.fields).toHaveProperty('slug');
    expectOk(
      await adminCall('create', {
        kind: 'post',
        slug: guide.slug,
        roles: ['evangelism'],
        title_en: 'A post',
      }),
      ContentRecord,
    );
    const other = await create();
    expectError(await adminCall('update', { id: other.id, slug: guide.slug }), 409, 'conflict');
  });

  it("lists each of the admin's three lists by its section (pages, monthly pages, posts)", async () => {
    const guide = await create({ slug: 'section-guide' });
    const page = await create({ kind: 'page', slug: 'section-page' });
    const post = await create({ kind: 'post', slug: 'section-post' });
    const monthly = await create({ kind: 'monthly_page', slug: 'section-month', month: '2031-01' });
    const sectionIds = async (section: string) => {
      const answer = expectOk(
        await adminCall('list', { page: 1, page_size: 100, section, q: 'section-' }),
        object({ items: array(ContentRecord), total: number() }),
      );
      return answer.items.map((each) => each.id).sort();
    };
    expect(await sectionIds('pages')).toEqual([guide.id, page.id].sort());
    expect(await sectionIds('monthly_pages')).toEqual([monthly.id]);
    expect(await sectionIds('post')).toEqual([post.id]);
    expectError(
      await adminCall('list', { page: 1, page_size: 10, section: 'all' }),
      400,
      'validation_failed',
    );
  });

  it("checks each kind's fields, the schedule and the video", async () => {
    const fieldsOf = async (body: Record<string, unknown>) =>
      Object.keys(
        expectError(
          await adminCall('create', {
            slug: `check-${seq++}`,
            roles: ['care'],
            title_en: 'x',
            ...body,
          }),
          400,
          'validation_failed',
        ).fields ?? {},
      );
    expect(await fieldsOf({ kind: 'resource' })).toEqual(['resource_type']);
    expect(await fieldsOf({ kind: 'post', resource_type: 'slides' })).toEqual(['resource_type']);
    expect(await fieldsOf({ kind: 'monthly_page' })).toEqual(['month']);
    expect(await fieldsOf({ kind: 'post', status: 'scheduled' })).toEqual(['publish_at']);
    expect(await fieldsOf({ kind: 'post', publish_at: iso(60), unpublish_at: iso(60) })).toEqual([
      'unpublish_at',
    ]);
    expect(await fieldsOf({ kind: 'post', video_link: 'https://evil.example/x' })).toEqual([
      'video_link',
    ]);
    expect(
      await fieldsOf({ kind: 'post', video_link: 'https://vimeo.com/76979871', video_id: 1 }),
    ).toEqual(['video_link']);
    expect(await fieldsOf({ kind: 'post', video_id: 2_000_000 })).toEqual(['video_id']);
    expect(await fieldsOf({ kind: 'post', roles: ['admin'] })).toEqual(['roles.0']);

    const accountId = await accountIdOf(server, 'grace-community-church');
    const [monthly] = await server.deps.db
      .insert(videos)
      .values({
        accountId,
        kind: 'monthly',
        status: 'approved',
        url: 'https://vimeo.com/76979871',
      })
      .returning({ id: videos.id });
    const page = await create({ kind: 'monthly_page', month: '2026-12', video_id: monthly!.id });
    expect(page.video_id).toBe(monthly!.id);
    const linked = await create({ kind: 'post', video_link: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(linked.video_link).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('stores no script: each stored-XSS payload is sanitized on save and as it is read', async () => {
    for (const payload of XSS_PAYLOADS) {
      const guide = await create({
        status: 'published',
        body_en: `<p>Before</p>${payload}<p>After</p>`,
        body_ko: payload,
      });
      expectHarmless(guide.body_en);
      expectHarmless(guide.body_ko);
      const [row] = await server.deps.db
        .select({ en: contentItems.bodyEn, ko: contentItems.bodyKo })
        .from(contentItems)
        .where(eq(contentItems.id, guide.id));
      expectHarmless(row!.en);
      expectHarmless(row!.ko);
      for (const language of ['en', 'ko']) {
        expectHarmless(expectOk(await item(pastor, guide.slug, language), ContentDetail).body);
      }
    }
    // A row written around the API (an older sanitizer, a hand edit) is cleaned as it is read.
    const guide = await create({ status: 'published' });
    await server.deps.db
      .update(contentItems)
      .set({ bodyEn: '<p>x</p><img src=x onerror=alert(1)><script>alert(1)</script>' })
      .where(eq(contentItems.id, guide.id));
    expect(expectOk(await item(pastor, guide.slug), ContentDetail).body).toBe('<p>x</p>');
  });
});

describe('revisions', () => {
  const revisionsOf = async (id: number) =>
    expectOk(await adminCall('revisions', { id }), ContentRevisionsResponse).items;

  it('keeps every save with who and when, the newest 20, and restores any one', async () => {
    const guide = await create();
    for (let n = 1; n <= 11; n++) {
      server.clock.advanceSeconds(1);
      await update(guide.id, { title_en: `Edition ${n}` });
    }
    await update(guide.id, { title_en: 'Edition 11' }); // no change, no revision
    const kept = await revisionsOf(guide.id);
    expect(kept).toHaveLength(12);
    expect(kept.map((revision) => revision.number)).toEqual(
      Array.from({ length: 12 }, (_, i) => 12 - i),
    );
    expect(kept[0]).toMatchObject({ title_en: 'Edition 11', actor_name: 'Ada Admin' });
    expect(kept[0]!.actor_user_id).toBeTypeOf('number');
    expect(kept[0]!.created_at).toBe(server.clock.now().toISOString());
    expect(kept.at(-1)!.title_en).toBe(guide.title_en);

    // Restoring the first makes a new revision and brings back its texts, not its publishing.
    await update(guide.id, { status: 'published', body_en: '<p>Later</p>' });
    const first = kept.at(-1)!;
    const restored = expectOk(
      await adminCall('restore', { id: guide.id, revision_id: first.id }),
      ContentRecord,
    );
    expect(restored).toMatchObject({
      title_en: guide.title_en,
      body_en: guide.body_en,
      status: 'published',
    });
    const after = await revisionsOf(guide.id);
    expect(after[0]).toMatchObject({ number: 14, title_en: guide.title_en });

    for (let n = 0; n < 10; n++) await update(guide.id, { summary_en: `Summary ${n}` });
    const capped = await revisionsOf(guide.id);
    expect(capped).toHaveLength(20);
    expect(capped[0]!.number).toBe(24);
    expect(capped.at(-1)!.number).toBe(5);
  });

  it("refuses another item's revision, and a restore that would break the rules", async () => {
    const one = await create();
    const other = await create();
    const [revision] = await revisionsOf(one.id);
    expectError(
      await adminCall('restore', { id: other.id, revision_id: revision!.id }),
      404,
      'not_found',
    );
    // Published with Korean; the first revision had Korean unfinished.
    const guide = await create({ unfinished_ko: true });
    const [unfinished] = await revisionsOf(guide.id);
    await update(guide.id, { unfinished_ko: false, status: 'published' });
    const refused = expectError(
      await adminCall('restore', { id: guide.id, revision_id: unfinished!.id }),
      400,
      'validation_failed',
    );
    expect(refused.fields).toHaveProperty('unfinished_ko');
    expectError(await adminCall('revisions', { id: 2_000_000 }), 404, 'not_found');
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n% test attachment\n');

  async function attach(id: number, filename: string, content = PDF) {
    const body = multipartBody({ id: String(id) }, [
      { field: 'file', filename, contentType: 'application/pdf', content },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/attachment',
      headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, body: JSON.parse(response.body) as unknown, headers: {} };
  }

  it('stores a PDF, and gives readers a fresh signed link that keeps its Korean name', async () => {
    const guide = await create({ status: 'published' });
    const record = expectOk(await attach(guide.id, '주보 삽지.pdf'), ContentRecord);
    expect(record.attachments).toEqual([
      { id: expect.any(Number), name: '주보 삽지.pdf', size: PDF.length },
    ]);
    const attachmentId = record.attachments[0]!.id;
    const detail = expectOk(await item(pastor, guide.slug), ContentDetail);
    expect(detail.attachments.map((a) => a.id)).toEqual([attachmentId]);

    const link = expectOk(
      await server.call('POST', '/content/download_link', {
        token: pastor,
        body: { attachment_id: attachmentId },
      }),
      ContentDownloadLink,
    );
    const download = await server.app.inject({ method: 'GET', url: link.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="?? ??.pdf"; filename*=UTF-8''${encodeURIComponent('주보 삽지.pdf')}`,
    );
    const forged = await server.app.inject({
      method: 'GET',
      url: link.url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`),
    });
    expect(forged.statusCode).toBe(403);
    server.clock.advanceSeconds(15 * 60);
    expect((await server.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(410);

    // Care readers cannot reach a pastors' file.
    expectError(
      await server.call('POST', '/content/download_link', {
        token: care,
        body: { attachment_id: attachmentId },
      }),
      404,
      'not_found',
    );
    const removed = expectOk(
      await adminCall('attachment_remove', { attachment_id: attachmentId }),
      ContentRecord,
    );
    expect(removed.attachments).toEqual([]);
  });

  it('takes only a PDF or a ZIP, for an item that exists', async () => {
    const guide = await create();
    expectError(
      await attach(guide.id, 'x.html', Buffer.from('<script>')),
      400,
      'validation_failed',
    );
    expectError(await attach(2_000_000, 'x.pdf'), 404, 'not_found');
  });
});
