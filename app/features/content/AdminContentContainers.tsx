import { useMutation } from '@tanstack/react-query';
import { TranslationDraftButton } from '#app/features/ai/TranslationDraftButton';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  SECTION_KINDS,
  type ContentKind,
  type ContentSection,
} from '#contract/content/content';
import { contentResource, type ContentRecord } from '#contract/content/contentResource';
import { endpoints } from '#contract/endpoints';
import { useToast } from '#ds/feedback/Toast';
import { useT, type MessageKey } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import { ContentAttachments } from '#screens/contentAdmin/ContentItemPanels';
import { ContentFormScreen, type ContentFormValues } from '#screens/contentAdmin/ContentFormScreen';
import { ResourceListScreen, type ResourceRow } from '#screens/admin/ResourceListScreen';
import { useNumberFormat } from '#screens/shared/formatDate';
import type { ScreenMessage } from '#screens/shared/messages';
import { apiClient, errorCode, uploadToEndpoint } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointPrefix } from '#app/query/keys';
import { resourceQueries } from '#app/query/resources';
import type { RouteName } from '#app/routes';
import { reportFailure } from '#app/shared/apiErrors';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useColumns } from '#app/features/admin/resources/columns';
import { useContentItemPage } from './useContentItemPage';
import { useUploadedVideos } from './useUploadedVideos';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';
import {
  contentPayloadOf,
  contentSaveErrorOf,
  contentValuesOf,
  newContentValues,
  tabsWithErrors,
} from './contentForm';
import { ContentPreviewPanel, ContentRevisionsPanel } from './ContentHistoryPanels';

// The admin's content pages (issue 25, decision 068): pages, monthly pages and posts, each a
// list, a create form and an item's page (found by its kind and slug, spec: detail/{slug}).

type SectionPages = {
  list: RouteName;
  create: RouteName;
  record: RouteName;
  param: string;
  description: MessageKey;
};

const SECTIONS: Record<ContentSection, SectionPages> = {
  pages: {
    list: 'adminPages',
    create: 'adminPageCreate',
    record: 'adminPage',
    param: 'pageSlug',
    description: 'contentAdmin.lists.pagesDescription',
  },
  monthly_pages: {
    list: 'adminMonthlyPages',
    create: 'adminMonthlyPageCreate',
    record: 'adminMonthlyPage',
    param: 'pageSlug',
    description: 'contentAdmin.lists.monthlyDescription',
  },
  post: {
    list: 'adminPosts',
    create: 'adminPostCreate',
    record: 'adminPost',
    param: 'postSlug',
    description: 'contentAdmin.lists.postsDescription',
  },
  // The support center's answers (decision 077): routes in app/features/support/adminRoutes.ts.
  support_answers: {
    list: 'adminSupportAnswers',
    create: 'adminSupportAnswerCreate',
    record: 'adminSupportAnswer',
    param: 'answerSlug',
    description: 'contentAdmin.lists.supportAnswersDescription',
  },
};

const queries = resourceQueries(contentResource);

/** An item's page: its slug in the path, and its kind in `?kind=` where the list has several. */
function useItemHref(section: ContentSection) {
  const href = useRouteHref();
  const pages = SECTIONS[section];
  return useCallback(
    (item: { slug: unknown; kind: unknown }) =>
      href(pages.record, {
        params: { [pages.param]: String(item.slug) },
        search: SECTION_KINDS[section].length > 1 ? `?kind=${String(item.kind)}` : '',
      }),
    [href, pages, section],
  );
}

