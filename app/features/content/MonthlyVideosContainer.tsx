import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calls } from '#contract/calls';
import { toEmbedUrl, withAutoplay } from '#contract/videos/videoLinks';
import type { ContentDetail } from '#contract/content/content.ts';
import { useLocale, useT } from '#ds/i18n';
import { MonthlyVideosScreen } from '#screens/content/MonthlyVideosScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { currentMonth, firstMonthly } from './contentViews';
import { useContentDownload } from './useContentDownload';

/** What the overlay plays: nothing (url null), a YouTube or Vimeo player, or our own file. */
type Player = { url: string | null; media: 'page' | 'video' };

/** What the overlay plays for a page: its uploaded file, or its YouTube or Vimeo player. */
export function playerOf(page: Pick<ContentDetail, 'video_url' | 'video_link'>): Player {
  if (page.video_url) return { url: page.video_url, media: 'video' };
  if (page.video_link) return { url: withAutoplay(toEmbedUrl(page.video_link)), media: 'page' };
  return { url: null, media: 'page' };
}

/** monthlyVideos: this month's page first, then the archive; a month plays in the overlay. */
export function MonthlyVideosContainer() {
  const t = useT();
  const language = useLocale();
  const month = currentMonth(new Date());
  const pages = useQuery(
    endpointQuery(calls.contentItems, { kind: 'monthly_page', language, page_size: 50 }),
  );
  const items = pages.data?.items ?? [];
  const [opened, setOpened] = useState<string | null>(null);
  const selectedSlug = opened ?? firstMonthly(items, month)?.slug ?? null;
  const selected = useQuery({
    ...endpointQuery(calls.contentItem, {
      kind: 'monthly_page',
      slug: selectedSlug ?? '',
      language,
    }),
    enabled: selectedSlug !== null,
  });
  // Asked to play before the page had come: it plays once it comes.
  // Closing keeps the media kind, so the overlay's fade-out shows the same player.
  const [playing, setPlaying] = useState<Player>({ url: null, media: 'page' });
  const [playRequested, setPlayRequested] = useState<string | null>(null);
  const detail = selected.data;
  if (playRequested && detail && detail.slug === playRequested) {
    setPlayRequested(null);
    setPlaying(playerOf(detail));
  }
  const onDownload = useContentDownload();
  return (
    <MonthlyVideosScreen
      {...screenStateOf([pages], { empty: items.length === 0 })}
      pages={items.map((page) => ({
        key: page.slug,
        month: page.month ?? '',
        title: page.title,
        summary: page.summary,
        shownIn: page.shown_in,
        hasVideo: page.has_video,
      }))}
      selected={
        detail && {
          key: detail.slug,
          month: detail.month ?? '',
          title: detail.title,
          summary: detail.summary,
          shownIn: detail.shown_in,
          hasVideo: playerOf(detail).url !== null,
          body: detail.body,
          files: detail.attachments,
        }
      }
      selectedLoading={selected.isPending && selectedSlug !== null}
      currentMonth={month}
      onOpen={(slug) => {
        setOpened(slug);
        setPlayRequested(slug);
        window.scrollTo({ top: 0 });
      }}
      onPlay={() => detail && setPlaying(playerOf(detail))}
      playing={{
        ...playing,
        title: t('education.monthly.videoTitle', { title: detail?.title ?? '' }),
      }}
      onClosePlayer={() => setPlaying({ ...playing, url: null })}
      onDownload={onDownload}
    />
  );
}
