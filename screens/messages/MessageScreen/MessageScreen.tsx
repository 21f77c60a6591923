import { Text } from '#ds/primitives/Text';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { REPLY_MAX } from '#contract/messages/messages';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { FormErrorSummary, required, Textarea, translateError, withMessage } from '#ds/forms';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { StyledBody, StyledForm, StyledReplies } from './MessageScreen.styles';
import { Stack } from '#ds/primitives/Stack';

export type MessageView = {
  subject: string;
  senderName: string;
  senderEmail: string;
  body: string;
  /** ISO 8601. */
  receivedAt: string;
};

export type MessageReplyView = { id: number; authorName: string; body: string; sentAt: string };

export type MessageScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  message: MessageView | null;
  replies: readonly MessageReplyView[];
  /** Mails the reply to the sender and keeps it (POST /reply_message). */
  onReply: (body: string) => Promise<ScreenMessage | void> | ScreenMessage | void;
  inboxHref: string;
  timeZone?: string;
  /** Tools above the reply box (the AI draft button): `fill` puts a text in the box. */
  replyTools?: (fill: (text: string) => void) => ReactNode;
};

const checkReply = withMessage<string | undefined>(required, 'message.replyRequired');

/** One message of the inbox, the replies kept with it, and a reply by e-mail to its sender. */
export function MessageScreen({
  status,
  onRetry,
  message,
  replies,
  onReply,
  inboxHref,
  timeZone,
  replyTools,
}: MessageScreenProps) {
  const t = useT();
  const format = useDateFormat(timeZone);
  const [error, setError] = useState<ScreenMessage>();
  const [sent, setSent] = useState(0);
  const alertRef = useFocusOnChange<HTMLDivElement>(error);

  const submit = async (values: { body: string }, form: { restart: () => void }) => {
    setError(undefined);
    let outcome: ScreenMessage | void;
    try {
      outcome = await onReply(values.body.trim());
    } catch {
      outcome = 'common.somethingWentWrong';
    }
    if (outcome) {
      setError(outcome);
      return undefined;
    }
    setSent((count) => count + 1);
    form.restart();
    return undefined;
  };

  return (
    <ScreenFrame
      title={message?.subject ?? t('message.title')}
      breadcrumbs={<Link href={inboxHref}>{t('message.backToInbox')}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('message.loadFailed')}
      loadingLabel={t('message.loading')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="text" lines={4} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      {message && (
        <>
          <Card>
            <Card.Body>
              <Stack gap={4}>
                <Text as="p" tone="muted" size="small" wrap="anywhere">
                  {t('message.from', {
                    name: message.senderName,
                    email: message.senderEmail,
                    date: format.dateTime(message.receivedAt),
                  })}
                </Text>
                <StyledBody>{message.body}</StyledBody>
              </Stack>
            </Card.Body>
          </Card>
          {replies.length > 0 && (
            <Card>
              <Card.Header titleAs="h2" title={t('message.repliesTitle')} />
              <Card.Body>
                <StyledReplies>
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <Text as="p" tone="muted" size="small" wrap="anywhere">
                        {t('message.repliedBy', {
                          name: reply.authorName,
                          date: format.dateTime(reply.sentAt),
                        })}
                      </Text>
                      <StyledBody>{reply.body}</StyledBody>
                    </li>
                  ))}
                </StyledReplies>
              </Card.Body>
            </Card>
          )}
          <Card>
            <Card.Header
              titleAs="h2"
              title={t('message.replyTitle')}
              description={t('message.replyHint', { email: message.senderEmail })}
            />
            <Card.Body>
              <Form<{ body: string }>
                onSubmit={submit}
                render={({ handleSubmit, submitting, form }) => (
                  <StyledForm noValidate onSubmit={handleSubmit}>
                    <FormErrorSummary headingLevel={3} />
                    {error && (
                      <InlineAlert
                        ref={alertRef}
                        tabIndex={-1}
                        tone="critical"
                        description={translateError(t, error)}
                      />
                    )}
                    {sent > 0 && !error && (
                      <InlineAlert tone="success" description={t('message.sent')} />
                    )}
                    {replyTools?.((text) => form.change('body', text))}
                    <Textarea
                      name="body"
                      label={t('message.reply')}
                      validate={checkReply}
                      maxLength={REPLY_MAX}
                      required
                    />
                    <Button type="submit" loading={submitting}>
                      {t('message.send')}
                    </Button>
                  </StyledForm>
                )}
              />
            </Card.Body>
          </Card>
        </>
      )}
    </ScreenFrame>
  );
}
