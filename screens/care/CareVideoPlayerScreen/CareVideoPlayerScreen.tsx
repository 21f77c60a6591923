import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CareCategory, CareVideoDetail, CareVideoListItem } from '#contract/care/careVideos';
import { Grid } from '#ds/primitives/Grid';
import { Stack } from '#ds/primitives/Stack';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { localeNames, useLocale, useT, type Locale } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { CrisisLine } from '#screens/care/CrisisLine';
import {
  StyledSearch,
  StyledSpeaker,
  StyledVideoCard,
  StyledWatch,
} from './CareVideoPlayerScreen.styles';

export type CareVideoPlayerScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The crisis line for the reader's language; '' shows the general advice. */
  crisisLine: string;
  categories: readonly CareCategory[];
  /** The category shown, or null for all (or a search). */
  category: string | null;
  /** The search as typed in the address (`?q=`). */
  query: string;
  videos: readonly CareVideoListItem[];
  /** The video being watched, once loaded; null on the list. */
  video: CareVideoDetail | null;
  /** The video's own state: `error` when it is not (or no longer) available. */
  videoStatus: 'none' | 'loading' | 'ready' | 'error';
  /** Where each link leads (the container keeps the state in the address). */
  hrefOf: (to: { category?: string | null; q?: string; video?: string | null }) => string;
  onSearch: (query: string) => void;
  /** Where the reader is in the video, every few seconds while playing, and on pause or leave. */
  onProgress: (slug: string, seconds: number) => void;
};

/** 75 → "1:15"; 3675 → "1:01:15". */
export function timeOf(seconds: number): string {
  const s = Math.floor(seconds % 60);
  const m = Math.floor(seconds / 60) % 60;
  const h = Math.floor(seconds / 3600);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

function Player({
  video,
  onProgress,
}: {
  video: CareVideoDetail;
  onProgress: CareVideoPlayerScreenProps['onProgress'];
}) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLVideoElement>(null);
  const [resumed, setResumed] = useState(false);
  const lastSent = useRef(0);

  useEffect(() => {
    const element = ref.current;
    const slug = video.slug;
    return () => {
      // Leaving the page keeps where the reader stopped.
      if (element && element.currentTime > 0) onProgress(slug, Math.floor(element.currentTime));
    };
  }, [video.slug, onProgress]);

  const report = (force: boolean) => {
    const element = ref.current;
    if (!element) return;
    const seconds = Math.floor(element.currentTime);
    if (force || Math.abs(seconds - lastSent.current) >= 5) {
      lastSent.current = seconds;
      onProgress(video.slug, seconds);
    }
  };

  return (
    <div>
      {video.video_url ? (
        <video
          ref={ref}
          controls
          playsInline
          preload="metadata"
          src={video.video_url}
          data-testid="care-video"
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            if (video.position > 0 && video.position < element.duration - 2) {
              element.currentTime = video.position;
              lastSent.current = video.position;
              setResumed(true);
            }
          }}
          onTimeUpdate={() => report(false)}
          onPause={() => report(true)}
          onEnded={() => onProgress(video.slug, 0)}
        >
          {video.captions.map((caption) => (
            <track
              key={caption.language}
              kind="captions"
              src={caption.url}
              srcLang={caption.language}
              label={localeNames[caption.language as Locale]}
              default={caption.language === locale}
            />
          ))}
        </video>
      ) : video.video_link ? (
        <Link href={video.video_link} target="_blank" rel="noopener noreferrer">
          {t('careVideos.player.openLink')}
        </Link>
      ) : (
        <InlineAlert tone="info" title={t('careVideos.player.notReady')} />
      )}
      {resumed ? (
        <Text as="p" tone="muted" aria-live="polite">
          {t('careVideos.player.resumed')}{' '}
          <Button
            variant="plain"
            size="small"
            onClick={() => {
              if (ref.current) ref.current.currentTime = 0;
              setResumed(false);
            }}
          >
            {t('careVideos.player.startOver')}
          </Button>
        </Text>
      ) : null}
    </div>
  );
}

/**
 * The care video player (/careVideoPlayer, decision 076): the crisis line first, then browse by
 * category or search in any language, and watch with the speaker's bio beside, captions as
 * `<track>` elements, resuming where the reader stopped.
 */
