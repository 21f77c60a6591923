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

const korean: Record<string, Pick<BootcampLesson, 'title' | 'summary' | 'body'>> = {
  'watch-intro-video': {
    title: '부트캠프에 오신 것을 환영합니다',
    summary: '앞으로의 과정에서 배울 내용과 팀과 함께 활용하는 방법을 소개하는 짧은 영상입니다.',
    body: '<p>전도팀과 함께 이 소개 영상을 보세요. 각 과정은 몇 분이면 끝납니다.</p>',
  },
  'why-we-share': {
    title: '우리가 믿음을 나누는 이유',
    summary: '우리가 가진 소망은 이웃에게 기쁜 소식입니다.',
    body: '<p>사람들은 건물 때문에 교회에 오지 않습니다. 누군가 초대했기 때문에 옵니다.</p>',
  },
  'record-welcome-video': {
    title: '환영 영상을 녹화하세요',
    summary: '방문자가 카드를 스캔한 뒤 가장 먼저 보는 영상입니다.',
    body: '<p>2분 이내로 만드세요. 누구인지, 언제 모이는지, 처음 방문하면 어떤지 말씀해 주세요. <strong>환영 영상</strong> 메뉴에서 녹화하면 카드가 그 영상으로 연결됩니다.</p>',
  },
  'order-invitation-cards': {
    title: '첫 초대 카드를 주문하세요',
    summary: '교회 고유의 QR 코드가 담긴 카드로, 모든 성도가 나눠 줄 수 있습니다.',
    body: '<p>카드 주문에서 100장 한 묶음을 주문하고 시안을 승인하세요.</p>',
  },
  'the-sermon-closing': {
    title: '카드로 설교를 마무리하세요',
    summary: '추천 카드 세 장과 짧은 침묵 기도입니다.',
    body: '<p>설교를 마칠 때 카드를 들어 보이세요.</p>',
  },
  'follow-up-with-visitors': {
    title: '방문자에게 후속 연락을 하세요',
    summary: '모든 메시지에 이틀 안에 답하세요.',
    body: '<p>환영 영상 페이지에서 보낸 메시지는 받은편지함으로 들어옵니다.</p>',
  },
};

/** The same course for a Korean reader. */
export const koreanLessons: BootcampLesson[] = lessons.map((lesson) => ({
  ...lesson,
  ...korean[lesson.slug],
  shown_in: 'ko',
}));
