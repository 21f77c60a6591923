import { storyFrame } from '#ds/video/storyFrames';
import type { ShownVideo } from './types';

/** Videos for the stories of the review and stories screens: no file is ever fetched. */
export const storyVideos: ShownVideo[] = [
  {
    id: 11,
    kind: 'story',
    status: 'review',
    churchName: 'Grace Community Church',
    personName: 'Isabel Brooks',
    playUrl: '/files/story-isabel.mp4',
    source: 'file',
    posterUrl: storyFrame(0),
    createdAt: '2026-03-01T10:00:00.000Z',
    publicHref: null,
  },
  {
    id: 12,
    kind: 'story',
    status: 'created',
    churchName: 'Grace Community Church',
    personName: 'Ivan Petrov',
    playUrl: 'https://youtu.be/aqz-KE-bpKQ',
    source: 'embed',
    posterUrl: null,
    createdAt: '2026-03-02T08:30:00.000Z',
    publicHref: null,
  },
  {
    id: 13,
    kind: 'welcome',
    status: 'review',
    churchName: 'Riverside Church',
    personName: 'Daniel Kim',
    playUrl: null,
    source: 'file',
    posterUrl: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    publicHref: null,
  },
];
