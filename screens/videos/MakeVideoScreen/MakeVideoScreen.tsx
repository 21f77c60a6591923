import { Grid } from '#ds/primitives/Grid';
import { useT } from '#ds/i18n';
import { VideoProcessingStatus, type VideoProcessingState } from '#ds/video/VideoProcessingStatus';
import { VideoWizard, type VideoWizardProps } from '#ds/video/VideoWizard';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { messageText } from '../messageText';

/** Which video the screen makes: the pastor's welcome or profile video, or a person's story. */
export type MadeVideo = 'welcome' | 'profile' | 'story';

/** A saved file's processing, polled from the server after Save all. */
export type SavedVideoProcessing = {
  state: VideoProcessingState;
  posterUrl: string | null;
  onRetry: () => void;
  retrying: boolean;
};

export type MakeVideoScreenProps = Omit<VideoWizardProps, 'saveError' | 'ref'> & {
  kind: MadeVideo;
  status: ScreenStatus;
  onRetry?: () => void;
  /** Why the last Save all failed, as a message of ours. */
  saveError?: ScreenMessage;
  /** Shown once a recorded or uploaded video is saved. */
  processing?: SavedVideoProcessing;
};

const texts = {
  welcome: { title: 'makeVideo.welcomeTitle', description: 'makeVideo.welcomeDescription' },
  profile: { title: 'makeVideo.profileTitle', description: 'makeVideo.profileDescription' },
  story: { title: 'makeVideo.storyTitle', description: 'makeVideo.storyDescription' },
} as const;

/**
 * Making a video with the four steps (spec section 4): the welcome video, the profile video
 * and 'Share your story' (which the route shows in the dark theme). After Save all, an
 * uploaded or recorded video's processing shows under the wizard, with Try again if it failed.
 */
export function MakeVideoScreen({
  kind,
  status,
  onRetry,
  saveError,
  processing,
  ...wizard
}: MakeVideoScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t(texts[kind].title)}
      description={t(texts[kind].description)}
      status={status}
      onRetry={onRetry}
      loadingLabel={t('makeVideo.loading')}
      errorDescription={t('makeVideo.loadFailed')}
      width="narrow"
    >
      <Grid gap={5} shrink>
        <VideoWizard {...wizard} saveError={saveError && messageText(t, saveError)} />
        {processing && (
          <VideoProcessingStatus
            state={processing.state}
            posterUrl={processing.posterUrl}
            onRetry={processing.onRetry}
            retrying={processing.retrying}
          />
        )}
      </Grid>
    </ScreenFrame>
  );
}
