import type { Dispatch } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { ProgressBar } from '#ds/display/ProgressBar';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { ThumbnailPicker, type ThumbnailFrame } from '../ThumbnailPicker';
import { VideoEmbed } from '../VideoEmbed';
import { BlobVideo } from './BlobVideo';
import { customUrlOf } from './CustomUrlStep';
import {
  StyledMuted,
  StyledSummary,
  StyledSummaryHeader,
  StyledSummaryItem,
  StyledSummaryTitle,
  StyledUrl,
} from './VideoWizard.styles';
import type { VideoWizardAction, VideoWizardState } from './videoWizardReducer';

export type ConfirmStepProps = {
  state: VideoWizardState;
  dispatch: Dispatch<VideoWizardAction>;
  baseUrl: string;
  thumbnailFrames?: ThumbnailFrame[];
  /** How much of the file has been sent while saving, 0 to 100. */
  saveProgress?: number | null;
  /** Why saving failed, in the person's words; the generic message otherwise. */
  saveError?: string;
};

/** Step 3: the video, its thumbnail and its address, each with a way back to change it. */
export function ConfirmStep({
  state,
  dispatch,
  baseUrl,
  thumbnailFrames,
  saveProgress,
  saveError,
}: ConfirmStepProps) {
  const t = useT();
  const { video, thumbnail, saving } = state;
  const source =
    video?.kind === 'recording' ? video.blob : video?.kind === 'upload' ? video.file : undefined;
  const canPick = Boolean(thumbnailFrames || source);
  const title = t('videoWizard.video.previewTitle');

  return (
    <StyledSummary>
      <StyledSummaryItem>
        <StyledSummaryHeader>
          <StyledSummaryTitle>{t('videoWizard.confirm.video')}</StyledSummaryTitle>
          <Button
            variant="plain"
            size="small"
            icon={<Icon name="edit" size="small" />}
            aria-label={t('videoWizard.confirm.changeVideo')}
            disabled={saving}
            onClick={() => dispatch({ type: 'goTo', step: 'video' })}
          >
            {t('videoWizard.confirm.change')}
          </Button>
        </StyledSummaryHeader>
        {video?.kind === 'embed' && (
          <VideoEmbed url={video.url} title={title} poster={thumbnail ?? undefined} />
        )}
        {source && <BlobVideo blob={source} label={title} poster={thumbnail} />}
      </StyledSummaryItem>

      <StyledSummaryItem>
        {canPick ? (
          <ThumbnailPicker
            source={source}
            frames={thumbnailFrames}
            value={thumbnail}
            disabled={saving}
            onChange={(frame) =>
              dispatch({ type: 'chooseThumbnail', thumbnail: frame.src, seconds: frame.time })
            }
          />
        ) : (
          <>
            <StyledSummaryTitle>{t('videoWizard.confirm.thumbnail')}</StyledSummaryTitle>
            <StyledMuted>{t('videoWizard.confirm.providerThumbnail')}</StyledMuted>
          </>
        )}
      </StyledSummaryItem>

      <StyledSummaryItem>
        <StyledSummaryHeader>
          <StyledSummaryTitle>{t('videoWizard.confirm.url')}</StyledSummaryTitle>
          <Button
            variant="plain"
            size="small"
            icon={<Icon name="edit" size="small" />}
            aria-label={t('videoWizard.confirm.changeUrl')}
            disabled={saving}
            onClick={() => dispatch({ type: 'goTo', step: 'customUrl' })}
          >
            {t('videoWizard.confirm.change')}
          </Button>
        </StyledSummaryHeader>
        <StyledUrl>{customUrlOf(baseUrl, state.slug)}</StyledUrl>
      </StyledSummaryItem>

      {/* The busy button shows a spinner; this tells screen readers what is happening. */}
      <span className="visually-hidden" role="status">
        {saving ? t('videoWizard.confirm.saving') : ''}
      </span>
      {saving && typeof saveProgress === 'number' && (
        <ProgressBar label={t('videoWizard.confirm.uploading')} value={saveProgress} />
      )}
      {state.saveFailed && (
        <InlineAlert tone="critical" {...(saveError ? { title: saveError } : {})} />
      )}
    </StyledSummary>
  );
}
