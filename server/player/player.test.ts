import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRecord } from '#contract/content/contentResource.ts';
import { PlayerCatalog } from '#contract/player/player.ts';
import type { PlayerCatalogRequest } from '#contract/player/player.ts';
import { PlayerCategoryRecord, PlayerTestimonialRecord } from '#contract/player/playerResources.ts';
import {
  contentItems,
  playerCategories,
  playerTestimonials,
  testimonials,
  videos,
} from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { expectHarmless, XSS_PAYLOADS } from '#server/testing/stored-xss.ts';
import { validate } from 'superstruct';
import { playerCatalog } from './catalog.ts';

let server: TestServer;
let admin: string;
let pastor: string;
let graceId: number;
let approvedStoryId: number;
let blockedStoryId: number;
let waitingStoryId: number;
let approvedTestimonialId: number;
let pendingTestimonialId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  // The demo's player content is left out: these tests count their own.
  await db.delete(playerTestimonials);
  await db.delete(contentItems).where(eq(contentItems.kind, 'answer'));
  await db.delete(playerCategories);
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  graceId = await accountIdOf(server, 'grace-community-church');
  const storyOf = async (status: string) => {
    const [row] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.kind, 'story'), eq(videos.status, status as never)));
    return row!.id;
  };
  approvedStoryId = await storyOf('approved');
  blockedStoryId = await storyOf('blocked');
  waitingStoryId = await storyOf('review');
  const testimonialOf = async (status: string) => {
    const [row] = await db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(and(eq(testimonials.accountId, graceId), eq(testimonials.status, status as never)));
    return row!.id;
  };
  approvedTestimonialId = await testimonialOf('approved');
  pendingTestimonialId = await testimonialOf('pending');
});

afterAll(async () => {
  await server.close();
});

const call = (resource: string, action: string, body: unknown, token = admin) =>
  server.call('POST', `/admin/${resource}/${action}`, { token, body });

let seq = 0;
async function category(fields: Record<string, unknown> = {}): Promise<PlayerCategoryRecord> {
  seq += 1;
  return expectOk(
    await call('player/categories', 'create', {
      slug: `category-${seq}`,
      title_en: `Category ${seq}`,
      description_en: 'Questions people ask.',
      status: 'published',
      ...fields,
    }),
    PlayerCategoryRecord,
  );
}

async function answer(categoryId: number, fields: Record<string, unknown> = {}) {
  seq += 1;
  return expectOk(
    await call('content', 'create', {
      kind: 'answer',
      slug: `answer-${seq}`,
      roles: ['evangelism'],
      category_id: categoryId,
      answer_type: 'article',
      title_en: `Answer ${seq}`,
      body_en: '<p>An answer.</p>',
      status: 'published',
      ...fields,
    }),
    ContentRecord,
  );
}

async function testimonial(categoryId: number, fields: Record<string, unknown> = {}) {
  seq += 1;
  return expectOk(
    await call('player/testimonials', 'create', {
      category_id: categoryId,
      slug: `testimonial-${seq}`,
      title_en: `Story ${seq}`,
      status: 'published',
      video_id: approvedStoryId,
      ...fields,
    }),
    PlayerTestimonialRecord,
  );
}

const catalog = async (request: Partial<PlayerCatalogRequest> = {}) => {
  const answer = await playerCatalog(
    server.deps.db,
    { language: 'en', ...request },
    server.clock.now(),
  );
  const [error] = validate(answer, PlayerCatalog);
  expect(error?.failures() ?? []).toEqual([]);
  return answer;
};

