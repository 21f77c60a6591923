import type { BootcampLesson } from '#contract/bootcamp/bootcamp';
import { storyFrame } from '#ds/video/storyFrames';

const base = {
  shown_in: 'en',
  video_url: null,
  poster_url: null,
  video_link: null,
  duration_seconds: null,
  watched: [],
  watched_seconds: 0,
  completed_at: null,
  step: null,
} as const satisfies Partial<BootcampLesson>;

const video = (seconds: number, watched: number): Partial<BootcampLesson> => ({
  kind: 'video',
  video_url: '/files/example.mp4',
  poster_url: storyFrame(1),
  duration_seconds: seconds,
  watched: watched > 0 ? [[0, watched]] : [],
  watched_seconds: watched,
});

/** The demo's boot camp (server/seed/demo-bootcamp.ts) in English, two lessons done, one begun. */
export const lessons: BootcampLesson[] = [
  {
    ...base,
    ...video(240, 240),
    slug: 'watch-intro-video',
    position: 10,
    title: 'Welcome to the boot camp',
    summary: 'A short video on what the next lessons teach and how to use them with your team.',
    body: '<p>Watch this introduction with your outreach team. Each lesson takes a few minutes; finish one a week and talk about it together.</p>',
    completed_at: '2026-03-10T18:00:00.000Z',
    step: 'watch-intro-video',
  } as BootcampLesson,
  {
    ...base,
    kind: 'text',
    slug: 'why-we-share',
    position: 20,
    title: 'Why we share our faith',
    summary: 'The hope we have is good news for our neighbours.',
    body: '<p>People rarely come to church because of a building; they come because someone invited them. Write down the names of three people you would like to invite this season and pray for them by name.</p>',
    completed_at: '2026-03-12T08:15:00.000Z',
  },
  {
    ...base,
    ...video(180, 72),
    slug: 'record-welcome-video',
    position: 30,
    title: 'Record your welcome video',
    summary: 'The first thing a visitor sees after scanning your card.',
    body: '<p>Keep it under two minutes: say who you are, when you meet and what a first visit is like. Record it on <strong>Welcome video</strong>; your cards lead to it.</p>',
    step: 'record-welcome-video',
  } as BootcampLesson,
  {
    ...base,
    kind: 'text',
    slug: 'order-invitation-cards',
    position: 40,
    title: 'Order your first invitation cards',
    summary: 'Cards with your church’s own QR code, for every member to hand out.',
    body: '<p>Order a pack of 100 on Order cards, approve the proof, and give each member five cards on a Sunday.</p><ul><li>Every scan shows in Card results.</li><li>Re-order from the history.</li></ul>',
    step: 'order-invitation-cards',
  },
  {
    ...base,
    kind: 'link',
    slug: 'the-sermon-closing',
    position: 50,
    title: 'Close the sermon with the cards',
    summary: 'Three suggested cards and a short silent prayer.',
    body: '<p>At the end of the sermon, hold up a card and ask everyone to think of one person to give it to.</p>',
    video_link: 'https://vimeo.com/76979871',
  },
  {
    ...base,
    kind: 'text',
    slug: 'follow-up-with-visitors',
    position: 60,
    title: 'Follow up with visitors',
    summary: 'Answer every message within two days.',
    body: '<p>Messages sent from your welcome video page arrive in your inbox. Answer each one within two days.</p>',
  },
];

export const totalsOf = (list: readonly BootcampLesson[]) => {
  const completed = list.filter((lesson) => lesson.completed_at).length;
  return {
    completed,
    total: list.length,
    percent: list.length ? Math.floor((completed * 100) / list.length) : 0,
  };
};

/** Every lesson completed. */
export const finished: BootcampLesson[] = lessons.map((lesson) => ({
  ...lesson,
  completed_at: lesson.completed_at ?? '2026-03-14T19:00:00.000Z',
  watched_seconds: lesson.duration_seconds ?? 0,
  watched: lesson.duration_seconds ? [[0, lesson.duration_seconds]] : [],
}));

/** A French reader: the lessons not translated yet are shown in English. */
export const partlyEnglish: BootcampLesson[] = lessons.map((lesson, index) =>
  index === 3
    ? {
        ...lesson,
        shown_in: 'fr',
        title: 'Commandez vos premières cartes d’invitation',
        summary: 'Des cartes avec le code QR de votre église, que chaque membre peut distribuer.',
        body: '<p>Commandez un lot de 100 dans Commander des cartes, approuvez l’épreuve et remettez cinq cartes à chaque membre un dimanche.</p>',
      }
    : lesson,
);
