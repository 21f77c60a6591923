// Part of `npm run bench:content`: the server time of the readers' content lists and search with
// 1,000 items of each kind (issue 25: list p95 ≤ 100 ms, search p95 ≤ 150 ms), in-process
// through Fastify's inject, on the database the environment names. Prints one JSON line.
import { CONTENT_KINDS, RESOURCE_TYPES } from '#contract/content/content.ts';
import type { ContentKind } from '#contract/content/content.ts';
import { APP_LOCALES } from '#contract/locales.ts';
import { createServer } from '#server/app.ts';
import { contentRow } from '#server/content/content-resource.ts';
import { contentItems } from '#server/db/schema.ts';
import { optionsFromEnv } from '#server/env.ts';
import { demoToken, timeCalls } from './time-calls.ts';

const PER_KIND = 1_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const TOPICS = ['evangelism', 'prayer', 'discipleship', 'youth', 'outreach'];

// Words of each language the generated texts are made of; the searched words are among them.
const WORDS = {
  en: 'grace hope light neighbour invitation gospel prayer church story welcome listen share table family bread peace friend question journey faith'.split(
    ' ',
  ),
  es: 'gracia esperanza luz vecino invitación evangelio oración iglesia historia bienvenida escuchar compartir mesa familia pan paz amigo pregunta camino fe'.split(
    ' ',
  ),
  fr: 'grâce espérance lumière voisin invitation évangile prière église histoire accueil écouter partager table famille pain paix ami question chemin foi'.split(
    ' ',
  ),
  // Korean is written with particles attached, so a search must find a word inside another.
  ko: '은혜를 소망이 빛으로 이웃에게 초대장을 복음을 기도하며 교회에서 이야기를 환영합니다 들으세요 나누세요 식탁에 가족과 빵을 평화가 친구에게 질문을 여정을 믿음으로'.split(
    ' ',
  ),
} as const;
/** A word in one item of 50, in each language (Korean with its particle attached). */
const RARE = { en: 'jubilee', es: 'jubileo', fr: 'jubilé', ko: '희년을' } as const;

/** Deterministic words: the same run, the same texts. */
function sentence(language: keyof typeof WORDS, seed: number, length: number): string {
  const words = WORDS[language];
  return Array.from(
    { length },
    (_, index) => words[(seed * 7 + index * 13 + index * index) % words.length],
  ).join(' ');
}

async function itemsOf(kind: ContentKind, now: Date) {
  const rows = [];
  for (let index = 0; index < PER_KIND; index += 1) {
    const texts: Record<string, unknown> = {};
    for (const language of APP_LOCALES) {
      texts[`title_${language}`] = `${sentence(language, index, 4)} ${index}`;
      texts[`summary_${language}`] = sentence(language, index + 1, 18);
      texts[`body_${language}`] =
        Array.from(
          { length: 6 },
          (_, paragraph) => `<p>${sentence(language, index + paragraph, 40)}</p>`,
        ).join('') + (index % 50 === 0 ? `<p>${RARE[language]}</p>` : '');
    }
    const values = await contentRow(
      {
        kind,
        slug: `${kind.replaceAll('_', '-')}-${index}`,
        topic: TOPICS[index % TOPICS.length],
        resource_type: kind === 'resource' ? RESOURCE_TYPES[index % RESOURCE_TYPES.length] : null,
        month:
          kind === 'monthly_page'
            ? `${1940 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
            : null,
        position: index,
        roles: ['evangelism', 'free_evangelism', 'care', 'individual'],
        status: 'published',
        // A tenth of the translations are unfinished: readers see those items in English.
        languages: index % 10 === 5 ? ['en', 'es', 'fr'] : ['en', 'es', 'fr', 'ko'],
        ...texts,
      },
      undefined,
      now,
    );
    // The resource's snake_case fields are the table's columns in camelCase.
    rows.push(
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
          value,
        ]),
      ) as typeof contentItems.$inferInsert,
    );
  }
  return rows;
}

const { app, deps } = await createServer({
  ...optionsFromEnv(process.env).server,
  seedDemoData: true,
});

try {
  const now = new Date(Date.now() - 60_000);
  for (const kind of CONTENT_KINDS) {
    const rows = await itemsOf(kind, now);
    for (let from = 0; from < rows.length; from += 100) {
      await deps.db.insert(contentItems).values(rows.slice(from, from + 100));
    }
  }
  const token = await demoToken(app, 'pastor@demo.church');
  const list = (payload: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/v1/content/items',
    payload,
  });
  const results = await timeCalls(
    app,
    token,
    {
      'list: guides, page 1': list({ kind: 'study_guide', language: 'en' }),
      'list: guides, page 40, ko': list({ kind: 'study_guide', language: 'ko', page: 40 }),
      'list: resources, a topic': list({ kind: 'resource', language: 'fr', topic: 'youth' }),
      'list: monthly pages, es': list({ kind: 'monthly_page', language: 'es' }),
      'list: boot camp, 50': list({ kind: 'bootcamp_lesson', language: 'en', page_size: 50 }),
      'search: common word': list({ kind: 'study_guide', language: 'en', q: 'neighbour' }),
      'search: rare word': list({ kind: 'study_guide', language: 'en', q: 'jubilee' }),
      'search: Korean stem': list({ kind: 'study_guide', language: 'ko', q: '희년' }),
      'search: Spanish accent': list({ kind: 'bulletin_insert', language: 'es', q: 'jubileo' }),
      'search: found nowhere': list({ kind: 'study_guide', language: 'en', q: 'zzzqqq' }),
    },
    CALLS,
  );
  console.log(JSON.stringify({ database: deps.database.kind, results }));
} finally {
  await app.close();
}
