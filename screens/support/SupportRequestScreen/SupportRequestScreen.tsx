import type { ReactNode } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { required, Textarea, TextField } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { SupportState } from '#contract/support/support';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { ScreenStatus } from '#screens/shared/messages';

// The support request page (decision 077): the form (subject, message, attachments) with what
// the request carries, the person's own requests, and one request's thread with a reply.

export type SupportFile = { key: string; name: string; busy?: boolean };
export type SupportThreadMessage = {
  id: number;
  mine: boolean;
  author: string;
  viaMail: boolean;
  body: string;
  at: string;
  files: readonly { id: number; name: string }[];
};
export type SupportRequestRow = {
  id: number;
  number: string;
  subject: string;
  state: SupportState;
  at: string;
  href: string;
};
export type SupportRequestValues = { subject: string; message: string };

export type SupportRequestScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The page the request carries ('' when none). */
  page: string;
  files: readonly SupportFile[];
  onAttach: (file: File) => void;
  onRemoveFile: (key: string) => void;
  fileError?: string;
  onSubmit: (values: SupportRequestValues) => Promise<ScreenFormOutcome | void>;
  sent?: string;
  requests: readonly SupportRequestRow[];
  /** The open request's thread, when one is chosen. */
  thread?: {
    number: string;
    subject: string;
    state: SupportState;
    messages: readonly SupportThreadMessage[];
    closed: boolean;
    onReply: (message: string) => Promise<ScreenFormOutcome | void>;
    onOpenFile: (id: number, name: string) => void;
    back: string;
  };
  centerHref: string;
};

const stateTone = (state: SupportState) =>
  state === 'waiting' ? 'warning' : state === 'resolved' || state === 'closed' ? 'success' : 'info';

export function SupportRequestScreen(props: SupportRequestScreenProps) {
  const t = useT();
  const { thread } = props;
  return (
    <ScreenFrame
      status={props.status}
      {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      title={thread ? `${thread.number}: ${thread.subject}` : t('support.request.title')}
      description={thread ? undefined : t('support.request.intro')}
      width="narrow"
    >
      {thread ? (
        <Card>
          <Card.Header
            titleAs="h2"
            title={t('support.admin.thread')}
            actions={
              <Badge tone={stateTone(thread.state)}>{t(`support.states.${thread.state}`)}</Badge>
            }
          />
          <Card.Body>
            <ol aria-label={t('support.admin.thread')}>
              {thread.messages.map((message) => (
                <li key={message.id}>
                  <p>
                    <strong>{message.mine ? t('support.thread.you') : message.author}</strong>{' '}
                    {message.at}
                    {message.viaMail ? ` · ${t('support.thread.viaMail')}` : ''}
                  </p>
                  <p style={{ whiteSpace: 'pre-wrap' }}>{message.body}</p>
                  {message.files.map((file) => (
                    <Button
                      key={file.id}
                      variant="plain"
                      size="small"
                      onClick={() => thread.onOpenFile(file.id, file.name)}
                    >
                      {file.name}
                    </Button>
                  ))}
                </li>
              ))}
            </ol>
            {thread.closed ? (
              <InlineAlert tone="info" title={t('support.thread.closed')} />
            ) : (
              <ScreenForm<{ reply: string }>
                onSubmit={async (values, form) => {
                  const outcome = await thread.onReply(values.reply);
                  if (!outcome) form.restart();
                  return outcome;
                }}
              >
                {({ submitting }) => (
                  <>
                    <Textarea name="reply" label={t('support.thread.reply')} validate={required} />
                    <ScreenForm.Actions>
                      <Button type="submit" loading={submitting}>
                        {t('support.thread.sendReply')}
                      </Button>
                    </ScreenForm.Actions>
                  </>
                )}
              </ScreenForm>
            )}
            <Link href={thread.back}>{t('support.thread.back')}</Link>
          </Card.Body>
        </Card>
      ) : (
        <>
          {props.sent && <InlineAlert tone="success" title={props.sent} />}
          <Card>
            <Card.Body>
              <ScreenForm<SupportRequestValues>
                onSubmit={async (values, form) => {
                  const outcome = await props.onSubmit(values);
                  if (!outcome) form.restart();
                  return outcome;
                }}
              >
                {({ submitting }) => (
                  <>
                    <TextField
                      name="subject"
                      label={t('support.request.subject')}
                      validate={required}
                      maxLength={200}
                    />
                    <Textarea
                      name="message"
                      label={t('support.request.message')}
                      validate={required}
                      maxLength={10_000}
                    />
                    <AttachmentsField {...props} />
                    <p>
                      {t('support.request.carried', {
                        page: props.page || t('support.request.noPage'),
                      })}
                    </p>
                    <ScreenForm.Actions>
                      <Button
                        type="submit"
                        loading={submitting}
                        disabled={props.files.some((file) => file.busy)}
                      >
                        {t('support.request.send')}
                      </Button>
                    </ScreenForm.Actions>
                  </>
                )}
              </ScreenForm>
            </Card.Body>
          </Card>
          <Card>
            <Card.Header titleAs="h2" title={t('support.mine.title')} />
            <Card.Body>
              {props.requests.length === 0 ? (
                <p>{t('support.mine.empty')}</p>
              ) : (
                <ul>
                  {props.requests.map((request) => (
                    <li key={request.id}>
                      <Link href={request.href}>
                        {request.number}: {request.subject}
                      </Link>{' '}
                      <Badge tone={stateTone(request.state)}>
                        {t(`support.states.${request.state}`)}
                      </Badge>{' '}
                      {t('support.mine.asked', { date: request.at })}
                    </li>
                  ))}
                </ul>
              )}
              <Link href={props.centerHref}>{t('routes.supportCenter')}</Link>
            </Card.Body>
          </Card>
        </>
      )}
    </ScreenFrame>
  );
}

function AttachmentsField({
  files,
  onAttach,
  onRemoveFile,
  fileError,
}: Pick<
  SupportRequestScreenProps,
  'files' | 'onAttach' | 'onRemoveFile' | 'fileError'
>): ReactNode {
  const t = useT();
  return (
    <fieldset>
      <legend>{t('support.request.attachments')}</legend>
      <p id="support-attach-hint">{t('support.request.attachHint')}</p>
      <input
        type="file"
        aria-label={t('support.request.attach')}
        aria-describedby="support-attach-hint"
        accept="application/pdf,image/png,image/jpeg,image/webp"
        disabled={files.length >= 5}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onAttach(file);
          event.currentTarget.value = '';
        }}
      />
      {fileError && <InlineAlert tone="critical" title={fileError} />}
      <ul>
        {files.map((file) => (
          <li key={file.key}>
            {file.busy ? t('support.request.uploading', { name: file.name }) : file.name}{' '}
            {!file.busy && (
              <Button variant="plain" size="small" onClick={() => onRemoveFile(file.key)}>
                {t('support.request.remove', { name: file.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
