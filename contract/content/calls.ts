import { endpoint } from '#contract/endpoint.ts';
import { FileAnswer } from '#contract/billing/billing.ts';
import { ContentRecord } from './contentResource.ts';
import {
  ContentAttachmentRemoveRequest,
  ContentAttachmentUploadRequest,
  ContentDetail,
  ContentDownloadLink,
  ContentDownloadLinkRequest,
  ContentDownloadRequest,
  ContentItemRequest,
  ContentItemsRequest,
  ContentItemsResponse,
  ContentMarkReadRequest,
  ContentMarkReadResponse,
  ContentPreviewRequest,
  ContentRestoreRequest,
  ContentRevisionsRequest,
  ContentRevisionsResponse,
} from './content.ts';
import { InsertPdfRequest } from './inserts.ts';

/**
 * The readers' calls (decision 068), gathered in contract/calls.ts: lists and items they may
 * read now, and fresh signed links to attachments (the download is public: the link is the key).
 */
export const contentCalls = {
  contentItems: endpoint('POST', '/content/items', ContentItemsRequest, ContentItemsResponse),
  contentItem: endpoint('POST', '/content/item', ContentItemRequest, ContentDetail),
  contentDownloadLink: endpoint(
    'POST',
    '/content/download_link',
    ContentDownloadLinkRequest,
    ContentDownloadLink,
  ),
  contentMarkRead: endpoint(
    'POST',
    '/content/mark_read',
    ContentMarkReadRequest,
    ContentMarkReadResponse,
  ),
  /** The file itself: a link the browser follows, not a call of the API client. */
  contentDownload: endpoint('GET', '/content/download', ContentDownloadRequest, FileAnswer),
  /** A bulletin insert as a print-ready PDF made for the caller's church (decision 069). */
  contentInsertPdf: endpoint('GET', '/content/insert_pdf', InsertPdfRequest, FileAnswer),
};

/**
 * The admin's calls beside the `content` resource, gathered in contract/endpoints.ts: revisions,
 * restoring one, the readers' view of an item in any status, and attachments.
 */
export const contentAdminCalls = {
  contentRevisions: endpoint(
    'POST',
    '/admin/content/revisions',
    ContentRevisionsRequest,
    ContentRevisionsResponse,
  ),
  contentRestore: endpoint('POST', '/admin/content/restore', ContentRestoreRequest, ContentRecord),
  contentPreview: endpoint('POST', '/admin/content/preview', ContentPreviewRequest, ContentDetail),
  contentAttachmentUpload: endpoint(
    'POST',
    '/admin/content/attachment',
    ContentAttachmentUploadRequest,
    ContentRecord,
    'multipart',
  ),
  contentAttachmentRemove: endpoint(
    'POST',
    '/admin/content/attachment_remove',
    ContentAttachmentRemoveRequest,
    ContentRecord,
  ),
};
