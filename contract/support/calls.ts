import { endpoint } from '#contract/endpoint.ts';
import { FileAnswer } from '#contract/billing/billing.ts';
import { EmptyRequest } from '#contract/common.ts';
import {
  SupportAdminReplyRequest,
  SupportAssigneesResponse,
  SupportAssignRequest,
  SupportAttachment,
  SupportAttachmentFileRequest,
  SupportAttachmentUploadRequest,
  SupportReplyRequest,
  SupportRequestCreate,
  SupportRequestDetail,
  SupportRequestId,
  SupportRequestsResponse,
  SupportTransitionRequest,
} from './support.ts';

/**
 * The person's support calls (decision 077), gathered in contract/calls.ts: attach a file, ask,
 * list their requests, read one with its thread, and reply.
 */
export const supportCalls = {
  supportAttachmentUpload: endpoint(
    'POST',
    '/support/attachment',
    SupportAttachmentUploadRequest,
    SupportAttachment,
    'multipart',
  ),
  supportRequestCreate: endpoint(
    'POST',
    '/support/request_create',
    SupportRequestCreate,
    SupportRequestDetail,
  ),
  supportRequests: endpoint('POST', '/support/requests', EmptyRequest, SupportRequestsResponse),
  supportRequest: endpoint('POST', '/support/request', SupportRequestId, SupportRequestDetail),
  supportReply: endpoint('POST', '/support/reply', SupportReplyRequest, SupportRequestDetail),
  /** An attachment's file, to its request's person and to admins (the API client's `download`). */
  supportAttachmentFile: endpoint(
    'GET',
    '/support/attachment_file',
    SupportAttachmentFileRequest,
    FileAnswer,
  ),
};

/**
 * The admin's calls beside the `support_requests` resource, gathered in contract/endpoints.ts:
 * a request with its thread, answering, moving and assigning it.
 */
export const supportAdminCalls = {
  supportAdminRequest: endpoint(
    'POST',
    '/admin/support/request',
    SupportRequestId,
    SupportRequestDetail,
  ),
  supportAdminReply: endpoint(
    'POST',
    '/admin/support/reply',
    SupportAdminReplyRequest,
    SupportRequestDetail,
  ),
  supportTransition: endpoint(
    'POST',
    '/admin/support/transition',
    SupportTransitionRequest,
    SupportRequestDetail,
  ),
  supportAssign: endpoint(
    'POST',
    '/admin/support/assign',
    SupportAssignRequest,
    SupportRequestDetail,
  ),
  supportAssignees: endpoint(
    'POST',
    '/admin/support/assignees',
    EmptyRequest,
    SupportAssigneesResponse,
  ),
};
