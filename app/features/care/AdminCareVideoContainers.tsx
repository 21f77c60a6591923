import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { careCategoriesResource, careSpeakersResource } from '#contract/care/careResources';
import { endpoints } from '#contract/endpoints';
import type { Locale, MessageKey } from '#ds/i18n';
import { contentResource, type ContentRecord } from '#contract/content/contentResource';
import { useToast } from '#ds/feedback/Toast';
import { useT } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import type { SelectOption } from '#ds/forms';
import { CaptionsPanel } from '#screens/care/CaptionsPanel';
import { CareVideoSettings } from '#screens/care/CareVideoSettings';
import { ContentFormScreen, type ContentFormValues } from '#screens/contentAdmin/ContentFormScreen';
import { ResourceListScreen, type ResourceRow } from '#screens/admin/ResourceListScreen';
import { apiClient, errorCode, uploadToEndpoint } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointPrefix } from '#app/query/keys';
import { endpointQuery } from '#app/query/endpointQuery';
import { useRouteParam } from '#app/currentRoute';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { useContentItemPage } from '#app/features/content/useContentItemPage';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useColumns } from '#app/features/admin/resources/columns';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';
import { tabsWithErrors } from '#app/features/content/contentForm';
import {
  ContentPreviewPanel,
  ContentRevisionsPanel,
} from '#app/features/content/ContentHistoryPanels';
import { useUploadedVideos } from '#app/features/content/useUploadedVideos';
import {
  careVideoPayloadOf,
  careVideoSaveErrorOf,
  careVideoValuesOf,
  newCareVideoValues,
} from './careVideoForm';

// Care videos' admin pages (decision 076): the list (content items of kind care_video), the
// create form and a video's page by slug (spec: care_video list, create and
// detail/{careVideoSlug}), on the content form with the care video's own settings.

const contents = resourceQueries(contentResource);
const CHOICES = 100;

function useChoices() {
  const categories = useQuery(
    resourceQueries(careCategoriesResource).list({
      page: 1,
      page_size: CHOICES,
    } as ResourceListInput<typeof careCategoriesResource>),
  );
  const speakers = useQuery(
    resourceQueries(careSpeakersResource).list({
      page: 1,
      page_size: CHOICES,
    } as ResourceListInput<typeof careSpeakersResource>),
  );
  return {
    categories: (categories.data?.items ?? []).map((each): SelectOption => ({
      value: String(each.id),
      label: each.title_en || each.slug,
    })),
    speakers: (speakers.data?.items ?? []).map((each): SelectOption => ({
      value: String(each.id),
      label: each.name,
    })),
  };
}

function usePageOf() {
  const href = useRouteHref();
  return useCallback(
    (slug: string) => href('adminCareVideo', { params: { careVideoSlug: slug } }),
    [href],
  );
}

function useSave(record: ContentRecord | undefined) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const pageOf = usePageOf();
  const create = useMutation(contents.create());
  const update = useMutation(contents.update());
  return async (values: ContentFormValues) => {
    const payload = careVideoPayloadOf(values, record !== undefined);
    try {
      if (record) {
        const saved = (await update.mutateAsync({
          id: record.id,
          ...payload,
        } as never)) as unknown as ContentRecord;
        toast.show({ tone: 'success', title: t('contentAdmin.saved') });
        if (saved.slug !== record.slug) navigate(pageOf(saved.slug), { replace: true });
      } else {
        const created = (await create.mutateAsync(payload as never)) as unknown as ContentRecord;
        toast.show({ tone: 'success', title: t('contentAdmin.created') });
        navigate(pageOf(created.slug));
      }
      return undefined;
    } catch (error) {
      const refusal = careVideoSaveErrorOf(error);
      if (refusal.formError) reportFailure('Saving a care video', error);
      return refusal;
    }
  };
}

/** Why the server refused captions, in the admin's language. */
function captionRefusalOf(error: unknown): MessageKey {
  switch (errorCode(error)) {
    case 'payload_too_large':
      return 'careVideos.admin.captions.tooLarge';
    case 'validation_failed':
    case 'unsupported_media_type':
      return 'careVideos.admin.captions.file';
    case 'not_found':
      return 'adminResources.gone';
    default:
      return 'common.somethingWentWrong';
  }
}