function contentList(section: ContentSection) {
  return function AdminContentListContainer() {
    const t = useT();
    const pages = SECTIONS[section];
    const itemHref = useItemHref(section);
    const props = useResourceListScreen(contentResource, {
      routes: {
        list: pages.list,
        create: pages.create,
        record: { name: pages.record, param: pages.param },
      },
      view: {
        route: pages.list,
        labelKey: `routes.${pages.list}` as MessageKey,
        descriptionKey: pages.description,
        fixed: { section },
      },
    });
    const columns = useColumns(t, contentResource, (row: ResourceRow) =>
      itemHref(row as unknown as ContentRecord),
    );
    const kinds = SECTION_KINDS[section];
    return (
      <ResourceListScreen
        {...props}
        columns={kinds.length > 1 ? columns : columns.filter((column) => column.name !== 'kind')}
        filters={(props.filters ?? []).flatMap((filter) => {
          if (filter.name !== 'kind') return [filter];
          if (kinds.length === 1) return [];
          return [
            {
              ...filter,
              options: filter.options.filter((option) =>
                kinds.includes(option.value as ContentKind),
              ),
            },
          ];
        })}
      />
    );
  };
}

export const AdminPagesContainer = contentList('pages');
export const AdminMonthlyPagesContainer = contentList('monthly_pages');
export const AdminPostsContainer = contentList('post');
export const AdminSupportAnswersContainer = contentList('support_answers');

/** Saves the form (create or update) and shows the outcome. */
function useContentSave(section: ContentSection, record: ContentRecord | undefined) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const itemHref = useItemHref(section);
  const create = useMutation(queries.create());
  const update = useMutation(queries.update());
  return async (values: ContentFormValues) => {
    const payload = contentPayloadOf(values, record !== undefined);
    try {
      if (record) {
        const saved = (await update.mutateAsync({
          id: record.id,
          ...payload,
        } as never)) as unknown as ContentRecord;
        toast.show({ tone: 'success', title: t('contentAdmin.saved') });
        if (saved.slug !== record.slug || saved.kind !== record.kind)
          navigate(itemHref(saved), { replace: true });
      } else {
        const created = (await create.mutateAsync(payload as never)) as unknown as ContentRecord;
        toast.show({ tone: 'success', title: t('contentAdmin.created') });
        navigate(itemHref(created));
      }
      return undefined;
    } catch (error) {
      const refusal = contentSaveErrorOf(error);
      if (refusal.formError) reportFailure('Saving content', error);
      return refusal;
    }
  };
}

function contentCreate(section: ContentSection) {
  return function AdminContentCreateContainer() {
    const t = useT();
    const href = useRouteHref();
    const pages = SECTIONS[section];
    const { search } = useLocation();
    const query = new URLSearchParams(search);
    const kind = query.get('kind') as ContentKind | null;
    const initial = newContentValues(section, kind ?? undefined);
    // A monthly video just uploaded arrives as `?video_id=…&month=…` (decision 071).
    const videoId = query.get('video_id');
    if (videoId && /^\d+$/.test(videoId)) {
      initial.video_source = 'upload';
      initial.video_id = videoId;
    }
    const month = query.get('month');
    if (month && /^\d{4}-\d{2}$/.test(month)) {
      initial.month = month;
      initial.slug = month;
    }
    const onSubmit = useContentSave(section, undefined);
    return (
      <ContentFormScreen
        title={t(`routes.${pages.create}` as MessageKey)}
        back={{ label: t(`routes.${pages.list}` as MessageKey), href: href(pages.list) }}
        kinds={SECTION_KINDS[section]}
        uploadedVideos={useUploadedVideos()}
        initialValues={initial}
        submitLabel={t('contentAdmin.create')}
        onSubmit={onSubmit}
        tabsWithErrors={tabsWithErrors}
        languageTools={(language) => <TranslationDraftButton language={language} />}
      />
    );
  };
}

export const AdminPageCreateContainer = contentCreate('pages');
export const AdminMonthlyPageCreateContainer = contentCreate('monthly_pages');
export const AdminPostCreateContainer = contentCreate('post');
export const AdminSupportAnswerCreateContainer = contentCreate('support_answers');

/** Why an attachment was refused, in the admin's language. */
export function attachmentRefusalOf(error: unknown): ScreenMessage {
  switch (errorCode(error)) {
    case 'payload_too_large':
      return 'contentAdmin.attachments.tooLarge';
    case 'validation_failed':
    case 'unsupported_media_type':
      return 'contentAdmin.attachments.notPdfOrZip';
    case 'not_found':
      return 'adminResources.gone';
    case 'service_unavailable':
    case 'internal_error':
      return 'contentAdmin.attachments.storageFailed';
    default:
      return 'common.somethingWentWrong';
  }
}

