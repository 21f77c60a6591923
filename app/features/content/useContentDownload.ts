import { useMutation } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import type { DownloadResult } from '#screens/content/contentViews';
import { endpointMutation } from '#app/query/endpointMutation';
import { reportFailure } from '#app/shared/apiErrors';

/**
 * A content file's download: a fresh signed link at each click (it holds 15 minutes and is
 * never kept), which the browser then follows; the server names the file in its own letters.
 */
export function useContentDownload() {
  const link = useMutation(endpointMutation(calls.contentDownloadLink));
  return async (attachmentId: number): Promise<DownloadResult> => {
    try {
      const { url } = await link.mutateAsync({ attachment_id: attachmentId });
      window.location.assign(url);
      return undefined;
    } catch (error) {
      reportFailure('Asking for a content download link', error);
      return 'education.downloadFailed';
    }
  };
}
