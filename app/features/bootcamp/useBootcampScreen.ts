import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '#contract';
import type { WatchedRange } from '#contract/bootcamp/bootcamp';
import { API_BASE } from '#contract/endpoints';
import { useLocale } from '#ds/i18n';
import type { BootcampScreenProps, WatchSave } from '#screens/bootcamp/BootcampScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { session } from '#app/session/store';
import { screenStateOf } from '#app/shared/screenStatus';

/**
 * Sends what played as the page goes away: `fetch` with `keepalive` outlives the page, and
 * unlike `navigator.sendBeacon` it carries the bearer token (decision 070).
 */
function saveAsPageLeaves(slug: string, ranges: WatchedRange[]) {
  const token = session.user?.jwt;
  if (!token) return;
  void fetch(`${API_BASE}${endpoints.bootcampWatch.path}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ slug, ranges }),
  }).catch(() => undefined);
}

/** The course in the reader's language (POST /bootcamp/course), for the page and the dashboard. */
export function useBootcampCourse() {
  const language = useLocale();
  return useQuery(endpointQuery(endpoints.bootcampCourse, { language }));
}

/**
 * /evangelism-bootcamp: the course with the reader's progress; what plays is saved through
 * POST /bootcamp/watch, text lessons are marked through POST /bootcamp/mark_done.
 */
export function useBootcampScreen(): BootcampScreenProps {
  const course = useBootcampCourse();
  const watch = useMutation(endpointMutation(endpoints.bootcampWatch));
  const mark = useMutation(endpointMutation(endpoints.bootcampMarkDone));
  const { mutate: saveWatched } = watch;
  const onWatched = useCallback(
    (slug: string, ranges: WatchedRange[], how: WatchSave) => {
      if (how === 'leaving') saveAsPageLeaves(slug, ranges);
      else saveWatched({ slug, ranges });
    },
    [saveWatched],
  );
  const data = course.data;
  return {
    ...screenStateOf([course], { empty: data !== undefined && data.lessons.length === 0 }),
    lessons: data?.lessons ?? [],
    totals: data?.totals ?? { completed: 0, total: 0, percent: 0 },
    onWatched,
    onMarkDone: (slug) => mark.mutateAsync({ slug }),
    saveFailed: watch.isError,
  };
}
