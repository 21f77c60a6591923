import { useState } from 'react';
import { isEmail, LIMITS } from '#contract/validation';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  composeValidators,
  maxLength,
  required,
  TextField,
  withMessage,
  type Validator,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import { VideoEmbed } from '#ds/video/VideoEmbed';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { StyledStack } from '../moderators.styles';

/** What the server refused when sending an invitation. */
export type InviteModeratorError = {
  fieldErrors?: FieldErrors<'email'>;
  formError?: ScreenMessage;
};

export type InviteModeratorScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The moderator invitation video from settings, shown to the pastor as it is to the person. */
  videoUrl?: string;
  /** Mails an invitation (POST /invite_moderator). */
  onInvite: (email: string) => Promise<InviteModeratorError | void> | InviteModeratorError | void;
  /** The church's moderators. */
  moderatorsHref: string;
};

const emailCheck: Validator<string | undefined> = (value) =>
  value && !isEmail(value.trim().toLowerCase()) ? 'validation.email' : undefined;

const checkEmail = composeValidators<string | undefined>(
  withMessage(required, 'moderators.invite.emailRequired'),
  emailCheck,
  maxLength(LIMITS.email),
);

/**
 * Invite a moderator: the pastor sends a person a link by e-mail; the person accepts it on
 * Become a moderator. The invitation video from settings says what moderators do.
 */
export function InviteModeratorScreen({
  status,
  onRetry,
  videoUrl,
  onInvite,
  moderatorsHref,
}: InviteModeratorScreenProps) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string>();
  const sentRef = useFocusOnChange<HTMLDivElement>(sentTo);

  const submit = async (values: { email: string }, form: { restart: () => void }) => {
    setSentTo(undefined);
    const email = values.email.trim();
    const outcome = await onInvite(email);
    if (outcome) return outcome;
    setSentTo(email);
    form.restart();
    return undefined;
  };

  return (
    <ScreenFrame
      title={t('moderators.invite.title')}
      description={t('moderators.invite.description')}
      breadcrumbs={<Link href={moderatorsHref}>{t('moderators.invite.backToList')}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('moderators.loadFailed')}
      loadingLabel={t('moderators.loading')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={200} />
            <Skeleton variant="rectangle" height={40} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      <Card>
        <Card.Header titleAs="h2" title={t('moderators.invite.cardTitle')} />
        <Card.Body>
          <StyledStack>
            <p>{t('moderators.invite.explain')}</p>
            {videoUrl && <VideoEmbed url={videoUrl} title={t('moderators.invite.videoTitle')} />}
            {sentTo && (
              <InlineAlert
                ref={sentRef}
                tabIndex={-1}
                tone="success"
                title={t('moderators.invite.sent', { email: sentTo })}
                description={t('moderators.invite.sentHint')}
              />
            )}
            <ScreenForm<{ email: string }> onSubmit={submit} size="small">
              {({ submitting }) => (
                <>
                  <TextField
                    name="email"
                    type="email"
                    label={t('moderators.invite.email')}
                    hint={t('moderators.invite.emailHint')}
                    autoComplete="off"
                    validate={checkEmail}
                    required
                  />
                  <Button type="submit" loading={submitting}>
                    {t('moderators.invite.send')}
                  </Button>
                </>
              )}
            </ScreenForm>
          </StyledStack>
        </Card.Body>
      </Card>
    </ScreenFrame>
  );
}
