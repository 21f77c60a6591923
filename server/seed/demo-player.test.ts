import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOCALES } from '#contract/locales.ts';
import { PlayerCategoryRecord } from '#contract/player/playerResources.ts';
import { playerCatalog } from '#server/player/catalog.ts';
import { expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { array, number, object } from 'superstruct';

// The demo's website player (issue 26): three published categories with answers and a
// testimonial each, in four languages, through the catalog the public player reads.

let server: TestServer;
let graceId: number;

beforeAll(async () => {
  server = await startTestServer();
  graceId = await accountIdOf(server, 'grace-community-church');
});

afterAll(async () => {
  await server.close();
});

const catalog = (language: (typeof APP_LOCALES)[number], accountId: number | null = graceId) =>
  playerCatalog(server.deps.db, { language, account_id: accountId }, server.clock.now());

describe('demo player', () => {
  it('has three categories, each with answers and a testimonial, in every language', async () => {
    for (const language of APP_LOCALES) {
      const { categories } = await catalog(language);
      expect(categories.map((category) => category.slug)).toEqual([
        'who-is-jesus',
        'hope-in-hard-times',
        'prayer',
      ]);
      for (const category of categories) {
        expect(category.shown_in).toBe(language);
        expect(category.cover_url).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
        expect(category.answers.length).toBeGreaterThanOrEqual(2);
        expect(category.answers.length).toBeLessThanOrEqual(3);
        for (const answer of category.answers) expect(answer.shown_in).toBe(language);
        expect(category.testimonials).toHaveLength(1);
        expect(category.testimonials[0]!.shown_in).toBe(language);
      }
    }
  });

  it('plays one answer from our own file and one through a link, and has every answer type', async () => {
    const answers = (await catalog('en')).categories.flatMap((category) => category.answers);
    expect(answers.find((answer) => answer.video?.source === 'file')?.video?.url).toMatch(
      /^\/files\/.+\.mp4$/,
    );
    expect(answers.find((answer) => answer.video?.source === 'link')?.video?.url).toMatch(
      /vimeo\.com/,
    );
    expect([...new Set(answers.map((answer) => answer.answer_type))].sort()).toEqual([
      'article',
      'prayer',
      'video',
    ]);
  });

  it("shows Grace's written testimonials on Grace's player only; the story video everywhere", async () => {
    const elsewhere = (await catalog('en', null)).categories.map((category) =>
      category.testimonials.map((each) => each.source),
    );
    expect(elsewhere).toEqual([['story_video'], [], []]);
    const onGrace = (await catalog('en')).categories.map(
      (category) => category.testimonials[0]!.first_name,
    );
    expect(onGrace).toEqual(['', 'Lucía', 'Daniel']);
  });

  it('lists the categories for the admin with their counts', async () => {
    const admin = await server.signIn('admin@demo.church');
    const list = expectOk(
      await server.call('POST', '/admin/player/categories/list', {
        token: admin,
        body: { page: 1, page_size: 10 },
      }),
      object({ items: array(PlayerCategoryRecord), total: number() }),
    );
    expect(list.items.map((item) => [item.slug, item.answers, item.testimonials])).toEqual([
      ['who-is-jesus', 3, 1],
      ['hope-in-hard-times', 3, 1],
      ['prayer', 2, 1],
    ]);
  });
});
