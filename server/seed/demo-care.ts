import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CARE_VIDEO_ROLES } from '#contract/care/careVideos.ts';
import type { AppLocale } from '#contract/locales.ts';
import { contentRow, contentStore } from '#server/content/content-resource.ts';
import { addRevision } from '#server/content/revisions.ts';
import type { Db } from '#server/db/database.ts';
import {
  careCaptions,
  careCategories,
  careSpeakers,
  configEntries,
  users,
  videos,
} from '#server/db/schema.ts';

// The demo's care videos (issue 27, decision 076): three categories, two speakers and three
// care videos in four real languages (Spanish usted, French vous, Korean polite), playing the
// demo's sample video, with English and Korean captions; and the crisis line in each language.

type Four<T> = Record<AppLocale, T>;

/** A caption file as stored: keyed by its content, like an upload. */
function captionFile(text: string) {
  const body = Buffer.from(text, 'utf8');
  return {
    key: `${createHash('sha256').update(body).digest('hex')}.vtt`,
    body,
    contentType: 'text/vtt',
  };
}

/** The captions of the demo's care videos, put into storage with the demo's media. */
export const DEMO_CARE_FILES = {
  hopeEn: captionFile(
    'WEBVTT\n\n00:00.000 --> 00:02.000\nGrief is love with nowhere to go.\n\n00:02.000 --> 00:04.000\nYou do not have to carry it alone.\n',
  ),
  hopeKo: captionFile(
    'WEBVTT\n\n00:00.000 --> 00:02.000\n슬픔은 갈 곳을 잃은 사랑입니다.\n\n00:02.000 --> 00:04.000\n혼자 짊어지지 않으셔도 됩니다.\n',
  ),
  worryKo: captionFile(
    'WEBVTT\n\n00:00.000 --> 00:02.000\n숨을 천천히 들이쉬세요.\n\n00:02.000 --> 00:04.000\n하나님은 당신과 함께 계십니다.\n',
  ),
};

const CATEGORIES: readonly {
  slug: string;
  position: number;
  titles: Four<string>;
  descriptions: Four<string>;
}[] = [
  {
    slug: 'grief-and-loss',
    position: 10,
    titles: {
      en: 'Grief and loss',
      es: 'Duelo y pérdida',
      fr: 'Deuil et perte',
      ko: '슬픔과 상실',
    },
    descriptions: {
      en: 'For those who have lost someone they love.',
      es: 'Para quienes han perdido a un ser querido.',
      fr: 'Pour celles et ceux qui ont perdu un être cher.',
      ko: '사랑하는 사람을 잃은 분들을 위한 영상입니다.',
    },
  },
  {
    slug: 'marriage',
    position: 20,
    titles: { en: 'Marriage', es: 'Matrimonio', fr: 'Couple', ko: '결혼' },
    descriptions: {
      en: 'Listening, forgiving and starting again together.',
      es: 'Escuchar, perdonar y volver a empezar juntos.',
      fr: 'Écouter, pardonner et recommencer ensemble.',
      ko: '함께 듣고, 용서하고, 다시 시작하기.',
    },
  },
  {
    slug: 'anxiety',
    position: 30,
    titles: { en: 'Anxiety', es: 'Ansiedad', fr: 'Anxiété', ko: '불안' },
    descriptions: {
      en: 'When worry does not let go.',
      es: 'Cuando la preocupación no le suelta.',
      fr: 'Quand l’inquiétude ne vous lâche pas.',
      ko: '걱정이 떠나지 않을 때.',
    },
  },
];

const SPEAKERS = [
  {
    slug: 'grace-lee',
    name: 'Grace Lee',
    credentials: {
      en: 'Licensed marriage and family therapist',
      es: 'Terapeuta matrimonial y familiar acreditada',
      fr: 'Thérapeute conjugale et familiale diplômée',
      ko: '공인 결혼 및 가족 치료사',
    },
    bios: {
      en: 'Grace has walked with grieving families in her church for twenty years.',
      es: 'Grace acompaña desde hace veinte años a familias en duelo de su iglesia.',
      fr: 'Grace accompagne depuis vingt ans les familles endeuillées de son Église.',
      ko: '그레이스는 20년 동안 교회에서 슬픔을 겪는 가정과 함께해 왔습니다.',
    },
  },
  {
    slug: 'daniel-ortiz',
    name: 'Daniel Ortiz',
    credentials: {
      en: 'Pastor and licensed counsellor',
      es: 'Pastor y consejero acreditado',
      fr: 'Pasteur et conseiller diplômé',
      ko: '목사이자 공인 상담사',
    },
    bios: {
      en: 'Daniel leads the care ministry of a bilingual church and teaches pastoral counselling.',
      es: 'Daniel dirige el ministerio de cuidado de una iglesia bilingüe y enseña consejería pastoral.',
      fr: 'Daniel dirige le ministère d’accompagnement d’une Église bilingue et enseigne la relation d’aide.',
      ko: '다니엘은 이중 언어 교회의 돌봄 사역을 이끌며 목회 상담을 가르칩니다.',
    },
  },
] as const;

type DemoCareVideo = {
  slug: string;
  category: string;
  speaker: string;
  titles: Four<string>;
  summaries: Four<string>;
  captions: Partial<Record<AppLocale, keyof typeof DEMO_CARE_FILES>>;
};

