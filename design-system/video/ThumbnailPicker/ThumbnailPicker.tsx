import { useEffect, useId, type Ref } from 'react';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Spinner } from '#ds/feedback/Spinner';
import { useT } from '#ds/i18n';
import type { ThumbnailFrame } from './captureFrames';
import {
  StyledCheck,
  StyledDescription,
  StyledFieldset,
  StyledGrid,
  StyledLegend,
  StyledLoading,
  StyledOption,
  StyledPlaceholder,
  StyledTime,
} from './ThumbnailPicker.styles';
import { useVideoFrames } from './useVideoFrames';

export type ThumbnailPickerProps = {
  /** The video to take frames from: a recording or upload (Blob/File), or a URL served with CORS. */
  source?: string | Blob;
  /** Frames made elsewhere (by the server, or in stories); when given, `source` is not read. */
  frames?: ThumbnailFrame[];
  /** How many frames to offer, evenly spaced through the video. */
  count?: number;
  /** The `src` of the chosen frame, or null before a choice. */
  value: string | null;
  /** A frame was chosen. The first frame is chosen for you once frames are ready and none is. */
  onChange: (frame: ThumbnailFrame) => void;
  /** For frames made elsewhere: still coming, or failed. */
  status?: 'loading' | 'error';
  /** Called by 'Try again' when frames made elsewhere failed. */
  onRetry?: () => void;
  /** The group's visible name; 'Thumbnail' by default. */
  label?: string;
  /** A line under the name; says what the thumbnail is for by default. */
  description?: string;
  /** The radio group's name, for forms; one is made up otherwise. */
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
};

/** `75.5` becomes `1:15`; the time a frame shows, as video players write it. */
export function formatVideoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Offers frames of a video as a radio group of pictures, to pick its thumbnail. Frames are
 * taken in the browser from `source` (seek, draw, keep), or passed ready-made as `frames`.
 * Arrow keys move between frames, as in any radio group.
 */
export function ThumbnailPicker({
  source,
  frames: givenFrames,
  count = 4,
  value,
  onChange,
  status: givenStatus,
  onRetry,
  label,
  description,
  name,
  disabled = false,
  ref,
}: ThumbnailPickerProps) {
  const t = useT();
  const id = useId();
  const groupName = name ?? `${id}-thumbnail`;
  const descriptionId = `${id}-description`;
  const captured = useVideoFrames(givenFrames ? undefined : source, count);

  const frames = givenFrames ?? captured.frames;
  const status = givenFrames ? (givenStatus ?? 'ready') : captured.status;
  const retry = givenFrames ? onRetry : captured.retry;

  // Choose the first frame once frames arrive, so there is always a thumbnail to save.
  const first = status === 'ready' ? frames[0] : undefined;
  useEffect(() => {
    if (first && value === null) onChange(first);
  }, [first, value, onChange]);

  return (
    <StyledFieldset
      ref={ref}
      aria-describedby={descriptionId}
      aria-busy={status === 'loading' || undefined}
      disabled={disabled}
    >
      <StyledLegend>{label ?? t('thumbnailPicker.legend')}</StyledLegend>
      <StyledDescription id={descriptionId}>
        {description ?? t('thumbnailPicker.description')}
      </StyledDescription>

      {status === 'loading' && (
        <>
          <StyledLoading>
            <Spinner size="small" decorative />
            <span role="status">{t('thumbnailPicker.loading')}</span>
          </StyledLoading>
          <StyledGrid aria-hidden="true">
            {Array.from({ length: count }, (_, index) => (
              <StyledPlaceholder key={index} />
            ))}
          </StyledGrid>
        </>
      )}

      {status === 'error' && (
        <InlineAlert tone="critical" title={t('thumbnailPicker.error')} onRetry={retry} />
      )}

      {status === 'ready' && (
        <StyledGrid>
          {frames.map((frame, index) => {
            const time = formatVideoTime(frame.time);
            return (
              <StyledOption key={`${index}-${frame.time}`}>
                <input
                  className="visually-hidden"
                  type="radio"
                  name={groupName}
                  value={frame.src}
                  checked={value === frame.src}
                  onChange={() => onChange(frame)}
                />
                <img src={frame.src} alt={t('thumbnailPicker.frameAt', { time })} />
                <StyledTime aria-hidden="true">{time}</StyledTime>
                <StyledCheck aria-hidden="true">
                  <Icon name="check" size="small" />
                </StyledCheck>
              </StyledOption>
            );
          })}
        </StyledGrid>
      )}
    </StyledFieldset>
  );
}
