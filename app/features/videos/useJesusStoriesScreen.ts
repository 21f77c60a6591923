import { useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import type { JesusStoriesScreenProps } from '#screens/videos/JesusStoriesScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { shownVideoOf } from './shownVideo';

/** Jesus stories (GET /jesus_stories): approved stories, the person's own churches' first. */
export function useJesusStoriesScreen(): JesusStoriesScreenProps {
  const locale = useLocale();
  const list = useQuery(endpointQuery(calls.jesusStories, { page_size: 50 }));
  const own = new Set(list.data?.own_account_ids ?? []);
  return {
    ...screenStateOf([list]),
    stories: (list.data?.stories ?? []).map((story) => ({
      ...shownVideoOf(story, locale),
      ownChurch: own.has(story.account_id),
    })),
  };
}