export function CareVideoPlayerScreen(props: CareVideoPlayerScreenProps) {
  const t = useT();
  const locale = useLocale();
  const { categories, category, query, videos, video, videoStatus, hrefOf } = props;
  const captionNames = (languages: readonly string[]) =>
    languages.map((language) => localeNames[language as Locale]).join(', ');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    props.onSearch(String(form.get('q') ?? '').trim());
  };

  return (
    <ScreenFrame
      title={t('careVideos.player.title')}
      description={t('careVideos.player.description')}
      status={props.status}
      onRetry={props.onRetry}
      errorDescription={t('careVideos.player.loadError')}
    >
      <Stack gap={6}>
        <CrisisLine text={props.crisisLine} />
        {videoStatus !== 'none' ? (
          <>
            <Link href={hrefOf({ video: null })} variant="standalone">
              {t('careVideos.player.back')}
            </Link>
            {videoStatus === 'error' ? (
              <InlineAlert tone="warning" title={t('careVideos.player.notFound')} />
            ) : video ? (
              <StyledWatch>
                <div>
                  <h2>{video.title}</h2>
                  {locale !== 'en' && video.shown_in === 'en' ? (
                    <Badge tone="neutral">{t('careVideos.player.shownInEnglish')}</Badge>
                  ) : null}
                  <Player video={video} onProgress={props.onProgress} />
                  {video.summary ? <Text as="p">{video.summary}</Text> : null}
                  {/* Sanitized by the server on save and again as it is read (decision 068). */}
                  <div dangerouslySetInnerHTML={{ __html: video.body }} />
                </div>
                {video.speaker ? (
                  <StyledSpeaker aria-labelledby="care-speaker-title">
                    <h3 id="care-speaker-title">{t('careVideos.player.speaker')}</h3>
                    {video.speaker.picture_url ? (
                      <img src={video.speaker.picture_url} alt="" width={96} height={96} />
                    ) : null}
                    <Text as="p" weight="semibold">
                      {video.speaker.name}
                    </Text>
                    {video.speaker.credentials ? (
                      <Text as="p" tone="muted">
                        {video.speaker.credentials}
                      </Text>
                    ) : null}
                    <Text as="p">{video.speaker.bio}</Text>
                  </StyledSpeaker>
                ) : null}
              </StyledWatch>
            ) : null}
          </>
        ) : (
          <>
            <StyledSearch role="search" onSubmit={onSubmit}>
              <label>
                {t('careVideos.player.search')}
                <input
                  type="search"
                  name="q"
                  key={query}
                  defaultValue={query}
                  maxLength={100}
                  aria-describedby="care-search-hint"
                />
              </label>
              <Button type="submit">{t('careVideos.player.search')}</Button>
              <Text as="p" id="care-search-hint" tone="muted" size="small">
                {t('careVideos.player.searchHint')}
              </Text>
            </StyledSearch>
            <nav aria-label={t('careVideos.player.categories')}>
              <Stack as="ul" direction="horizontal" wrap="wrap" gap={2}>
                <li>
                  <Link
                    href={hrefOf({ category: null, q: '' })}
                    variant="standalone"
                    aria-current={category === null && query === '' ? 'page' : undefined}
                  >
                    {t('careVideos.player.allCategories')}
                  </Link>
                </li>
                {categories.map((each) => (
                  <li key={each.slug}>
                    <Link
                      href={hrefOf({ category: each.slug, q: '' })}
                      variant="standalone"
                      aria-current={category === each.slug ? 'page' : undefined}
                    >
                      {each.title}
                    </Link>{' '}
                    <Badge tone="neutral">
                      {t('careVideos.player.videoCount', { count: each.videos })}
                    </Badge>
                  </li>
                ))}
              </Stack>
            </nav>
            {videos.length === 0 ? (
              <Card as="div">
                <Card.Body>
                  <Text as="p">{t('careVideos.player.empty')}</Text>
                </Card.Body>
              </Card>
            ) : (
              <Grid as="ul" columns="repeat(auto-fill, minmax(260px, 1fr))" gap={4}>
                {videos.map((each) => (
                  <StyledVideoCard key={each.slug}>
                    <h2>
                      <Link href={hrefOf({ video: each.slug })} variant="standalone">
                        {each.title}
                      </Link>
                    </h2>
                    <Text as="p" tone="muted" size="small">
                      {each.category_title}
                      {each.speaker_name ? ` · ${each.speaker_name}` : ''}
                    </Text>
                    {each.summary ? <Text as="p">{each.summary}</Text> : null}
                    {locale !== 'en' && each.shown_in === 'en' ? (
                      <Badge tone="neutral">{t('careVideos.player.shownInEnglish')}</Badge>
                    ) : null}
                    {each.captions.length > 0 ? (
                      <Text as="p" size="small">
                        {t('careVideos.player.captions', {
                          languages: captionNames(each.captions),
                        })}
                      </Text>
                    ) : null}
                    {each.position > 0 ? (
                      <Badge tone="info">
                        {t('careVideos.player.resumeAt', { time: timeOf(each.position) })}
                      </Badge>
                    ) : null}
                  </StyledVideoCard>
                ))}
              </Grid>
            )}
          </>
        )}
      </Stack>
    </ScreenFrame>
  );
}
