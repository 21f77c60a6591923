import type { EndpointName } from '#contract';

/** The support feature's endpoints that only read (decision 077), POSTs though most are. */
export const supportQueries = [
  'supportRequests',
  'supportRequest',
  'supportAttachmentFile',
  'supportAdminRequest',
  'supportAssignees',
] as const satisfies readonly EndpointName[];

/** The queue's reads: the resource's list and record, and a request's page. */
const queue = ['support_requestsList', 'support_requestsGet', 'supportAdminRequest'] as const;

/** What each of the support feature's writes changes. */
export const supportInvalidations = {
  // An upload waits for the request or reply that takes it: nothing cached changes.
  supportAttachmentUpload: [],
  supportRequestCreate: ['supportRequests', 'supportRequest', ...queue],
  supportReply: ['supportRequests', 'supportRequest', ...queue],
  supportAdminReply: [...queue],
  supportTransition: [...queue],
  supportAssign: [...queue],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