const VIDEOS: readonly DemoCareVideo[] = [
  {
    slug: 'hope-in-grief',
    category: 'grief-and-loss',
    speaker: 'grace-lee',
    titles: {
      en: 'Hope in grief',
      es: 'Esperanza en el duelo',
      fr: 'L’espérance dans le deuil',
      ko: '슬픔 속의 소망',
    },
    summaries: {
      en: 'What helps in the first weeks after a loss, and what does not.',
      es: 'Qué ayuda en las primeras semanas después de una pérdida, y qué no.',
      fr: 'Ce qui aide dans les premières semaines après une perte, et ce qui n’aide pas.',
      ko: '상실 후 처음 몇 주 동안 도움이 되는 것과 그렇지 않은 것을 나눕니다.',
    },
    captions: { en: 'hopeEn', ko: 'hopeKo' },
  },
  {
    slug: 'listening-to-each-other',
    category: 'marriage',
    speaker: 'daniel-ortiz',
    titles: {
      en: 'Listening to each other',
      es: 'Escucharse el uno al otro',
      fr: 'S’écouter l’un l’autre',
      ko: '서로의 말에 귀 기울이기',
    },
    summaries: {
      en: 'A simple way for couples to talk about what hurts.',
      es: 'Una manera sencilla para que las parejas hablen de lo que duele.',
      fr: 'Une façon simple, pour un couple, de parler de ce qui fait mal.',
      ko: '부부가 아픈 마음을 나누는 간단한 방법입니다.',
    },
    captions: {},
  },
  {
    slug: 'when-worry-will-not-stop',
    category: 'anxiety',
    speaker: 'daniel-ortiz',
    titles: {
      en: 'When worry will not stop',
      es: 'Cuando la preocupación no se detiene',
      fr: 'Quand l’inquiétude ne s’arrête pas',
      ko: '걱정이 멈추지 않을 때',
    },
    summaries: {
      en: 'Breathing, praying and asking for help.',
      es: 'Respirar, orar y pedir ayuda.',
      fr: 'Respirer, prier et demander de l’aide.',
      ko: '숨 쉬기, 기도하기, 도움 요청하기.',
    },
    captions: { ko: 'worryKo' },
  },
];

const CRISIS_LINES: Four<string> = {
  en: 'In the United States, call or text 988 (Suicide & Crisis Lifeline), any time. In danger now? Call 911.',
  es: 'En los Estados Unidos, llame o envíe un mensaje de texto al 988 (línea de crisis, con atención en español), a cualquier hora.',
  fr: 'En France, appelez le 3114 (prévention du suicide), à toute heure. En danger immédiat ? Appelez le 112.',
  ko: '한국에서는 언제든지 109(자살예방 상담전화)로 전화하세요. 지금 위험하다면 112나 119로 연락하세요.',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's care videos: left alone where a category's slug exists already. */
export async function seedDemoCare(tx: Db, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'admin@demo.church'));
  if (!admin) return;
  const existing = await tx
    .select({ slug: careCategories.slug })
    .from(careCategories)
    .where(
      inArray(
        careCategories.slug,
        CATEGORIES.map((each) => each.slug),
      ),
    );
  if (existing.length > 0) return;
  const [uploaded] = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.kind, 'monthly'), eq(videos.accountId, admin.accountId)))
    .orderBy(asc(videos.id))
    .limit(1);

  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const [row] = await tx
      .insert(careCategories)
      .values({
        slug: category.slug,
        position: category.position,
        status: 'published',
        titleEn: category.titles.en,
        titleEs: category.titles.es,
        titleFr: category.titles.fr,
        titleKo: category.titles.ko,
        descriptionEn: category.descriptions.en,
        descriptionEs: category.descriptions.es,
        descriptionFr: category.descriptions.fr,
        descriptionKo: category.descriptions.ko,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: careCategories.id });
    categoryIds.set(category.slug, row!.id);
  }
  const speakerIds = new Map<string, number>();
  for (const speaker of SPEAKERS) {
    const [row] = await tx
      .insert(careSpeakers)
      .values({
        slug: speaker.slug,
        name: speaker.name,
        status: 'published',
        credentialsEn: speaker.credentials.en,
        credentialsEs: speaker.credentials.es,
        credentialsFr: speaker.credentials.fr,
        credentialsKo: speaker.credentials.ko,
        bioEn: speaker.bios.en,
        bioEs: speaker.bios.es,
        bioFr: speaker.bios.fr,
        bioKo: speaker.bios.ko,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: careSpeakers.id });
    speakerIds.set(speaker.slug, row!.id);
  }
  for (const [index, video] of VIDEOS.entries()) {
    const input: Record<string, unknown> = {
      kind: 'care_video',
      slug: video.slug,
      roles: [...CARE_VIDEO_ROLES],
      status: 'published',
      publish_at: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      languages: ['en', 'es', 'fr', 'ko'],
      position: (index + 1) * 10,
      care_category_id: categoryIds.get(video.category),
      care_speaker_id: speakerIds.get(video.speaker),
      video_id: uploaded?.id ?? null,
      video_link: uploaded ? null : 'https://vimeo.com/76979871',
    };
    for (const language of ['en', 'es', 'fr', 'ko'] as const) {
      input[`title_${language}`] = video.titles[language];
      input[`summary_${language}`] = video.summaries[language];
      input[`body_${language}`] = `<p>${video.summaries[language]}</p>`;
    }
    const id = await contentStore.insert(tx, await contentRow(input, undefined, now));
    const record = await contentStore.get(tx, id);
    if (record) await addRevision(tx, record as typeof record & { id: number }, admin.id, now);
    for (const [language, name] of Object.entries(video.captions)) {
      const file = DEMO_CARE_FILES[name];
      await tx.insert(careCaptions).values({
        itemId: id,
        language: language as AppLocale,
        fileKey: file.key,
        fileName: `${video.slug}.${language}.vtt`,
        size: file.body.length,
        cues: 2,
        createdAt: now,
      });
    }
  }
  await tx
    .insert(configEntries)
    .values(
      (Object.entries(CRISIS_LINES) as [AppLocale, string][]).map(([language, value]) => ({
        key: `crisis_line_${language}`,
        value,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
