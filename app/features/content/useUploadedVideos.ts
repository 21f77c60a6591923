import { useQueries } from '@tanstack/react-query';
import { videosResource } from '#contract/resources';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';

/** The kinds of uploaded video that admins show to partners: on content items and dashboards. */
const SHOWN_KINDS = ['instruction', 'monthly'] as const;

/**
 * The admins' instruction and monthly videos, newest first, as choices for a select: each kind
 * asked on its own (the list's `kind` filter), so many stories cannot push them off the page.
 */
export function useUploadedVideos(): { value: string; label: string }[] {
  const t = useT();
  const dates = useDateFormat();
  const lists = useQueries({
    queries: SHOWN_KINDS.map((kind) =>
      resourceQueries(videosResource).list({
        page: 1,
        page_size: 100,
        sort: 'created_at',
        direction: 'desc',
        kind,
      } as ResourceListInput<typeof videosResource>),
    ),
  });
  return lists
    .flatMap((list) => list.data?.items ?? [])
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((video) => ({
      value: String(video.id),
      label: t('contentAdmin.form.uploadedVideo', {
        kind: t(`resources.videos.kinds.${video.kind}`),
        name: video.slug ?? `#${video.id}`,
        date: dates.date(video.created_at),
      }),
    }));
}
