import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import { EmbedOverlay } from '#ds/shell/EmbedOverlay';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { ContentBody } from '../ContentBody';
import { ContentFiles } from '../ContentFiles';
import { ShownInMark } from '../ShownInMark';
import { ContentCards, ContentMeta, ContentSplit } from '../ContentLayout';
import { StyledHeading } from '../content.styles';
import type { ContentFileView, DownloadResult } from '../contentViews';

/** A monthly page in the archive. */
export type MonthlyPageView = {
  key: string;
  /** `YYYY-MM`. */
  month: string;
  title: string;
  summary: string;
  shownIn: string;
  hasVideo: boolean;
};

/** The page being read: its talking points and files. */
export type MonthlyPageDetail = MonthlyPageView & {
  body: string;
  files: readonly ContentFileView[];
};

export type MonthlyVideosScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** Every readable month, newest first. */
  pages: readonly MonthlyPageView[];
  /** The page shown beside the archive (this month's, until another is opened). */
  selected?: MonthlyPageDetail;
  /** The selected page's details are loading. */
  selectedLoading?: boolean;
  /** The month it is now (`YYYY-MM`): its page is marked 'This month'. */
  currentMonth: string;
  /** Opens a month: shows its talking points and files and plays its video. */
  onOpen: (key: string) => void;
  /** Plays the selected page's video again. */
  onPlay: () => void;
  /** What the overlay plays (null: closed); closing clears it 500 ms later. */
  /** What plays: a page (a YouTube or Vimeo player) or one of our own video files. */
  playing: { url: string | null; title: string; media: 'page' | 'video' };
  onClosePlayer: () => void;
  onDownload: (id: number) => Promise<DownloadResult>;
};

/** 'November 2026' in the reader's language, from `2026-11`. */
export function monthLabel(month: string, tag: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/**
 * Monthly videos: this month's page first, with its video (played in the embed overlay, full
 * screen, closed on a click), its talking points and its files beside it; then the archive.
 */
export function MonthlyVideosScreen({
  status,
  onRetry,
  pages,
  selected,
  selectedLoading,
  currentMonth,
  onOpen,
  onPlay,
  playing,
  onClosePlayer,
  onDownload,
}: MonthlyVideosScreenProps) {
  const t = useT();
  const tag = localeTags[useLocale()];
  const archive = pages.filter((page) => page.key !== selected?.key);

  return (
    <ScreenFrame
      title={t('routes.monthlyVideos')}
      description={t('education.monthly.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('education.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={360} />}
      empty={{
        icon: 'calendar',
        title: t('education.monthly.emptyTitle'),
        description: t('education.monthly.empty'),
      }}
    >
      <Stack gap={6}>
        {selectedLoading || !selected ? (
          <Skeleton variant="rectangle" height={240} />
        ) : (
          <ContentSplit>
            <Card as="article">
              <Card.Header
                titleAs="h2"
                title={<span lang={selected.shownIn}>{selected.title}</span>}
                description={monthLabel(selected.month, tag)}
              />
              <Card.Body>
                <Stack gap={4}>
                  <ContentMeta>
                    {selected.month === currentMonth && (
                      <Badge tone="success" size="small">
                        {t('education.monthly.thisMonth')}
                      </Badge>
                    )}
                    <ShownInMark shownIn={selected.shownIn} />
                  </ContentMeta>
                  {selected.hasVideo && (
                    <div>
                      <Button icon={<Icon name="play" />} onClick={onPlay}>
                        {t('education.monthly.play')}
                      </Button>
                    </div>
                  )}
                  <StyledHeading as="h3">{t('education.monthly.talkingPoints')}</StyledHeading>
                  <ContentBody html={selected.body} lang={selected.shownIn} />
                </Stack>
              </Card.Body>
            </Card>
            <Card>
              <Card.Header titleAs="h2" title={t('education.downloads')} />
              <Card.Body>
                <ContentFiles files={selected.files} onDownload={onDownload} />
              </Card.Body>
            </Card>
          </ContentSplit>
        )}

        {archive.length > 0 && (
          <Stack as="section" gap={4} aria-label={t('education.monthly.archive')}>
            <StyledHeading>{t('education.monthly.archive')}</StyledHeading>
            <ContentCards>
              {archive.map((page) => (
                <li key={page.key}>
                  <Card as="article">
                    <Card.Header
                      titleAs="h3"
                      title={<span lang={page.shownIn}>{page.title}</span>}
                      description={monthLabel(page.month, tag)}
                    />
                    <Card.Body>
                      <Stack gap={3}>
                        <Text as="p" tone="muted" size="small" lang={page.shownIn}>
                          {page.summary}
                        </Text>
                        <ContentMeta>
                          <ShownInMark shownIn={page.shownIn} />
                        </ContentMeta>
                        <div>
                          <Button
                            variant="secondary"
                            icon={<Icon name={page.hasVideo ? 'play' : 'file'} />}
                            onClick={() => onOpen(page.key)}
                            aria-label={t('education.monthly.openMonth', {
                              month: monthLabel(page.month, tag),
                            })}
                          >
                            {t('education.monthly.open')}
                          </Button>
                        </div>
                      </Stack>
                    </Card.Body>
                  </Card>
                </li>
              ))}
            </ContentCards>
          </Stack>
        )}
      </Stack>
      <EmbedOverlay
        url={playing.url}
        title={playing.title}
        media={playing.media}
        onClose={onClosePlayer}
      />
    </ScreenFrame>
  );
}
