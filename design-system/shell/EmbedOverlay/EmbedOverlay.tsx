import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '#ds/feedback/CloseButton';
import { useModal } from '#ds/feedback/Dialog';
import { Spinner } from '#ds/feedback/Spinner';
import { useT } from '#ds/i18n';
import { delays } from '#ds/tokens';
import {
  StyledBackdrop,
  StyledClose,
  StyledDialog,
  StyledFrame,
  StyledFrameBox,
  StyledLoading,
  StyledOverlay,
  StyledVideo,
} from './EmbedOverlay.styles';

export type EmbedOverlayProps = {
  /** The page to show. The overlay is open while this is a URL, and closes when it is null. */
  url: string | null;
  /** The backdrop, the close button or Escape asked to close: set `url` to null. */
  onClose: () => void;
  /** What the page is, for screen readers; names the overlay and its frame. Defaults to 'Embedded page'. */
  title?: string;
  /**
   * `page` (default) frames a web page, such as a YouTube or Vimeo player; `video` plays one of
   * our own video files (`/files/….mp4`) in the browser's own player, which starts at once.
   */
  media?: 'page' | 'video';
};

/**
 * A web page in a full-screen frame over everything else (instruction videos, a church's
 * site), or one of our own video files in the browser's player. Closes on a click of the backdrop, the close button or Escape. After closing, the
 * frame keeps its page while the overlay fades out and unloads it `delays.overlayClear`
 * (500 ms) later, so a video stops and nothing flashes blank during the fade.
 *
 * Escape only works while focus is outside the frame: a page from another site keeps its
 * own key presses. Focus starts on the close button for that reason.
 */
export function EmbedOverlay({ url, onClose, title, media = 'page' }: EmbedOverlayProps) {
  const t = useT();
  const open = url !== null;
  const containerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The URL in the frame: follows `url` at once, but outlives it by the clear delay.
  const [frameUrl, setFrameUrl] = useState(url);
  if (url !== null && url !== frameUrl) setFrameUrl(url);

  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (open || frameUrl === null) return undefined;
    const timer = setTimeout(() => setFrameUrl(null), delays.overlayClear);
    return () => clearTimeout(timer);
  }, [open, frameUrl]);

  useModal({ open, containerRef, onEscape: onClose, initialFocus: () => closeRef.current });

  if (frameUrl === null) return null;

  const name = title ?? t('embedOverlay.frameTitle');
  const loaded = loadedUrl === frameUrl;

  return createPortal(
    <StyledOverlay data-state={open ? 'open' : 'closed'} inert={!open}>
      <StyledBackdrop aria-hidden="true" onClick={onClose} />
      <StyledDialog
        ref={containerRef}
        role="dialog"
        aria-modal="true"
        aria-label={name}
        tabIndex={-1}
      >
        <StyledFrameBox>
          {!loaded && (
            <StyledLoading>
              <Spinner size="large" />
            </StyledLoading>
          )}
          {media === 'video' ? (
            <StyledVideo
              src={frameUrl}
              aria-label={name}
              data-loaded={loaded}
              onLoadedData={() => setLoadedUrl(frameUrl)}
              controls
              autoPlay
              playsInline
            />
          ) : (
            <StyledFrame
              src={frameUrl}
              title={name}
              data-loaded={loaded}
              onLoad={() => setLoadedUrl(frameUrl)}
              allow="autoplay; fullscreen; picture-in-picture; encrypted-media; clipboard-write"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              // The page may run, submit forms and open tabs, but may not take the dashboard
              // to another address unless the user clicks a link that does.
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation allow-downloads allow-top-navigation-by-user-activation"
            />
          )}
        </StyledFrameBox>
        <StyledClose>
          <CloseButton ref={closeRef} size="medium" onClick={onClose} />
        </StyledClose>
      </StyledDialog>
    </StyledOverlay>,
    document.body,
  );
}
