import { type RouteRow } from '#app/routeRow.ts';

/** Videos: making, review, stories and uploads: the feature's routes, one row each (decision 060). */
export const videosRoutes = [
  { name: 'profileVideo', path: '/profileVideo', area: 'main' },
  // Video.
  { name: 'capture', path: '/capture', area: 'main' },
  { name: 'welcomeVideo', path: '/welcome-video', area: 'main' },
  // Story flow.
  {
    name: 'shareYourStory',
    path: '/share-your-story',
    area: 'main',
    darkTheme: true,
    hideProgressBar: true,
  },
  { name: 'setupShareStory', path: '/setup-share-story', area: 'main' },
  { name: 'jesusStories', path: '/jesus-stories', area: 'main' },
  { name: 'videoReview', path: '/video-review', area: 'main' },
] as const satisfies readonly RouteRow[];
