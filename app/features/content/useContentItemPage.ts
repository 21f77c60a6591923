import { useMutation, useQuery } from '@tanstack/react-query';
import { contentResource, type ContentRecord } from '#contract/content/contentResource';
import { useT, type MessageKey } from '#ds/i18n';
import type { RecordDeleteAction, RecordFact } from '#screens/admin/RecordFormParts';
import { useDateFormat } from '#screens/shared/formatDate';
import { errorCode } from '#app/api';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf, type QueryState } from '#app/shared/screenStatus';

const contents = resourceQueries(contentResource);

type DeleteWording = {
  label: MessageKey;
  message: MessageKey;
  /** Where the failure is reported, e.g. 'Deleting an answer'. */
  failure: string;
  /** Where to go once it is gone. */
  then: () => void;
};

/**
 * A saved content item's admin page, of any kind (study guides, the player's answers, care
 * videos, the support center's answers): the item found by its slug, the page's loading and
 * 'gone' states, its created and updated facts, and its delete action, for ContentFormScreen.
 */
export function useContentItemPage(
  find: { slug: string; kind?: string; section?: string },
  deleting: DeleteWording,
) {
  const t = useT();
  const dates = useDateFormat();
  const found = useQuery(
    contents.list({
      page: 1,
      page_size: 1,
      sort: 'updated_at',
      direction: 'desc',
      ...find,
    } as ResourceListInput<typeof contentResource>),
  );
  const id = (found.data?.items[0] as ContentRecord | undefined)?.id;
  const record = useQuery({ ...contents.get(id ?? 0), enabled: id !== undefined });
  const item = record.data as ContentRecord | undefined;
  const remove = useMutation(contents.remove());
  const missing = found.data !== undefined && found.data.items.length === 0;
  const state = missing
    ? { status: 'error' as const, onRetry: () => void found.refetch() }
    : screenStateOf(id === undefined ? [found as QueryState] : ([found, record] as QueryState[]));
  return {
    item,
    missing,
    state,
    /** The form starts again for each saved version. */
    formKey: item ? `${item.id}-${item.updated_at}` : 'loading',
    facts: (item
      ? [
          {
            label: t('resources.content.fields.created_at'),
            value: dates.dateTime(item.created_at),
          },
          {
            label: t('resources.content.fields.updated_at'),
            value: dates.dateTime(item.updated_at),
          },
        ]
      : undefined) satisfies RecordFact[] | undefined,
    deleteAction: (item
      ? {
          label: t(deleting.label),
          message: t(deleting.message),
          onDelete: async () => {
            try {
              await remove.mutateAsync({ id: item.id } as never);
              deleting.then();
              return undefined;
            } catch (error) {
              reportFailure(deleting.failure, error);
              return errorCode(error) === 'not_found'
                ? 'adminResources.gone'
                : 'common.somethingWentWrong';
            }
          },
        }
      : undefined) satisfies RecordDeleteAction | undefined,
  };
}
