import type { ContentFileView, ContentItemView } from './contentViews';

// The readers' stories' data: the demo's own content (server/seed/demo-content.ts).

export const storyGuides: ContentItemView[] = [
  {
    key: 'welcoming-visitors',
    title: 'Welcoming first-time visitors',
    summary: 'How a greeting team helps a guest feel at home from the car park to the coffee.',
    topic: 'Hospitality',
    shownIn: 'en',
    href: '/studyGuides/welcoming-visitors',
    attachments: 0,
    publishedAt: '2026-11-23T09:00:00.000Z',
  },
  {
    key: 'prayer-walks',
    title: 'Prayer walks in your neighbourhood',
    summary: 'A guide for walking and praying through the streets around your church.',
    topic: 'Prayer',
    shownIn: 'en',
    href: '/studyGuides/prayer-walks',
    attachments: 1,
    publishedAt: '2026-11-16T09:00:00.000Z',
  },
  {
    key: 'sharing-your-story',
    title: 'Sharing your story',
    summary: 'Three sessions for small groups on telling what God has done in your life.',
    topic: 'Evangelism',
    shownIn: 'en',
    href: '/studyGuides/sharing-your-story',
    attachments: 1,
    publishedAt: '2026-11-08T09:00:00.000Z',
  },
];

/** The same list as a French reader sees it: one guide has no French. */
export const storyGuidesFrench: ContentItemView[] = [
  {
    ...storyGuides[0]!,
    title: 'Accueillir ceux qui viennent pour la première fois',
    summary:
      'Comment une équipe d’accueil aide un invité à se sentir chez lui, du parking au café.',
    topic: 'Hospitalité',
    shownIn: 'fr',
  },
  { ...storyGuides[1]!, topic: 'Prière' },
  {
    ...storyGuides[2]!,
    title: 'Partagez votre histoire',
    summary:
      'Trois séances pour petits groupes sur la manière de raconter ce que Dieu a fait dans votre vie.',
    topic: 'Évangélisation',
    shownIn: 'fr',
  },
];

export const storyResources: ContentItemView[] = [
  {
    key: 'invitation-card-poster',
    title: 'Invitation card poster',
    summary: 'A foyer poster: take a card, invite a friend. Letter or A4.',
    topic: 'Invitation',
    resourceType: 'Posters',
    shownIn: 'en',
    href: '/resources/invitation-card-poster',
    attachments: 1,
  },
  {
    key: 'welcome-slides',
    title: 'Welcome slides for Sunday',
    summary: 'Three slides for the screens before the service.',
    topic: 'Welcome',
    resourceType: 'Slides',
    shownIn: 'en',
    href: '/resources/welcome-slides',
    attachments: 1,
  },
];

export const storyFiles: ContentFileView[] = [
  { id: 1, name: 'Sharing your story - study guide.pdf', size: 1_480 },
  { id: 2, name: '기도 산책 안내서.pdf', size: 2_310_000 },
];

export const storyBody =
  '<h2>Why your story matters</h2><p>The man in John 9 did not explain everything. He said what he knew: <em>"I was blind, and now I see."</em></p><ol><li>Read John 9 together.</li><li>Write your story: before, the turning point, since.</li><li>Practise in pairs: listen first, then share.</li></ol><p>More at <a href="https://example.org/guides">example.org</a>.</p>';

export const storyTalkingPoints =
  '<ul><li>What question opened a door for you?</li><li>Practise one question this week: “What gives you hope?”</li><li>Listen twice as long as you speak.</li></ul>';

export const storyPosts: ContentItemView[] = [
  {
    key: 'monthly-video-ready',
    title: 'This month’s video is ready',
    summary: 'Watch it with your team and use the talking points beside it.',
    shownIn: 'en',
    href: '/posts/monthly-video-ready',
    attachments: 0,
    unread: true,
    publishedAt: '2026-11-27T09:00:00.000Z',
  },
  {
    key: 'care-inserts-available',
    title: 'New bulletin inserts for care teams',
    summary: 'A grief support insert is ready to print, in four languages.',
    shownIn: 'en',
    href: '/posts/care-inserts-available',
    attachments: 0,
    unread: false,
    publishedAt: '2026-11-25T09:00:00.000Z',
  },
];
