import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { toEmbedUrl, videoProvider, withAutoplay, type VideoProvider } from '../videoLinks';
import {
  StyledNotice,
  StyledPlayButton,
  StyledPlayLabel,
  StyledPlayMark,
  StyledPosterImage,
  StyledTitle,
  StyledUnsupported,
  StyledVideoEmbed,
} from './VideoEmbed.styles';

/** Brand names read the same in every language, so they are data rather than messages. */
const providerNames: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** What players may do in the frame; fullscreen and picture-in-picture are the visitor's choice. */
const allow =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

export type VideoEmbedProps = {
  /** A YouTube or Vimeo link: a page link is turned into its player link. */
  url: string;
  /** What the video is; the frame's title and the play button's name. */
  title: string;
  /**
   * `onDemand` (default) shows a poster and loads the player only when the visitor presses
   * play: no third-party request, cookie or script until then. `lazy` places the player
   * right away and lets the browser load it when it scrolls near.
   */
  load?: 'onDemand' | 'lazy';
  /** A picture for the poster (a URL the page is allowed to load, or a data URL). */
  poster?: string;
  ref?: Ref<HTMLDivElement>;
};

/** A YouTube or Vimeo player in a responsive 16:9 box. */
export function VideoEmbed({ url, title, load = 'onDemand', poster, ref }: VideoEmbedProps) {
  const t = useT();
  const noticeId = useId();
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const link = url.trim();
  const provider = videoProvider(link);

  // The poster button disappears on play: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  if (!provider) {
    return (
      <StyledVideoEmbed ref={ref} data-state="unsupported">
        <StyledUnsupported>
          <Icon name="video" size="large" />
          <span>{t('videoEmbed.unsupported')}</span>
        </StyledUnsupported>
      </StyledVideoEmbed>
    );
  }

  const embedUrl = toEmbedUrl(link);

  if (load === 'lazy' || started) {
    return (
      <StyledVideoEmbed ref={ref} data-state="player">
        <iframe
          ref={frame}
          src={started ? withAutoplay(embedUrl) : embedUrl}
          title={title}
          loading="lazy"
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </StyledVideoEmbed>
    );
  }

  return (
    <StyledVideoEmbed ref={ref} data-state="poster">
      {poster && <StyledPosterImage src={poster} alt="" loading="lazy" decoding="async" />}
      <StyledPlayButton
        type="button"
        aria-label={t('videoEmbed.playTitle', { title })}
        aria-describedby={noticeId}
        onClick={() => setStarted(true)}
      >
        <StyledPlayMark>
          <Icon name="play" size="large" />
        </StyledPlayMark>
        <StyledPlayLabel>{t('videoEmbed.play')}</StyledPlayLabel>
      </StyledPlayButton>
      {/* Outside the button, so its name stays 'Play video: …'; clicks pass through to it. */}
      <StyledTitle aria-hidden="true">{title}</StyledTitle>
      <StyledNotice id={noticeId}>
        {t('videoEmbed.loadsPlayer', { provider: providerNames[provider] })}
      </StyledNotice>
    </StyledVideoEmbed>
  );
}