/** A care video's captions: listed, uploaded per language, removed. */
function Captions({ id }: { id: number }) {
  const t = useT();
  const toast = useToast();
  const captions = useQuery(endpointQuery(endpoints.careCaptions, { id }));
  const upload = useMutation({
    mutationKey: endpointPrefix(endpoints.careCaptionUpload),
    mutationFn: ({ language, file }: { language: Locale; file: File }) =>
      uploadToEndpoint(
        apiClient,
        endpoints.careCaptionUpload,
        { id: String(id), language },
        { field: 'file', blob: file, name: file.name },
      ),
  });
  const remove = useMutation(endpointMutation(endpoints.careCaptionRemove));
  return (
    <CaptionsPanel
      captions={captions.data?.items ?? []}
      onUpload={async (language, file) => {
        try {
          await upload.mutateAsync({ language, file });
          toast.show({ tone: 'success', title: t('careVideos.admin.captions.uploaded') });
          return undefined;
        } catch (error) {
          return captionRefusalOf(error);
        }
      }}
      onRemove={async (language) => {
        try {
          await remove.mutateAsync({ id, language });
          toast.show({ tone: 'success', title: t('careVideos.admin.captions.removed') });
          return undefined;
        } catch (error) {
          return captionRefusalOf(error);
        }
      }}
    />
  );
}

/** Admin › Care videos. */
export function AdminCareVideosContainer() {
  const t = useT();
  const pageOf = usePageOf();
  const props = useResourceListScreen(contentResource, {
    routes: {
      list: 'adminCareVideos',
      create: 'adminCareVideoCreate',
      record: { name: 'adminCareVideo', param: 'careVideoSlug' },
    },
    view: {
      route: 'adminCareVideos',
      labelKey: 'careVideos.admin.videosTitle',
      descriptionKey: 'careVideos.admin.videosDescription',
      fixed: { kind: 'care_video' },
    },
  });
  const columns = useColumns(t, contentResource, (row: ResourceRow) => pageOf(String(row.slug)));
  return (
    <ResourceListScreen
      {...props}
      columns={columns.filter((column) => column.name !== 'kind')}
      filters={(props.filters ?? []).filter(
        (filter) => !['kind', 'section', 'category_id', 'answer_type'].includes(filter.name),
      )}
    />
  );
}

/** Admin › Care videos › Create care video. */
export function AdminCareVideoCreateContainer() {
  const t = useT();
  const href = useRouteHref();
  const choices = useChoices();
  const uploadedVideos = useUploadedVideos();
  const onSubmit = useSave(undefined);
  const initialValues = useMemo(() => newCareVideoValues(), []);
  return (
    <ContentFormScreen
      title={t('routes.adminCareVideoCreate')}
      back={{ label: t('routes.adminCareVideos'), href: href('adminCareVideos') }}
      kinds={['care_video']}
      uploadedVideos={uploadedVideos}
      initialValues={initialValues}
      submitLabel={t('contentAdmin.create')}
      onSubmit={onSubmit}
      tabsWithErrors={tabsWithErrors}
      kindSettings={<CareVideoSettings {...choices} />}
    />
  );
}

/** Admin › Care videos › a care video (spec: care_video/detail/{careVideoSlug}). */
export function AdminCareVideoContainer() {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const slug = useRouteParam('careVideoSlug') ?? '';
  const choices = useChoices();
  const uploadedVideos = useUploadedVideos();
  const back = { label: t('routes.adminCareVideos'), href: href('adminCareVideos') };
  const page = useContentItemPage(
    { kind: 'care_video', slug },
    {
      label: 'careVideos.admin.delete',
      message: 'careVideos.admin.deleteMessage',
      failure: 'Deleting a care video',
      then: () => navigate(back.href),
    },
  );
  const { item } = page;
  const onSubmit = useSave(item);
  const initialValues = useMemo(
    () => (item ? careVideoValuesOf(item) : newCareVideoValues()),
    [item],
  );
  return (
    <ContentFormScreen
      {...page.state}
      key={page.formKey}
      title={
        page.missing
          ? t('adminResources.gone')
          : t('contentAdmin.editTitle', { name: item?.title_en ?? slug })
      }
      back={back}
      kinds={['care_video']}
      uploadedVideos={uploadedVideos}
      initialValues={initialValues}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      tabsWithErrors={tabsWithErrors}
      kindSettings={<CareVideoSettings {...choices} />}
      deleteAction={page.deleteAction}
    >
      {item && (
        <Grid gap={8}>
          <Captions id={item.id} />
          <ContentPreviewPanel id={item.id} />
          <ContentRevisionsPanel id={item.id} />
        </Grid>
      )}
    </ContentFormScreen>
  );
}
