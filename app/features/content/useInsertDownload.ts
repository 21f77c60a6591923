import { calls } from '#contract/calls';
import type { ContentKind } from '#contract/content/content';
import { useLocale } from '#ds/i18n';
import type { DownloadInsert } from '#screens/content/InsertDownloads';
import { apiClient, saveFile } from '#app/api';
import { reportFailure } from '#app/shared/apiErrors';

/**
 * A bulletin insert's print-ready PDF, made for the reader's church at each click (GET
 * /content/insert_pdf, decision 069) in the app's language, and handed to the browser to save.
 */
export function useInsertDownload(
  kind: Extract<ContentKind, 'bulletin_insert' | 'bulletin_insert_care'>,
  slug: string,
): DownloadInsert {
  const language = useLocale();
  return async (paper) => {
    try {
      saveFile(
        await apiClient.download(
          calls.contentInsertPdf.path,
          { kind, slug, paper, language },
          `${slug}-${paper}.pdf`,
        ),
      );
      return undefined;
    } catch (error) {
      reportFailure('Making a bulletin insert', error);
      return 'common.somethingWentWrong';
    }
  };
}
