import type { Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { StyledPoster, StyledStatus } from './VideoProcessingStatus.styles';

/** Where an uploaded or recorded video's processing stands, as the server says. */
export type VideoProcessingState = 'processing' | 'ready' | 'failed';

export type VideoProcessingStatusProps = {
  state: VideoProcessingState;
  /** The poster the server took from the chosen frame, once the video is ready. */
  posterUrl?: string | null;
  /** Try a failed video again; the Try again button shows only with it. */
  onRetry?: () => void;
  /** A retry is on its way to the server. */
  retrying?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * What happens to a saved video file after Save all: it is being prepared to play on every
 * phone, it is ready (with the poster taken from its own frame), or preparing it failed, with
 * Try again. A polite live region, so the change is read out without moving focus.
 */
export function VideoProcessingStatus({
  state,
  posterUrl,
  onRetry,
  retrying = false,
  ref,
}: VideoProcessingStatusProps) {
  const t = useT();
  return (
    <StyledStatus ref={ref} aria-live="polite" data-state={state}>
      {state === 'processing' && (
        <InlineAlert
          tone="info"
          title={t('videoProcessing.processingTitle')}
          description={t('videoProcessing.processingText')}
        />
      )}
      {state === 'ready' && (
        <>
          <InlineAlert
            tone="success"
            title={t('videoProcessing.readyTitle')}
            description={t('videoProcessing.readyText')}
          />
          {posterUrl && <StyledPoster src={posterUrl} alt={t('videoProcessing.posterAlt')} />}
        </>
      )}
      {state === 'failed' && (
        <InlineAlert
          tone="critical"
          title={t('videoProcessing.failedTitle')}
          description={t('videoProcessing.failedText')}
          action={
            onRetry && (
              <Button
                variant="secondary"
                size="small"
                icon={<Icon name="refresh" size="small" />}
                loading={retrying}
                onClick={onRetry}
              >
                {t('videoProcessing.retry')}
              </Button>
            )
          }
        />
      )}
    </StyledStatus>
  );
}
