import { and, eq, gt, inArray } from 'drizzle-orm';
import type { PastorActionStep } from '#contract/dashboard/actionSteps.ts';
import { checkItem, contentRow, contentStore } from '#server/content/content-resource.ts';
import { addRevision } from '#server/content/revisions.ts';
import type { Db } from '#server/db/database.ts';
import {
  accounts,
  cardOrders,
  churchModerators,
  churchProfiles,
  contentItems,
  locations,
  qrCodes,
  qrScans,
  users,
  videos,
} from '#server/db/schema.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';
import { DEMO_MEDIA } from './demo-media.ts';

// The demo's evangelism boot camp (issue 25, decision 070): six lessons in English, Spanish,
// French and Korean, three of them on the sample videos, and the demo churches' 'Track your
// progress' ticked for what their data earned, through the product's own tickActionStep.

type Texts = { title: string; summary: string; body: string };
type Lesson = {
  slug: string;
  video?: keyof typeof SAMPLE_VIDEOS;
  en: Texts;
  es: Texts;
  fr: Texts;
  ko: Texts;
};

const SAMPLE_VIDEOS = {
  welcome: { file: DEMO_MEDIA.welcomeVideo, poster: DEMO_MEDIA.welcomePoster },
  story: { file: DEMO_MEDIA.storyVideo, poster: DEMO_MEDIA.storyPoster },
} as const;

/** Everyone whose menu has the boot camp: church partners, free partners and individuals. */
const LESSON_ROLES = ['evangelism', 'free_evangelism', 'website', 'discipleship', 'individual'];

