import type { ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import {
  canMoveSupport,
  SUPPORT_LIMITS,
  SUPPORT_REPLY_STATES,
  SUPPORT_STATES,
} from '#contract/support/support';
import type { SupportRequestDetail, SupportState } from '#contract/support/support';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { required, Select, Textarea } from '#ds/forms';
import { useT, type Translate } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import { RecordFacts, type RecordFact } from '#screens/admin/RecordFormParts';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { durationParts } from './durationParts';
import { StyledBody, StyledMoves, StyledThread } from './AdminSupportRequestScreen.styles';

// The admin's page of one support request (decision 077): what it carried, assignment and
// moves, the thread, and the answer form with the AI reply-draft button where it is on.

export type SupportAnswerValues = {
  message: string;
  state: (typeof SUPPORT_REPLY_STATES)[number];
};

/** An admin who can be given the request. */
export type SupportAssignee = { id: number; name: string };

export type AdminSupportRequestScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The request with its context and thread, once loaded. */
  request: SupportRequestDetail | null;
  assignees: readonly SupportAssignee[];
  /** The queue, for the breadcrumb. */
  queueHref: string;
  timeZone?: string;
  /** Gives the request to an admin, or to nobody (`null`). */
  onAssign: (userId: number | null) => void;
  /** Moves the request to a state its transitions allow. */
  onMove: (state: SupportState) => void;
  /** Sends support's answer (mailed to the person) and leaves the request in the chosen state. */
  onAnswer: (values: SupportAnswerValues) => Promise<ScreenFormOutcome | void>;
  onOpenFile: (id: number, name: string) => void;
  /** Tools above the answer box (the AI reply-draft button): `fill` puts a text in the box. */
  answerTools?: (fill: (text: string) => void) => ReactNode;
};

const stateTone = (state: SupportState) =>
  state === 'waiting' ? 'warning' : state === 'resolved' || state === 'closed' ? 'success' : 'info';

const MOVES = SUPPORT_STATES.filter(
  (state): state is 'open' | 'waiting' | 'resolved' | 'closed' => state !== 'new',
);

/** The request's context, as support reads it: who, from where, and the church's status. */
function factsOf(t: Translate, request: SupportRequestDetail): RecordFact[] {
  const { context } = request;
  const none = t('support.admin.none');
  const firstAnswer =
    request.first_answer_seconds === null
      ? t('support.admin.notAnswered')
      : (() => {
          const parts = durationParts(request.first_answer_seconds);
          return t(parts.key, parts.params);
        })();
  return [
    {
      label: t('support.admin.person'),
      value: `${request.person_name} <${request.person_email}>`,
    },
    { label: t('support.admin.page'), value: context.page || none },
    { label: t('support.admin.role'), value: context.role },
    { label: t('support.admin.church'), value: context.church_name || none },
    { label: t('support.admin.browser'), value: context.browser },
    {
      label: t('support.admin.screen'),
      value: t('support.admin.screenSize', {
        width: context.screen_width,
        height: context.screen_height,
      }),
    },
    {
      label: t('support.admin.cardOrder'),
      value:
        context.card_order_number && context.card_order_state
          ? t('support.admin.cardOrderValue', {
              number: context.card_order_number,
              state: t(`resources.card_orders.states.${context.card_order_state}`),
            })
          : none,
    },
    {
      label: t('support.admin.shortLinks'),
      value: t('support.admin.shortLinksValue', {
        active: context.short_links_active,
        disabled: context.short_links_disabled,
      }),
    },
    { label: t('support.admin.firstAnswer'), value: firstAnswer },
  ];
}

/** Who has the request: a choice that applies at once. */
function AssigneeField({
  request,
  assignees,
  onAssign,
}: Pick<AdminSupportRequestScreenProps, 'assignees' | 'onAssign'> & {
  request: SupportRequestDetail;
}) {
  const t = useT();
  const current = request.assigned_user_id === null ? '' : String(request.assigned_user_id);
  return (
    <Form<{ assignee?: string }>
      onSubmit={() => undefined}
      initialValues={{ assignee: current }}
      initialValuesEqual={(a, b) => a?.assignee === b?.assignee}
    >
      {() => (
        <div>
          <Select
            name="assignee"
            label={t('support.admin.assignee')}
            placeholder={t('support.admin.nobody')}
            options={assignees.map((admin) => ({ value: String(admin.id), label: admin.name }))}
          />
          <FormSpy<{ assignee?: string }>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const chosen = values.assignee ?? '';
              if (chosen !== current) onAssign(chosen === '' ? null : Number(chosen));
            }}
          />
        </div>
      )}
    </Form>
  );
}

