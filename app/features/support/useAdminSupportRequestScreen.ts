import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import type { AdminSupportRequestScreenProps } from '#screens/support/AdminSupportRequestScreen';
import { apiClient, errorCode, saveFile } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';

/**
 * One support request for an admin (decision 077): its detail and the admins to assign it to,
 * and the answer, move and assignment calls. The AI draft button is placed by the container.
 */
export function useAdminSupportRequestScreen(): Omit<
  AdminSupportRequestScreenProps,
  'answerTools'
> & { id: number } {
  const href = useRouteHref();
  const id = Number(useRouteParam('requestId') ?? '') || 0;
  const request = useQuery({
    ...endpointQuery(endpoints.supportAdminRequest, { id }),
    enabled: id > 0,
  });
  const assignees = useQuery(endpointQuery(endpoints.supportAssignees, {}));
  const answer = useMutation(endpointMutation(endpoints.supportAdminReply));
  const move = useMutation(endpointMutation(endpoints.supportTransition));
  const assign = useMutation(endpointMutation(endpoints.supportAssign));
  return {
    id,
    ...(id > 0 ? screenStateOf([request]) : { status: 'error' as const }),
    request: request.data ?? null,
    assignees: assignees.data?.items ?? [],
    queueHref: href('adminSupport'),
    onAssign: (userId) => {
      assign
        .mutateAsync({ id, user_id: userId })
        .catch((error: unknown) => reportFailure('Assigning a support request', error));
    },
    onMove: (state) => {
      move
        .mutateAsync({ id, state })
        .catch((error: unknown) => reportFailure('Moving a support request', error));
    },
    onAnswer: async (values) => {
      try {
        await answer.mutateAsync({ id, ...values });
        return undefined;
      } catch (error) {
        reportFailure('Answering a support request', error);
        return errorCode(error) === 'conflict'
          ? { formError: 'support.admin.wrongState' }
          : { formError: 'support.admin.failed' };
      }
    },
    onOpenFile: (fileId, name) => {
      apiClient
        .download(endpoints.supportAttachmentFile.path, { id: fileId }, name)
        .then(saveFile)
        .catch((error: unknown) => reportFailure('Downloading a support attachment', error));
    },
  };
}
