import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpoints } from '#contract';
import { supportRequestsResource } from '#contract/resources';
import { canMoveSupport, SUPPORT_REPLY_STATES, SUPPORT_STATES } from '#contract/support/support';
import type { SupportRequestDetail } from '#contract/support/support';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { required, Select, Textarea } from '#ds/forms';
import { useT } from '#ds/i18n';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { useDateFormat } from '#screens/shared/formatDate';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { apiClient, errorCode, saveFile } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';

/** The admin's support queue (decision 077): the generic list with its filters. */
export function AdminSupportContainer() {
  const list = useResourceListScreen(supportRequestsResource, {
    routes: { list: 'adminSupport', record: { name: 'adminSupportRequest', param: 'requestId' } },
  });
  return <ResourceListScreen {...list} />;
}

/** Seconds as the queue shows a wait: minutes, hours and minutes, or days and hours. */
export function durationParts(seconds: number): {
  key: 'support.duration.minutes' | 'support.duration.hours' | 'support.duration.days';
  params: Record<string, number>;
} {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'support.duration.minutes' as const, params: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return { key: 'support.duration.hours' as const, params: { hours, minutes: minutes % 60 } };
  return {
    key: 'support.duration.days' as const,
    params: { days: Math.floor(hours / 24), hours: hours % 24 },
  };
}

type AnswerValues = { message: string; state: (typeof SUPPORT_REPLY_STATES)[number] };

/**
 * One request: what it carried, its thread, the answer form, assignment and moves. The answer
 * form takes an optional `draftAction` (the AI reply-draft button, placed by its own feature).
 */
export function AdminSupportRequestContainer({ draftAction }: { draftAction?: ReactNode } = {}) {
  const t = useT();
  const href = useRouteHref();
  const dates = useDateFormat();
  const id = Number(useRouteParam('requestId') ?? '') || 0;
  const request = useQuery(endpointQuery(endpoints.supportAdminRequest, { id }));
  const assignees = useQuery(endpointQuery(endpoints.supportAssignees, {}));
  const answer = useMutation(endpointMutation(endpoints.supportAdminReply));
  const move = useMutation(endpointMutation(endpoints.supportTransition));
  const assign = useMutation(endpointMutation(endpoints.supportAssign));
  const data: SupportRequestDetail | undefined = request.data;
  const facts = (detail: SupportRequestDetail) => [
    [t('support.admin.person'), `${detail.person_name} <${detail.person_email}>`],
    [t('support.admin.page'), detail.context.page || t('support.admin.none')],
    [t('support.admin.role'), detail.context.role],
    [t('support.admin.church'), detail.context.church_name || t('support.admin.none')],
    [t('support.admin.browser'), detail.context.browser],
    [
      t('support.admin.screen'),
      t('support.admin.screenSize', {
        width: detail.context.screen_width,
        height: detail.context.screen_height,
      }),
    ],
    [
      t('support.admin.cardOrder'),
      detail.context.card_order_number && detail.context.card_order_state
        ? t('support.admin.cardOrderValue', {
            number: detail.context.card_order_number,
            state: t(`resources.card_orders.states.${detail.context.card_order_state}`),
          })
        : t('support.admin.none'),
    ],
    [
      t('support.admin.shortLinks'),
      t('support.admin.shortLinksValue', {
        active: detail.context.short_links_active,
        disabled: detail.context.short_links_disabled,
      }),
    ],
    [
      t('support.admin.firstAnswer'),
      detail.first_answer_seconds === null
        ? t('support.admin.notAnswered')
        : (() => {
            const parts = durationParts(detail.first_answer_seconds);
            return t(parts.key, parts.params);
          })(),
    ],
  ];
  const openFile = async (fileId: number, name: string) => {
    try {
      saveFile(
        await apiClient.download(endpoints.supportAttachmentFile.path, { id: fileId }, name),
      );
    } catch (error) {
      reportFailure('Downloading a support attachment', error);
    }
  };
  const failed = (error: unknown) =>
    errorCode(error) === 'conflict'
      ? { formError: 'support.admin.wrongState' as const }
      : { formError: 'support.admin.failed' as const };
  return (
    <ScreenFrame
      {...screenStateOf([request])}
      title={data ? `${data.number}: ${data.subject}` : t('routes.adminSupportRequest')}
      breadcrumbs={<a href={href('adminSupport')}>{t('routes.adminSupport')}</a>}
    >
      {data && (
        <>
          <Card>
            <Card.Header
              titleAs="h2"
              title={t('support.admin.context')}
              actions={<Badge tone="info">{t(`support.admin.states.${data.state}`)}</Badge>}
            />
            <Card.Body>
              <dl>
                {facts(data).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <label htmlFor="support-assignee">{t('support.admin.assignee')}</label>{' '}
              <select
                id="support-assignee"
                value={data.assigned_user_id === null ? '' : String(data.assigned_user_id)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  assign
                    .mutateAsync({ id: data.id, user_id: value === '' ? null : Number(value) })
                    .catch((error: unknown) => reportFailure('Assigning a support request', error));
                }}
              >
                <option value="">{t('support.admin.nobody')}</option>
                {(assignees.data?.items ?? []).map((admin) => (
                  <option key={admin.id} value={String(admin.id)}>
                    {admin.name}
                  </option>
                ))}
              </select>
              {SUPPORT_STATES.filter((state) => canMoveSupport(data.state, state)).map((state) => (
                <Button
                  key={state}
                  variant="secondary"
                  onClick={() =>
                    void move
                      .mutateAsync({ id: data.id, state })
                      .catch((error: unknown) => reportFailure('Moving a support request', error))
                  }
                >
                  {t(`support.admin.moves.${state as 'open' | 'waiting' | 'resolved' | 'closed'}`)}
                </Button>
              ))}
            </Card.Body>
          </Card>
          <Card>
            <Card.Header titleAs="h2" title={t('support.admin.thread')} />
            <Card.Body>
              <ol>
                {data.messages.map((message) => (
                  <li key={message.id}>
                    <p>
                      <strong>
                        {message.author === 'support'
                          ? `${t('support.thread.support')} (${message.author_name})`
                          : message.author_name}
                      </strong>{' '}
                      {dates.dateTime(message.created_at)}
                      {message.channel === 'mail' ? ` · ${t('support.thread.viaMail')}` : ''}
                    </p>
                    <p style={{ whiteSpace: 'pre-wrap' }}>{message.body}</p>
                    {message.attachments.map((file) => (
                      <Button
                        key={file.id}
                        variant="plain"
                        size="small"
                        onClick={() => void openFile(file.id, file.name)}
                      >
                        {file.name}
                      </Button>
                    ))}
                  </li>
                ))}
              </ol>
              {data.state === 'closed' ? (
                <p>{t('support.admin.closedNoAnswer')}</p>
              ) : (
                <ScreenForm<AnswerValues>
                  initialValues={{ state: 'waiting' }}
                  onSubmit={async (values, form) => {
                    try {
                      await answer.mutateAsync({ id: data.id, ...values });
                      form.restart({ state: 'waiting' });
                      return undefined;
                    } catch (error) {
                      reportFailure('Answering a support request', error);
                      return failed(error);
                    }
                  }}
                >
                  {({ submitting }) => (
                    <>
                      <Textarea
                        name="message"
                        label={t('support.admin.answer')}
                        validate={required}
                      />
                      {draftAction}
                      <Select
                        name="state"
                        label={t('support.admin.then')}
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
            </Card.Body>
          </Card>
        </>
      )}
    </ScreenFrame>
  );
}
