import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpoints } from '#contract/endpoints';
import type { AppLocale } from '#contract/locales';
import { useToast } from '#ds/feedback/Toast';
import { useT } from '#ds/i18n';
import {
  ContentPreview,
  ContentRevisions,
  type PanelState,
} from '#screens/contentAdmin/ContentItemPanels';
import { useDateFormat } from '#screens/shared/formatDate';
import { errorCode } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';

// A saved content item's preview and revisions, for every admin page of a content item (the
// admin's pages, monthly pages and posts, and the website player's answers).

export const panelState = (query: { isPending: boolean; isError: boolean }): PanelState =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/** The reader's view of the item in each language (POST /admin/content/preview). */
export function ContentPreviewPanel({ id }: { id: number }) {
  const [language, setLanguage] = useState<AppLocale>('en');
  const preview = useQuery(endpointQuery(endpoints.contentPreview, { id, language }));
  return (
    <ContentPreview
      language={language}
      onLanguageChange={setLanguage}
      state={panelState(preview)}
      onRetry={() => void preview.refetch()}
      preview={preview.data}
    />
  );
}

/** The item's revisions, each restorable after a confirmation. */
export function ContentRevisionsPanel({ id }: { id: number }) {
  const t = useT();
  const toast = useToast();
  const dates = useDateFormat();
  const revisions = useQuery(endpointQuery(endpoints.contentRevisions, { id }));
  const restore = useMutation(endpointMutation(endpoints.contentRestore));
  return (
    <ContentRevisions
      state={panelState(revisions)}
      onRetry={() => void revisions.refetch()}
      revisions={(revisions.data?.items ?? []).map((revision) => ({
        id: revision.id,
        number: revision.number,
        actorName: revision.actor_name,
        when: dates.dateTime(revision.created_at),
        titleEn: revision.title_en,
      }))}
      onRestore={async (revisionId) => {
        try {
          await restore.mutateAsync({ id, revision_id: revisionId });
          toast.show({ tone: 'success', title: t('contentAdmin.revisions.restored') });
          return undefined;
        } catch (error) {
          const code = errorCode(error);
          if (code === 'validation_failed') return 'contentAdmin.revisions.refused';
          if (code === 'not_found') return 'adminResources.gone';
          reportFailure('Restoring a content revision', error);
          return 'common.somethingWentWrong';
        }
      }}
    />
  );
}