export const DEMO_BOOTCAMP_LESSONS: Lesson[] = [
  {
    slug: 'watch-intro-video',
    video: 'welcome',
    en: {
      title: 'Welcome to the boot camp',
      summary: 'A short video on what the next lessons teach and how to use them with your team.',
      body: '<p>Watch this introduction with your outreach team. Each lesson takes a few minutes; finish one a week and talk about it together.</p>',
    },
    es: {
      title: 'Bienvenido al campamento',
      summary:
        'Un video breve sobre lo que enseñan las próximas lecciones y cómo usarlas con su equipo.',
      body: '<p>Vea esta introducción con su equipo de alcance. Cada lección dura unos minutos; termine una por semana y conversen sobre ella juntos.</p>',
    },
    fr: {
      title: 'Bienvenue au camp d’entraînement',
      summary:
        'Une courte vidéo sur ce que les leçons suivantes enseignent et comment les utiliser avec votre équipe.',
      body: '<p>Regardez cette introduction avec votre équipe d’évangélisation. Chaque leçon dure quelques minutes ; terminez-en une par semaine et parlez-en ensemble.</p>',
    },
    ko: {
      title: '부트캠프에 오신 것을 환영합니다',
      summary: '앞으로의 과정에서 배울 내용과 팀과 함께 활용하는 방법을 소개하는 짧은 영상입니다.',
      body: '<p>전도팀과 함께 이 소개 영상을 보세요. 각 과정은 몇 분이면 끝납니다. 일주일에 한 과정씩 마치고 함께 이야기를 나누세요.</p>',
    },
  },
  {
    slug: 'why-we-share',
    en: {
      title: 'Why we share our faith',
      summary: 'The hope we have is good news for our neighbours.',
      body: '<p>People rarely come to church because of a building; they come because someone invited them. Write down the names of three people you would like to invite this season and pray for them by name.</p>',
    },
    es: {
      title: 'Por qué compartimos nuestra fe',
      summary: 'La esperanza que tenemos es una buena noticia para nuestros vecinos.',
      body: '<p>Las personas rara vez llegan a la iglesia por un edificio; llegan porque alguien las invitó. Escriba los nombres de tres personas a quienes quisiera invitar en esta temporada y ore por cada una por su nombre.</p>',
    },
    fr: {
      title: 'Pourquoi nous partageons notre foi',
      summary: 'L’espérance que nous avons est une bonne nouvelle pour nos voisins.',
      body: '<p>On vient rarement à l’église pour un bâtiment ; on vient parce que quelqu’un nous a invité. Écrivez le nom de trois personnes que vous aimeriez inviter cette saison et priez pour chacune d’elles par son nom.</p>',
    },
    ko: {
      title: '우리가 믿음을 나누는 이유',
      summary: '우리가 가진 소망은 이웃에게 기쁜 소식입니다.',
      body: '<p>사람들은 건물 때문에 교회에 오지 않습니다. 누군가 초대했기 때문에 옵니다. 이번 시즌에 초대하고 싶은 세 사람의 이름을 적고, 한 사람씩 이름을 부르며 기도하세요.</p>',
    },
  },
  {
    slug: 'record-welcome-video',
    video: 'story',
    en: {
      title: 'Record your welcome video',
      summary: 'The first thing a visitor sees after scanning your card.',
      body: '<p>Keep it under two minutes: say who you are, when you meet and what a first visit is like. Record it on Welcome video; your cards lead to it.</p>',
    },
    es: {
      title: 'Grabe su video de bienvenida',
      summary: 'Lo primero que ve un visitante después de escanear su tarjeta.',
      body: '<p>Que dure menos de dos minutos: diga quién es usted, cuándo se reúnen y cómo es una primera visita. Grábelo en Video de bienvenida; sus tarjetas llevan a él.</p>',
    },
    fr: {
      title: 'Enregistrez votre vidéo de bienvenue',
      summary: 'La première chose qu’un visiteur voit après avoir scanné votre carte.',
      body: '<p>Restez sous deux minutes : dites qui vous êtes, quand vous vous réunissez et comment se passe une première visite. Enregistrez-la dans Vidéo de bienvenue ; vos cartes y mènent.</p>',
    },
    ko: {
      title: '환영 영상을 녹화하세요',
      summary: '방문자가 카드를 스캔한 뒤 가장 먼저 보는 영상입니다.',
      body: '<p>2분 이내로 만드세요. 누구인지, 언제 모이는지, 처음 방문하면 어떤지 말씀해 주세요. 환영 영상 메뉴에서 녹화하면 카드가 그 영상으로 연결됩니다.</p>',
    },
  },
  {
    slug: 'order-invitation-cards',
    en: {
      title: 'Order your first invitation cards',
      summary: 'Cards with your church’s own QR code, for every member to hand out.',
      body: '<p>Order a pack of 100 on Order cards, approve the proof, and give each member five cards on a Sunday. Every scan shows in Card results.</p>',
    },
    es: {
      title: 'Pida sus primeras tarjetas de invitación',
      summary: 'Tarjetas con el código QR propio de su iglesia, para que cada miembro las reparta.',
      body: '<p>Pida un paquete de 100 en Pedir tarjetas, apruebe la prueba y entregue cinco tarjetas a cada miembro un domingo. Cada escaneo aparece en Resultados de tarjetas.</p>',
    },
    fr: {
      title: 'Commandez vos premières cartes d’invitation',
      summary: 'Des cartes avec le code QR de votre église, que chaque membre peut distribuer.',
      body: '<p>Commandez un lot de 100 dans Commander des cartes, approuvez l’épreuve et remettez cinq cartes à chaque membre un dimanche. Chaque scan apparaît dans Résultats des cartes.</p>',
    },
    ko: {
      title: '첫 초대 카드를 주문하세요',
      summary: '교회 고유의 QR 코드가 담긴 카드로, 모든 성도가 나눠 줄 수 있습니다.',
      body: '<p>카드 주문에서 100장 한 묶음을 주문하고 시안을 승인한 뒤, 주일에 성도마다 다섯 장씩 나눠 주세요. 모든 스캔은 카드 결과에 표시됩니다.</p>',
    },
  },
  {
    slug: 'the-sermon-closing',
    video: 'welcome',
    en: {
      title: 'Close the sermon with the cards',
      summary: 'Three suggested cards and a short silent prayer.',
      body: '<p>At the end of the sermon, hold up a card and ask everyone to think of one person to give it to. Then pray in silence for fifteen seconds.</p>',
    },
    es: {
      title: 'Cierre el sermón con las tarjetas',
      summary: 'Tres tarjetas sugeridas y una breve oración en silencio.',
      body: '<p>Al final del sermón, muestre una tarjeta y pida a todos que piensen en una persona a quien dársela. Luego oren en silencio durante quince segundos.</p>',
    },
    fr: {
      title: 'Concluez la prédication avec les cartes',
      summary: 'Trois cartes suggérées et une courte prière silencieuse.',
      body: '<p>À la fin de la prédication, montrez une carte et demandez à chacun de penser à une personne à qui la donner. Priez ensuite en silence pendant quinze secondes.</p>',
    },
    ko: {
      title: '카드로 설교를 마무리하세요',
      summary: '추천 카드 세 장과 짧은 침묵 기도입니다.',
      body: '<p>설교를 마칠 때 카드를 들어 보이고, 모두에게 카드를 건넬 한 사람을 떠올리도록 부탁하세요. 그런 다음 15초 동안 조용히 기도하세요.</p>',
    },
  },
  {
    slug: 'follow-up-with-visitors',
    en: {
      title: 'Follow up with visitors',
      summary: 'Answer every message within two days.',
      body: '<p>Messages sent from your welcome video page arrive in your inbox. Answer each one within two days, and invite the person to a meal or a small group.</p>',
    },
    es: {
      title: 'Dé seguimiento a los visitantes',
      summary: 'Responda cada mensaje en un plazo de dos días.',
      body: '<p>Los mensajes enviados desde la página de su video de bienvenida llegan a su bandeja de entrada. Responda cada uno en un plazo de dos días e invite a la persona a una comida o a un grupo pequeño.</p>',
    },
    fr: {
      title: 'Recontactez les visiteurs',
      summary: 'Répondez à chaque message dans les deux jours.',
      body: '<p>Les messages envoyés depuis la page de votre vidéo de bienvenue arrivent dans votre boîte de réception. Répondez à chacun dans les deux jours et invitez la personne à un repas ou à un petit groupe.</p>',
    },
    ko: {
      title: '방문자에게 후속 연락을 하세요',
      summary: '모든 메시지에 이틀 안에 답하세요.',
      body: '<p>환영 영상 페이지에서 보낸 메시지는 받은편지함으로 들어옵니다. 이틀 안에 하나하나 답하고, 식사나 소그룹 모임에 초대하세요.</p>',
    },
  },
];

