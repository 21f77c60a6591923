import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import { CopyField } from '#ds/video/CopyField';
import { QrCode } from '#ds/video/QrCode';
import { VideoEmbed } from '#ds/video/VideoEmbed';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledShare } from './SetupShareStoryScreen.styles';
import { Text } from '#ds/primitives/Text';

export type SetupShareStoryScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The church's story invitation: the address people open to share their story. */
  inviteUrl: string;
  /** A short name for the QR code's downloaded file (the church's slug). */
  slug?: string;
  /** The invitation video from settings; the page works without it. */
  videoUrl?: string;
};

/**
 * Invite stories (setup-share-story): the church's story invitation as a link to copy and a
 * QR code to print or show, with the invitation video from settings.
 */
export function SetupShareStoryScreen({
  status,
  onRetry,
  inviteUrl,
  slug,
  videoUrl,
}: SetupShareStoryScreenProps) {
  const t = useT();
  return (
    <ScreenFrame
      title={t('setupShareStory.title')}
      description={t('setupShareStory.description')}
      status={status}
      onRetry={onRetry}
      loadingLabel={t('setupShareStory.loading')}
      errorDescription={t('setupShareStory.loadFailed')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={40} />
            <Skeleton variant="rectangle" height={200} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      <Card>
        <Card.Body>
          <StyledShare>
            <CopyField label={t('setupShareStory.linkLabel')} value={inviteUrl} />
            <QrCode value={inviteUrl} slug={slug} label={t('setupShareStory.qrLabel')} />
          </StyledShare>
        </Card.Body>
      </Card>
      <Card>
        <Card.Header titleAs="h2" title={t('setupShareStory.videoTitle')} />
        <Card.Body>
          {videoUrl ? (
            <VideoEmbed url={videoUrl} title={t('setupShareStory.videoTitle')} />
          ) : (
            <Text as="p" tone="muted">
              {t('setupShareStory.noVideo')}
            </Text>
          )}
        </Card.Body>
      </Card>
    </ScreenFrame>
  );
}
