import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calls } from '#contract/calls';
import type { MessageScreenProps } from '#screens/messages/MessageScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';

/** What a refused reply means to the person. */
export function replyErrorOf(error: unknown): ScreenMessage {
  if (errorCode(error) === 'too_many_requests') {
    return { key: 'message.throttled', params: { count: retryAfterMinutes(error) } };
  }
  if (errorCode(error) === 'validation_failed') return 'message.replyRequired';
  return 'common.somethingWentWrong';
}

/**
 * One message (GET /messages/{id} at masseage/{id}): opening an unread message marks it read
 * (POST /read_message), which refreshes the inbox and its count; a reply is mailed and kept.
 */
export function useMessageScreen(): MessageScreenProps {
  const href = useRouteHref();
  const id = Number(useRouteParam('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...endpointQuery(calls.message, { id }), enabled: valid });
  const read = useMutation(endpointMutation(calls.readMessage));
  const reply = useMutation(endpointMutation(calls.replyMessage));
  const unread = detail.data?.message.read === false;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unread) markRead({ id });
  }, [unread, id, markRead]);

  const message = detail.data?.message;
  return {
    ...(valid ? screenStateOf([detail]) : { status: 'error' as const }),
    message: message
      ? {
          subject: message.subject,
          senderName: message.sender_name,
          senderEmail: message.sender_email,
          body: message.body,
          receivedAt: message.created_at,
        }
      : null,
    replies: (detail.data?.replies ?? []).map((row) => ({
      id: row.id,
      authorName: row.author_name,
      body: row.body,
      sentAt: row.created_at,
    })),
    onReply: async (body): Promise<ScreenMessage | void> => {
      try {
        await reply.mutateAsync({ id, body });
      } catch (error) {
        reportFailure('Replying to a message', error);
        return replyErrorOf(error);
      }
    },
    inboxHref: href('inbox'),
  };
}