/** The preview, revisions and attachments of a saved item. */
function ItemPanels({ record }: { record: ContentRecord }) {
  const t = useT();
  const toast = useToast();
  const number = useNumberFormat();
  const remove = useMutation(endpointMutation(endpoints.contentAttachmentRemove));
  const upload = useMutation({
    mutationKey: endpointPrefix(endpoints.contentAttachmentUpload),
    mutationFn: (file: File) =>
      uploadToEndpoint(
        apiClient,
        endpoints.contentAttachmentUpload,
        { id: String(record.id) },
        { field: 'file', blob: file, name: file.name },
      ),
  });
  return (
    <Grid gap={8}>
      <ContentPreviewPanel id={record.id} />
      <ContentAttachments
        attachments={record.attachments}
        maxBytes={CONTENT_LIMITS.attachmentBytes}
        formatSize={(bytes) =>
          t('contentAdmin.attachments.megabytes', {
            size: number(Math.max(0.1, Math.round(bytes / 100_000) / 10)),
          })
        }
        onUpload={async (file) => {
          try {
            await upload.mutateAsync(file);
            toast.show({ tone: 'success', title: t('contentAdmin.attachments.added') });
            return undefined;
          } catch (error) {
            reportFailure('Uploading a content attachment', error);
            return attachmentRefusalOf(error);
          }
        }}
        onRemove={async (attachmentId) => {
          try {
            await remove.mutateAsync({ attachment_id: attachmentId });
            return undefined;
          } catch (error) {
            return attachmentRefusalOf(error);
          }
        }}
      />
      <ContentRevisionsPanel id={record.id} />
    </Grid>
  );
}

function contentRecord(section: ContentSection) {
  return function AdminContentRecordContainer() {
    const t = useT();
    const href = useRouteHref();
    const navigate = useNavigate();
    const pages = SECTIONS[section];
    const slug = useRouteParam(pages.param) ?? '';
    const { search } = useLocation();
    const askedKind = new URLSearchParams(search).get('kind');
    const kind = (CONTENT_KINDS as readonly string[]).includes(askedKind ?? '')
      ? (askedKind as ContentKind)
      : undefined;
    const page = useContentItemPage(
      { section, slug, ...(kind ? { kind } : {}) },
      {
        label: 'contentAdmin.delete',
        message: 'contentAdmin.deleteMessage',
        failure: 'Deleting content',
        then: () => navigate(href(pages.list)),
      },
    );
    const { item } = page;
    const onSubmit = useContentSave(section, item);
    const uploadedVideos = useUploadedVideos();
    return (
      <ContentFormScreen
        {...page.state}
        key={page.formKey}
        title={
          page.missing
            ? t('adminResources.gone')
            : t('contentAdmin.editTitle', { name: item?.title_en ?? slug })
        }
        back={{ label: t(`routes.${pages.list}` as MessageKey), href: href(pages.list) }}
        kinds={SECTION_KINDS[section]}
        uploadedVideos={uploadedVideos}
        initialValues={item ? contentValuesOf(item) : newContentValues(section)}
        submitLabel={t('common.save')}
        onSubmit={onSubmit}
        tabsWithErrors={tabsWithErrors}
        languageTools={(language) => (
          <TranslationDraftButton language={language} contentId={item?.id} />
        )}
        facts={page.facts}
        deleteAction={page.deleteAction}
      >
        {item && <ItemPanels record={item} />}
      </ContentFormScreen>
    );
  };
}

export const AdminPageContainer = contentRecord('pages');
export const AdminMonthlyPageContainer = contentRecord('monthly_pages');
export const AdminPostContainer = contentRecord('post');
export const AdminSupportAnswerContainer = contentRecord('support_answers');
