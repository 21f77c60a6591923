import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { calls } from '#contract/calls';
import { SUPPORT_LIMITS } from '#contract/support/support';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import { SupportRequestScreen, type SupportFile } from '#screens/support/SupportRequestScreen';
import { apiClient, errorCode, saveFile, uploadToEndpoint } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';

/** The page the person came from: `?from=/orderCards` (a path of this app only). */
function pageFrom(search: URLSearchParams): string {
  const from = search.get('from') ?? '';
  return /^\/[^\s/][^\s]*$|^\/$/.test(from) ? from.slice(0, SUPPORT_LIMITS.page) : '';
}

/** The support request page (decision 077): the form, the person's requests and a thread. */
export function SupportRequestContainer() {
  const t = useT();
  const href = useRouteHref();
  const dates = useDateFormat();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useLocation().search);
  const requestId = Number(search.get('request') ?? '') || undefined;
  const page = pageFrom(search);
  const [files, setFiles] = useState<(SupportFile & { id?: number })[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const mine = useQuery(endpointQuery(calls.supportRequests, {}));
  const thread = useQuery({
    ...endpointQuery(calls.supportRequest, { id: requestId ?? 1 }),
    enabled: requestId !== undefined,
  });
  const create = useMutation(endpointMutation(calls.supportRequestCreate));
  const reply = useMutation(endpointMutation(calls.supportReply));

  const attach = async (file: File) => {
    setFileError(undefined);
    if (file.size > SUPPORT_LIMITS.attachmentBytes) {
      setFileError(t('support.request.errors.fileSize', { name: file.name }));
      return;
    }
    const key = `${file.name}-${Date.now()}`;
    setFiles((now) => [...now, { key, name: file.name, busy: true }]);
    try {
      const saved = await uploadToEndpoint(
        apiClient,
        calls.supportAttachmentUpload,
        {},
        {
          field: 'file',
          blob: file,
          name: file.name,
        },
      );
      setFiles((now) =>
        now.map((each) => (each.key === key ? { key, name: saved.name, id: saved.id } : each)),
      );
    } catch (error) {
      setFiles((now) => now.filter((each) => each.key !== key));
      const code = errorCode(error);
      setFileError(
        code === 'too_many_requests'
          ? t('support.request.errors.tooOften')
          : code === 'payload_too_large'
            ? t('support.request.errors.fileSize', { name: file.name })
            : t('support.request.errors.fileType', { name: file.name }),
      );
    }
  };

  const openFile = async (id: number, name: string) => {
    try {
      saveFile(await apiClient.download(calls.supportAttachmentFile.path, { id }, name));
    } catch (error) {
      reportFailure('Downloading a support attachment', error);
    }
  };

  const failure = (error: unknown) =>
    errorCode(error) === 'too_many_requests'
      ? { formError: 'support.request.errors.tooOften' as const }
      : { formError: 'support.request.errors.failed' as const };

  const detail = thread.data;
  return (
    <SupportRequestScreen
      {...screenStateOf(requestId ? [mine, thread] : [mine])}
      page={page}
      files={files}
      onAttach={(file) => void attach(file)}
      onRemoveFile={(key) => setFiles((now) => now.filter((each) => each.key !== key))}
      {...(fileError ? { fileError } : {})}
      {...(sent ? { sent } : {})}
      onSubmit={async (values) => {
        setSent(undefined);
        try {
          const made = await create.mutateAsync({
            subject: values.subject,
            message: values.message,
            page,
            screen_width: Math.round(window.innerWidth),
            screen_height: Math.round(window.innerHeight),
            attachment_ids: files.flatMap((file) => (file.id ? [file.id] : [])),
          });
          setFiles([]);
          setSent(t('support.request.sent', { number: made.number }));
          await queryClient.invalidateQueries();
          return undefined;
        } catch (error) {
          reportFailure('Sending a support request', error);
          return failure(error);
        }
      }}
      requests={(mine.data?.items ?? []).map((item) => ({
        id: item.id,
        number: item.number,
        subject: item.subject,
        state: item.state,
        at: dates.date(item.created_at),
        href: href('supportRequest', { search: `?request=${item.id}` }),
      }))}
      centerHref={href('supportCenter')}
      {...(requestId && detail
        ? {
            thread: {
              number: detail.number,
              subject: detail.subject,
              state: detail.state,
              closed: detail.state === 'closed',
              back: href('supportRequest'),
              onOpenFile: (id: number, name: string) => void openFile(id, name),
              messages: detail.messages.map((message) => ({
                id: message.id,
                mine: message.author === 'person',
                author:
                  message.author === 'person' ? message.author_name : t('support.thread.support'),
                viaMail: message.channel === 'mail',
                body: message.body,
                at: dates.dateTime(message.created_at),
                files: message.attachments,
              })),
              onReply: async (message: string) => {
                try {
                  await reply.mutateAsync({ id: detail.id, message, attachment_ids: [] });
                  return undefined;
                } catch (error) {
                  reportFailure('Replying to a support request', error);
                  return failure(error);
                }
              },
            },
          }
        : {})}
    />
  );
}
