import type { EndpointName } from '#contract';

/** The messages feature's endpoints that only read: their answers are what queries cache. */
export const messagesQueries = ['messages', 'message'] as const satisfies readonly EndpointName[];

/** What each of the messages feature's writes changes: the queries to refresh after it succeeds. */
export const messagesInvalidations = {
  // The profile carries the unread count of the menu and dashboard.
  readMessage: ['messages', 'message', 'lookupProfile'],
  replyMessage: ['messages', 'message'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
