import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import type { CareVideoPlayerScreenProps } from '#screens/care/CareVideoPlayerScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';

/**
 * The care video player (/careVideoPlayer, decision 076): the category, search and open video
 * live in the address (`?category=`, `?q=`, `?video=`), so the browser's back button and a
 * shared link work; where the reader stopped is saved while they watch and when they leave.
 */
export function useCareVideoPlayerScreen(): CareVideoPlayerScreenProps {
  const language = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const category = params.get('category');
  const query = params.get('q') ?? '';
  const slug = params.get('video');
  const list = useQuery(
    endpointQuery(calls.careVideos, {
      language,
      ...(category ? { category } : {}),
      ...(query ? { q: query } : {}),
    }),
  );
  const crisis = useQuery(endpointQuery(calls.careCrisisLine, { language }));
  const video = useQuery({
    ...endpointQuery(calls.careVideo, { slug: slug ?? '', language }),
    enabled: slug !== null,
    // Each visit reads where the reader stopped afresh; a focus does not reload the playing video.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  // The player starts once the fresh answer is in, so it seeks to the saved position.
  const watching = slug !== null && !video.isFetching ? (video.data ?? null) : null;
  const position = useMutation(endpointMutation(calls.carePosition));
  const { mutate } = position;

  const hrefOf = useCallback<CareVideoPlayerScreenProps['hrefOf']>(
    (to) => {
      const next = new URLSearchParams();
      const nextCategory = to.category === undefined ? category : to.category;
      const nextQuery = to.q === undefined ? query : to.q;
      if (nextCategory) next.set('category', nextCategory);
      if (nextQuery) next.set('q', nextQuery);
      if (to.video) next.set('video', to.video);
      const search = next.toString();
      return search ? `/careVideoPlayer?${search}` : '/careVideoPlayer';
    },
    [category, query],
  );

  return {
    ...screenStateOf([list, crisis]),
    crisisLine: crisis.data?.text ?? '',
    categories: list.data?.categories ?? [],
    category,
    query,
    videos: list.data?.videos ?? [],
    video: watching,
    videoStatus: slug === null ? 'none' : video.isError ? 'error' : watching ? 'ready' : 'loading',
    hrefOf,
    onSearch: (q) => navigate(hrefOf({ category: null, q })),
    onProgress: useCallback(
      (videoSlug: string, seconds: number) => mutate({ slug: videoSlug, position: seconds }),
      [mutate],
    ),
  };
}
