import type { EndpointName } from '#contract';
import { afterResourceWrite } from '#app/query/resourceInvalidations';

/**
 * The content feature's endpoints that only read (decision 068): the readers' lists and items
 * and the admin's revisions and preview, POSTs though they are.
 */
export const contentQueries = [
  'contentItems',
  'contentItem',
  'contentDownload',
  'contentInsertPdf',
  'contentRevisions',
  'contentPreview',
] as const satisfies readonly EndpointName[];

/** What each of the content feature's writes changes: the queries to refresh after it succeeds. */
export const contentInvalidations = {
  // A link is made for the moment; nothing cached changes.
  contentDownloadLink: [],
  // The unread marks and counts of the lists (the dashboard's posts).
  contentMarkRead: ['contentItems'],
  contentRestore: [...afterResourceWrite, 'contentRevisions', 'contentPreview'],
  contentAttachmentUpload: [...afterResourceWrite, 'contentPreview'],
  contentAttachmentRemove: [...afterResourceWrite, 'contentPreview'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