describe('player categories', () => {
  it('refuses a slug another category has (409 on slug), also on update', async () => {
    const first = await category();
    const error = expectError(
      await call('player/categories', 'create', {
        slug: first.slug,
        title_en: 'Another',
        description_en: 'Another.',
      }),
      409,
      'conflict',
    );
    expect(error.fields?.slug).toMatch(/slug/);
    const second = await category();
    expectError(
      await call('player/categories', 'update', { id: second.id, slug: first.slug }),
      409,
      'conflict',
    );
  });

  it('asks for the title, slug and description; a published one keeps its English title', async () => {
    const error = expectError(
      await call('player/categories', 'create', { slug: '', title_en: ' ', description_en: '' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      ['description_en', 'slug', 'title_en'].sort(),
    );
    const made = await category();
    expectError(
      await call('player/categories', 'update', { id: made.id, title_en: '  ' }),
      400,
      'validation_failed',
    );
  });

  it('counts its answers and testimonials, and is not deleted while it has any (409)', async () => {
    const made = await category();
    await answer(made.id);
    await testimonial(made.id);
    const read = expectOk(
      await call('player/categories', 'get', { id: made.id }),
      PlayerCategoryRecord,
    );
    expect([read.answers, read.testimonials]).toEqual([1, 1]);
    expectError(await call('player/categories', 'delete', { id: made.id }), 409, 'conflict');
    const empty = await category();
    expect((await call('player/categories', 'delete', { id: empty.id })).status).toBe(200);
  });

  it('is for admins only', async () => {
    for (const action of ['list', 'create']) {
      const result = await call(
        'player/categories',
        action,
        action === 'list'
          ? { page: 1, page_size: 10 }
          : { slug: 'x', title_en: 'X', description_en: 'X' },
        pastor,
      );
      expect([403, 404]).toContain(result.status);
    }
  });
});

describe('answers', () => {
  it('need a category and a type; no other kind has either', async () => {
    const made = await category();
    const missing = expectError(
      await call('content', 'create', {
        kind: 'answer',
        slug: 'no-category',
        roles: ['evangelism'],
        title_en: 'No category',
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['answer_type', 'category_id']);
    const unknown = expectError(
      await call('content', 'create', {
        kind: 'answer',
        slug: 'unknown-category',
        roles: ['evangelism'],
        title_en: 'Unknown category',
        category_id: 999_999,
        answer_type: 'prayer',
      }),
      400,
      'validation_failed',
    );
    expect(unknown.fields?.category_id).toBeTruthy();
    const guide = expectError(
      await call('content', 'create', {
        kind: 'study_guide',
        slug: 'guide-with-category',
        roles: ['evangelism'],
        title_en: 'A guide',
        category_id: made.id,
        answer_type: 'video',
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(guide.fields ?? {}).sort()).toEqual(['answer_type', 'category_id']);
    const saved = await answer(made.id, { answer_type: 'prayer' });
    expect([saved.category_id, saved.answer_type]).toEqual([made.id, 'prayer']);
    expectError(
      await call('content', 'update', { id: saved.id, answer_type: 'sermon' }),
      400,
      'validation_failed',
    );
    expectError(
      await call('content', 'create', {
        kind: 'answer',
        slug: saved.slug,
        roles: ['evangelism'],
        title_en: 'Same slug',
        category_id: made.id,
        answer_type: 'video',
      }),
      409,
      'conflict',
    );
  });

  it('are listed by category through the content resource', async () => {
    const one = await category();
    const other = await category();
    const mine = await answer(one.id);
    await answer(other.id);
    const listed = await call('content', 'list', {
      page: 1,
      page_size: 20,
      category_id: one.id,
    });
    expect((listed.body as { items: { slug: string }[] }).items.map((item) => item.slug)).toEqual([
      mine.slug,
    ]);
  });
});

describe('player testimonials', () => {
  it('attach an approved Jesus story or an approved testimonial, exactly one', async () => {
    const made = await category();
    const video = await testimonial(made.id);
    expect([video.source, video.source_status, video.source_approved]).toEqual([
      'story_video',
      'approved',
      true,
    ]);
    const written = await testimonial(made.id, {
      video_id: null,
      testimonial_id: approvedTestimonialId,
    });
    expect([written.source, written.source_approved]).toEqual(['testimonial', true]);
    expect(written.source_label).toMatch(/Grace Community Church/);

    for (const [fields, field] of [
      [{ video_id: blockedStoryId }, 'video_id'],
      [{ video_id: waitingStoryId }, 'video_id'],
      [{ video_id: null, testimonial_id: pendingTestimonialId }, 'testimonial_id'],
      [{ testimonial_id: approvedTestimonialId }, 'testimonial_id'],
      [{ video_id: null }, 'video_id'],
      [{ category_id: 999_999 }, 'category_id'],
    ] as const) {
      seq += 1;
      const body: Record<string, unknown> = {
        category_id: made.id,
        slug: `refused-${seq}`,
        title_en: 'Refused',
        video_id: approvedStoryId,
      };
      const error = expectError(
        await call('player/testimonials', 'create', { ...body, ...fields }),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expectError(
      await call('player/testimonials', 'create', {
        category_id: made.id,
        slug: video.slug,
        title_en: 'Same slug',
        video_id: approvedStoryId,
      }),
      409,
      'conflict',
    );
  });
});

describe('playerCatalog', () => {
  it('gives published categories in order with their readable answers, in the language or English', async () => {
    const second = await category({ position: 20, title_ko: '두 번째', description_ko: '' });
    const first = await category({ position: 10 });
    const draft = await category({ status: 'draft' });
    const korean = await answer(first.id, {
      position: 2,
      languages: ['en', 'ko'],
      title_ko: '답',
      body_ko: '<p>답입니다.</p><script>alert(1)</script>',
    });
    const english = await answer(first.id, { position: 1 });
    await answer(first.id, { status: 'draft' });
    await answer(first.id, {
      status: 'scheduled',
      publish_at: new Date(server.clock.now().getTime() + 60_000).toISOString(),
    });
    const link = await answer(second.id, {
      answer_type: 'video',
      video_link: 'https://vimeo.com/76979871',
    });

    const all = await catalog({ language: 'ko' });
    const mine = all.categories.filter((each) => [first.slug, second.slug].includes(each.slug));
    expect(mine.map((each) => each.slug)).toEqual([first.slug, second.slug]);
    expect(all.categories.map((each) => each.slug)).not.toContain(draft.slug);
    const [one, two] = mine;
    expect(one!.answers.map((each) => [each.slug, each.shown_in])).toEqual([
      [english.slug, 'en'],
      [korean.slug, 'ko'],
    ]);
    expect(one!.answers[1]!.body).toBe('<p>답입니다.</p>');
    expect([one!.title, one!.shown_in]).toEqual([first.title_en, 'en']);
    expect([two!.title, two!.shown_in, two!.description]).toEqual([
      '두 번째',
      'ko',
      second.description_en,
    ]);
    expect(two!.answers[0]).toMatchObject({
      slug: link.slug,
      answer_type: 'video',
      video: { source: 'link', url: 'https://vimeo.com/76979871' },
    });

    const only = await catalog({ category_slug: second.slug });
    expect(only.categories.map((each) => each.slug)).toEqual([second.slug]);
    expect((await catalog({ category_slug: 'no-such-category' })).categories).toEqual([]);
  });

  it('shows a testimonial while its source may be shown, a written one on its own church only', async () => {
    const made = await category();
    const video = await testimonial(made.id, { position: 1 });
    const written = await testimonial(made.id, {
      position: 2,
      video_id: null,
      testimonial_id: approvedTestimonialId,
    });
    await testimonial(made.id, { status: 'draft' });
    const shown = async (accountId: number | null) =>
      (await catalog({ category_slug: made.slug, account_id: accountId })).categories[0]!
        .testimonials;

    const onGrace = await shown(graceId);
    expect(onGrace.map((each) => each.slug)).toEqual([video.slug, written.slug]);
    expect(onGrace[0]!.video).toMatchObject({ source: 'link' });
    expect(onGrace[1]).toMatchObject({ source: 'testimonial', video: null });
    expect(onGrace[1]!.story.length).toBeGreaterThan(0);
    expect((await shown(null)).map((each) => each.slug)).toEqual([video.slug]);
    expect((await shown(graceId + 1000)).map((each) => each.slug)).toEqual([video.slug]);

    // The person withdraws: the story is erased, and the player no longer shows it.
    const { db } = server.deps;
    await db
      .update(testimonials)
      .set({ status: 'withdrawn', firstName: null, email: null, story: null })
      .where(eq(testimonials.id, approvedTestimonialId));
    // A reviewer blocks the story video.
    await db.update(videos).set({ status: 'blocked' }).where(eq(videos.id, approvedStoryId));
    try {
      expect(await shown(graceId)).toEqual([]);
      const record = expectOk(
        await call('player/testimonials', 'get', { id: written.id }),
        PlayerTestimonialRecord,
      );
      expect([record.source_status, record.source_approved]).toEqual(['withdrawn', false]);
      // It can still be unpublished, but not published again.
      expectOk(
        await call('player/testimonials', 'update', { id: written.id, status: 'draft' }),
        PlayerTestimonialRecord,
      );
      expectError(
        await call('player/testimonials', 'update', { id: written.id, status: 'published' }),
        400,
        'validation_failed',
      );
    } finally {
      await db.update(videos).set({ status: 'approved' }).where(eq(videos.id, approvedStoryId));
    }
  });

  it('keeps stored script out of every answer body', async () => {
    const made = await category();
    for (const payload of XSS_PAYLOADS)
      await answer(made.id, { body_en: payload, title_en: payload });
    const [shown] = (await catalog({ category_slug: made.slug })).categories;
    expect(shown!.answers).toHaveLength(XSS_PAYLOADS.length);
    for (const each of shown!.answers) expectHarmless(each.body);
  });
});
