import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endpoints } from '#contract';
import type { BootcampCourse, BootcampSaved, WatchedRange } from '#contract/bootcamp/bootcamp';
import { API_BASE } from '#contract/endpoints';
import type { AppLocale } from '#contract/locales';
import { useLocale } from '#ds/i18n';
import type { BootcampScreenProps, WatchSave } from '#screens/bootcamp/BootcampScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointKey, endpointPrefix } from '#app/query/keys';
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

/** A saved lesson's progress and the new totals, in place in a cached course. */
export function withSavedLesson(course: BootcampCourse, saved: BootcampSaved): BootcampCourse {
  return {
    lessons: course.lessons.map((lesson) =>
      lesson.slug === saved.slug
        ? {
            ...lesson,
            watched: saved.watched,
            watched_seconds: saved.watched_seconds,
            completed_at: saved.completed_at,
          }
        : lesson,
    ),
    totals: saved.totals,
  };
}

/**
 * After a watch save: the cached course (this language's; the others refetch when next shown)
 * takes the answer, and a first completion refreshes the user's record, whose 'Track your
 * progress' it may tick. No refetch of the whole course every 10 s.
 */
function onWatchSaved(client: QueryClient, language: AppLocale, saved: BootcampSaved) {
  const key = endpointKey(endpoints.bootcampCourse, { language });
  const before = client.getQueryData<BootcampCourse>(key);
  const was = before?.lessons.find((lesson) => lesson.slug === saved.slug)?.completed_at ?? null;
  client.setQueryData<BootcampCourse>(key, (course) => course && withSavedLesson(course, saved));
  void client.invalidateQueries({
    queryKey: endpointPrefix(endpoints.bootcampCourse),
    predicate: (query) => (query.queryKey[1] as { language?: string }).language !== language,
    refetchType: 'none',
  });
  if (!was && saved.completed_at) {
    void client.invalidateQueries({ queryKey: endpointPrefix(endpoints.lookupUser) });
  }
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
  const client = useQueryClient();
  const language = useLocale();
  const watch = useMutation({
    ...endpointMutation(endpoints.bootcampWatch),
    onSuccess: (saved) => onWatchSaved(client, language, saved),
  });
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
