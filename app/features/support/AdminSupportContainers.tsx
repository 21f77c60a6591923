import { useMutation } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { supportRequestsResource } from '#contract/resources';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { AdminSupportRequestScreen } from '#screens/support/AdminSupportRequestScreen';
import { ReplyDraftButton } from '#app/features/ai/ReplyDraftButton';
import { endpointMutation } from '#app/query/endpointMutation';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';
import { useAdminSupportRequestScreen } from './useAdminSupportRequestScreen';

/** The admin's support queue (decision 077): the generic list with its filters. */
export function AdminSupportContainer() {
  const list = useResourceListScreen(supportRequestsResource, {
    routes: { list: 'adminSupport', record: { name: 'adminSupportRequest', param: 'requestId' } },
  });
  return <ResourceListScreen {...list} />;
}

/**
 * One request on its presentational screen; the AI reply-draft button (decision 078) sits above
 * the answer box, asks POST /ai/support_reply_draft, and shows only while reply drafts are on.
 */
export function AdminSupportRequestContainer() {
  const { id, ...screen } = useAdminSupportRequestScreen();
  const draft = useMutation(endpointMutation(endpoints.supportReplyDraft));
  return (
    <AdminSupportRequestScreen
      {...screen}
      answerTools={(fill) => (
        <ReplyDraftButton
          id={id}
          onDraft={fill}
          fetchDraft={(requestId) => draft.mutateAsync({ request_id: requestId })}
        />
      )}
    />
  );
}
