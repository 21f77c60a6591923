import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { EmptyState } from '#ds/display/EmptyState';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { VideoEmbed } from '#ds/video/VideoEmbed';
import { useDateFormat } from '#screens/shared/formatDate';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { StyledStack } from '../moderators.styles';

export type ModeratorInvitation = {
  churchName: string;
  /** When the invitation stops working (ISO 8601). */
  expiresAt: string;
};

export type BecomeModeratorScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The open invitation addressed to this person, if any. */
  invitation: ModeratorInvitation | null;
  /** The page was opened from the mailed link (its token goes with the acceptance). */
  fromLink: boolean;
  /** The moderator invitation video from settings. */
  videoUrl?: string;
  /** Accepts (POST /accept_church_invite); answers the church's name or what went wrong. */
  onAccept: () => Promise<{ churchName: string } | { error: ScreenMessage }>;
  /** Video review, where moderators work. */
  videoReviewHref: string;
  timeZone?: string;
};

/**
 * Become a moderator: the person a church invited sees which church, what moderators do (the
 * invitation video), and accepts. Video review then replaces this page in the menu.
 */
export function BecomeModeratorScreen({
  status,
  onRetry,
  invitation,
  fromLink,
  videoUrl,
  onAccept,
  videoReviewHref,
  timeZone,
}: BecomeModeratorScreenProps) {
  const t = useT();
  const format = useDateFormat(timeZone);
  const [accepting, setAccepting] = useState(false);
  const [acceptedChurch, setAcceptedChurch] = useState<string>();
  const [error, setError] = useState<ScreenMessage>();
  const alertRef = useFocusOnChange<HTMLDivElement>(error);
  const doneRef = useFocusOnChange<HTMLDivElement>(acceptedChurch);
  const open = invitation !== null || fromLink;

  const accept = async () => {
    setAccepting(true);
    setError(undefined);
    try {
      const outcome = await onAccept();
      if ('error' in outcome) setError(outcome.error);
      else setAcceptedChurch(outcome.churchName);
    } catch {
      setError('common.somethingWentWrong');
    } finally {
      setAccepting(false);
    }
  };

  return (
    <ScreenFrame
      title={t('moderators.become.title')}
      description={t('moderators.become.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('moderators.loadFailed')}
      loadingLabel={t('moderators.loading')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={200} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      {acceptedChurch ? (
        <InlineAlert
          ref={doneRef}
          tabIndex={-1}
          tone="success"
          title={t('moderators.become.accepted', { church: acceptedChurch })}
          description={
            <LinkButton href={videoReviewHref} variant="primary">
              {t('moderators.become.goToReview')}
            </LinkButton>
          }
        />
      ) : open ? (
        <Card>
          <Card.Header
            titleAs="h2"
            title={
              invitation
                ? t('moderators.become.invitedBy', { church: invitation.churchName })
                : t('moderators.become.fromLink')
            }
            description={
              invitation &&
              t('moderators.become.expires', { date: format.date(invitation.expiresAt) })
            }
          />
          <Card.Body>
            <StyledStack>
              <p>{t('moderators.become.explain')}</p>
              {videoUrl && <VideoEmbed url={videoUrl} title={t('moderators.invite.videoTitle')} />}
              {error && (
                <InlineAlert
                  ref={alertRef}
                  tabIndex={-1}
                  tone="critical"
                  description={translateError(t, error)}
                />
              )}
              <div>
                <Button onClick={accept} loading={accepting}>
                  {t('moderators.become.accept')}
                </Button>
              </div>
            </StyledStack>
          </Card.Body>
        </Card>
      ) : (
        <EmptyState
          icon="shield"
          title={t('moderators.become.noneTitle')}
          description={t('moderators.become.noneDescription')}
        />
      )}
    </ScreenFrame>
  );
}
