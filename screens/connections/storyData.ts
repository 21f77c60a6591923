import type { FoundChurchRow } from './ChurchSearch';

/** Churches as the finder returns them, for the connection screens' stories. */
export const storyChurches: FoundChurchRow[] = [
  {
    accountId: 2,
    name: 'Grace Community Church',
    place: 'Springfield, IL',
    distanceKm: 2.4,
    website: 'https://grace.example.org',
    publicHref: '/church/grace-community-church',
  },
  {
    accountId: 3,
    name: 'Hope Fellowship',
    place: 'Chicago, IL',
    distanceKm: 18.9,
    website: 'https://hope.example.org',
    publicHref: '/church/hope-fellowship',
  },
  {
    accountId: 4,
    name: 'New Life Chapel',
    place: null,
    distanceKm: null,
    website: null,
    publicHref: '/church/new-life-chapel',
  },
];