export function AdminSupportRequestScreen({
  status,
  onRetry,
  request,
  assignees,
  queueHref,
  timeZone,
  onAssign,
  onMove,
  onAnswer,
  onOpenFile,
  answerTools,
}: AdminSupportRequestScreenProps) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  return (
    <ScreenFrame
      status={status}
      {...(onRetry ? { onRetry } : {})}
      title={request ? `${request.number}: ${request.subject}` : t('routes.adminSupportRequest')}
      breadcrumbs={<Link href={queueHref}>{t('routes.adminSupport')}</Link>}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="text" lines={6} />
          </Card.Body>
        </Card>
      }
    >
      {request && (
        <>
          <Card>
            <Card.Header
              titleAs="h2"
              title={t('support.admin.context')}
              actions={
                <Badge tone={stateTone(request.state)}>
                  {t(`support.admin.states.${request.state}`)}
                </Badge>
              }
            />
            <Card.Body>
              <Stack gap={5}>
                <RecordFacts facts={factsOf(t, request)} />
                <StyledMoves>
                  <AssigneeField request={request} assignees={assignees} onAssign={onAssign} />
                  {MOVES.filter((state) => canMoveSupport(request.state, state)).map((state) => (
                    <Button key={state} variant="secondary" onClick={() => onMove(state)}>
                      {t(`support.admin.moves.${state}`)}
                    </Button>
                  ))}
                </StyledMoves>
              </Stack>
            </Card.Body>
          </Card>
          <Card>
            <Card.Header titleAs="h2" title={t('support.admin.thread')} />
            <Card.Body>
              <Stack gap={5}>
                <StyledThread aria-label={t('support.admin.thread')}>
                  {request.messages.map((message) => (
                    <li key={message.id} data-author={message.author}>
                      <Text as="p" tone="muted" size="small" wrap="anywhere">
                        <Text as="strong" weight="semibold">
                          {message.author === 'support'
                            ? `${t('support.thread.support')} (${message.author_name})`
                            : message.author_name}
                        </Text>{' '}
                        {dates.dateTime(message.created_at)}
                        {message.channel === 'mail' ? ` · ${t('support.thread.viaMail')}` : ''}
                      </Text>
                      <StyledBody>{message.body}</StyledBody>
                      {message.attachments.length > 0 && (
                        <div>
                          {message.attachments.map((file) => (
                            <Button
                              key={file.id}
                              variant="plain"
                              size="small"
                              onClick={() => onOpenFile(file.id, file.name)}
                            >
                              {file.name}
                            </Button>
                          ))}
                        </div>
                      )}
                    </li>
                  ))}
                </StyledThread>
                {request.state === 'closed' ? (
                  <InlineAlert tone="info" description={t('support.admin.closedNoAnswer')} />
                ) : (
                  <ScreenForm<SupportAnswerValues>
                    initialValues={{ state: 'waiting' }}
                    onSubmit={async (values, form) => {
                      const outcome = await onAnswer(values);
                      if (!outcome) form.restart({ state: 'waiting' });
                      return outcome;
                    }}
                  >
                    {({ submitting, form }) => (
                      <>
                        {answerTools?.((text) => form.change('message', text))}
                        <Textarea
                          name="message"
                          label={t('support.admin.answer')}
                          validate={required}
                          maxLength={SUPPORT_LIMITS.message}
                        />
                        <Select
                          name="state"
                          label={t('support.admin.then')}
                          placeholder={false}
                          options={SUPPORT_REPLY_STATES.map((state) => ({
                            value: state,
                            label: t(`support.admin.leave.${state}`),
                          }))}
                        />
                        <ScreenForm.Actions>
                          <Button type="submit" loading={submitting}>
                            {t('support.admin.sendAnswer')}
                          </Button>
                        </ScreenForm.Actions>
                      </>
                    )}
                  </ScreenForm>
                )}
              </Stack>
            </Card.Body>
          </Card>
        </>
      )}
    </ScreenFrame>
  );
}
