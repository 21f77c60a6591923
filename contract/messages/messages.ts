import { array, boolean, enums, nullable, object, optional, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, Id, IsoDateTime, QueryId, queryInteger } from '#contract/validation.ts';

export const MESSAGE_FILTERS = ['all', 'unread'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;

/** One row of the inbox. */
export const MessageSummary = object({
  id: Id,
  sender_name: string(),
  sender_email: string(),
  subject: string(),
  /** The start of the text, for the list. */
  preview: string(),
  read: boolean(),
  replied: boolean(),
  created_at: IsoDateTime,
});
export type MessageSummary = Infer<typeof MessageSummary>;

const SearchText = refine(string(), 'search', (value) =>
  value.length <= 100 ? true : 'Use at most 100 characters.',
);

/** GET /messages: the caller's church's inbox, newest first, paged and searched on the server. */
export const MessagesRequest = object({
  page: optional(queryInteger(1, 100_000)),
  page_size: optional(queryInteger(1, 100)),
  search: optional(SearchText),
  filter: optional(enums(MESSAGE_FILTERS)),
});
export type MessagesRequest = Infer<typeof MessagesRequest>;

export const MessagesResponse = object({
  messages: array(MessageSummary),
  /** Messages that match the search and filter. */
  total: Count,
  /** Unread messages of the church, whatever the search. */
  unread: Count,
  page: Count,
  page_size: Count,
});
export type MessagesResponse = Infer<typeof MessagesResponse>;

export const MessageReply = object({
  id: Id,
  author_name: string(),
  body: string(),
  created_at: IsoDateTime,
});
export type MessageReply = Infer<typeof MessageReply>;

/** GET /messages/{id}: one message with its replies. */
export const MessageRequest = object({ id: QueryId });
export type MessageRequest = Infer<typeof MessageRequest>;

export const MessageDetail = object({
  message: object({
    id: Id,
    sender_name: string(),
    sender_email: string(),
    subject: string(),
    body: string(),
    read: boolean(),
    created_at: IsoDateTime,
    read_at: nullable(IsoDateTime),
  }),
  replies: array(MessageReply),
});
export type MessageDetail = Infer<typeof MessageDetail>;

/** POST /read_message: marks one message read (opening it does). */
export const ReadMessageRequest = object({ id: Id });
export type ReadMessageRequest = Infer<typeof ReadMessageRequest>;

export const REPLY_MAX = 5000;

/** POST /reply_message: mailed to the sender, kept with the message. */
export const ReplyMessageRequest = object({
  id: Id,
  body: refine(string(), 'reply', (value) => {
    if (value.trim() === '') return 'Write your reply.';
    if (value.length > REPLY_MAX) return `Use at most ${REPLY_MAX} characters.`;
    return true;
  }),
});
export type ReplyMessageRequest = Infer<typeof ReplyMessageRequest>;