/** The admins' instruction videos that the video lessons play: the sample files, 4 s each. */
async function sampleVideoIds(tx: Db, accountId: number, now: Date) {
  const ids = {} as Record<keyof typeof SAMPLE_VIDEOS, number>;
  for (const [name, { file, poster }] of Object.entries(SAMPLE_VIDEOS)) {
    const [row] = await tx
      .insert(videos)
      .values({
        accountId,
        kind: 'instruction',
        status: 'approved',
        sourceKey: file.key,
        fileKey: file.key,
        posterKey: poster.key,
        posterSeconds: 1,
        durationSeconds: 4,
        width: 640,
        height: 360,
        processing: 'ready',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: videos.id });
    ids[name as keyof typeof SAMPLE_VIDEOS] = row!.id;
  }
  return ids;
}

/** The lessons, written as the admin's resource writes an item: checked, sanitized, with a first revision. */
async function seedLessons(tx: Db, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.email, 'admin@demo.church'));
  if (!admin) return;
  const videoIds = await sampleVideoIds(tx, admin.accountId, now);
  for (const [index, lesson] of DEMO_BOOTCAMP_LESSONS.entries()) {
    const [taken] = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'bootcamp_lesson'), eq(contentItems.slug, lesson.slug)));
    if (taken) continue;
    const values: Record<string, unknown> = {
      kind: 'bootcamp_lesson',
      slug: lesson.slug,
      topic: '',
      position: (index + 1) * 10,
      roles: LESSON_ROLES,
      status: 'published',
      languages: ['en', 'es', 'fr', 'ko'],
      video_id: lesson.video ? videoIds[lesson.video] : null,
      video_link: null,
    };
    for (const language of ['en', 'es', 'fr', 'ko'] as const) {
      const texts = lesson[language];
      values[`title_${language}`] = texts.title;
      values[`summary_${language}`] = texts.summary;
      values[`body_${language}`] = texts.body;
    }
    await checkItem(tx, values);
    const id = await contentStore.insert(tx, await contentRow(values, undefined, now));
    const record = await contentStore.get(tx, id);
    if (record) await addRevision(tx, record as typeof record & { id: number }, admin.id, now);
  }
}

/** Whether a church's data earned each step, asked of the same tables the step's event writes. */
const EARNED: Record<
  Exclude<PastorActionStep, 'watch-intro-video'>,
  (tx: Db, accountId: number) => Promise<unknown[]>
> = {
  'complete-church-profile': (tx, id) =>
    tx
      .select({ id: churchProfiles.accountId })
      .from(churchProfiles)
      .where(eq(churchProfiles.accountId, id))
      .limit(1),
  'add-church-location': (tx, id) =>
    tx.select({ id: locations.id }).from(locations).where(eq(locations.accountId, id)).limit(1),
  'record-welcome-video': (tx, id) =>
    tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.accountId, id), eq(videos.kind, 'welcome')))
      .limit(1),
  'order-invitation-cards': (tx, id) =>
    tx
      .select({ id: cardOrders.id })
      .from(cardOrders)
      .where(
        and(
          eq(cardOrders.accountId, id),
          // Paid at some point: every state after draft but a draft's cancellation.
          inArray(cardOrders.state, [
            'paid',
            'proof_ready',
            'approved',
            'in_production',
            'shipped',
            'delivered',
            'refunded',
          ]),
        ),
      )
      .limit(1),
  'see-first-scan': (tx, id) =>
    tx
      .select({ id: qrScans.codeId })
      .from(qrScans)
      .innerJoin(qrCodes, eq(qrCodes.id, qrScans.codeId))
      .where(and(eq(qrCodes.accountId, id), gt(qrScans.scans, 0)))
      .limit(1),
  'invite-moderator': (tx, id) =>
    tx
      .select({ id: churchModerators.id })
      .from(churchModerators)
      .where(eq(churchModerators.accountId, id))
      .limit(1),
  'invite-stories': (tx, id) =>
    tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.accountId, id), eq(videos.kind, 'story')))
      .limit(1),
};

/**
 * Ticks each demo church's steps that its seeded data earned, with the function the product's
 * own events call (decision 051): the seed wrote profiles, campuses, videos, paid orders, scans
 * and moderators as rows, without the events.
 */
async function tickEarnedSteps(tx: Db, now: Date): Promise<void> {
  const churches = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.kind, 'church'));
  for (const church of churches) {
    for (const [step, earned] of Object.entries(EARNED)) {
      if ((await earned(tx, church.id)).length > 0) {
        await tickActionStep(tx, church.id, step as PastorActionStep, now);
      }
    }
  }
}

/** The demo's boot camp and its churches' progress steps (one seed step, after the others). */
export async function seedDemoBootcamp(tx: Db, now: Date): Promise<void> {
  await seedLessons(tx, now);
  await tickEarnedSteps(tx, now);
}
