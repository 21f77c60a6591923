import { useMutation, useQuery } from '@tanstack/react-query';
import { TranslationDraftButton } from '#app/features/ai/TranslationDraftButton';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PICTURE_MAX_BYTES } from '#contract/church/churchProfile';
import { contentResource, type ContentRecord } from '#contract/content/contentResource';
import { endpoints } from '#contract/endpoints';
import {
  playerCategoriesResource,
  playerTestimonialsResource,
  type PlayerCategoryRecord,
  type PlayerTestimonialRecord,
} from '#contract/player/playerResources';
import {
  sharedStoriesResource,
  testimonialsResource,
  videosResource,
  type ResourceDefinition,
} from '#contract/resources';
import { useToast } from '#ds/feedback/Toast';
import { useT, type MessageKey } from '#ds/i18n';
import { Grid } from '#ds/primitives/Grid';
import type { SelectOption } from '#ds/forms';
import { ContentFormScreen, type ContentFormValues } from '#screens/contentAdmin/ContentFormScreen';
import {
  ResourceFormScreen,
  type ResourceFormError,
  type ResourceFormValues,
} from '#screens/admin/ResourceFormScreen';
import { ResourceListScreen, type ResourceRow } from '#screens/admin/ResourceListScreen';
import { AnswerSettings } from '#screens/player/AnswerSettings';
import { CategoryPanels } from '#screens/player/CategoryPanels';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage } from '#screens/shared/messages';
import { apiClient, uploadToEndpoint } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointPrefix } from '#app/query/keys';
import { pictureRefusalOf } from '#app/shared/pictureRefusal';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf, type QueryState } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { rowOf, tKey, useColumns } from '#app/features/admin/resources/columns';
import { payloadOf } from '#app/features/admin/resources/formValues';
import {
  deleteErrorOf,
  saveErrorOf,
  useResourceFormScreen,
} from '#app/features/admin/resources/useResourceFormScreen';
import {
  useResourceListScreen,
  type ResourceRoutes,
} from '#app/features/admin/resources/useResourceListScreen';
import { tabsWithErrors } from '#app/features/content/contentForm';
import {
  ContentPreviewPanel,
  ContentRevisionsPanel,
} from '#app/features/content/ContentHistoryPanels';
import { useContentItemPage } from '#app/features/content/useContentItemPage';
import { answerPayloadOf, answerSaveErrorOf, answerValuesOf, newAnswerValues } from './answerForm';

// The website player's admin pages (issue 26, decision 074): the categories' list, create form
// and page (by slug), and under a category its answers (the content form, kind answer) and its
// testimonials (the resource form), each created and edited on a page of its own.

const categoryRoutes: ResourceRoutes = {
  list: 'adminCategories',
  create: 'adminCategoryCreate',
  record: { name: 'adminCategory', param: 'categorySlug' },
};

/** Testimonials live under their category: its page is their list. */
const testimonialRoutes: ResourceRoutes = {
  list: 'adminCategories',
  create: 'adminTestimonialCreate',
  record: { name: 'adminTestimonial', param: 'testimonialSlug' },
};

const categories = resourceQueries(playerCategoriesResource);
const testimonials = resourceQueries(playerTestimonialsResource);
const contents = resourceQueries(contentResource);

/** The largest page a list answers: a category's answers and testimonials fit in one. */
const RELATED_LIMIT = 100;

function useHrefs() {
  const href = useRouteHref();
  return {
    href,
    category: useCallback(
      (slug: string) => href('adminCategory', { params: { categorySlug: slug } }),
      [href],
    ),
    answer: useCallback(
      (categorySlug: string, slug: string) =>
        href('adminAnswer', { params: { categorySlug, answerSlug: slug } }),
      [href],
    ),
    testimonial: useCallback(
      (categorySlug: string, slug: string) =>
        href('adminTestimonial', { params: { categorySlug, testimonialSlug: slug } }),
      [href],
    ),
  };
}

/** The category of the page's address, found by its slug. */
function useCategoryOfRoute() {
  const slug = useRouteParam('categorySlug') ?? '';
  const found = useQuery(
    categories.list({
      page: 1,
      page_size: 1,
      slug,
    } as ResourceListInput<typeof playerCategoriesResource>),
  );
  const category = found.data?.items[0] as PlayerCategoryRecord | undefined;
  return { slug, found, category, missing: found.data !== undefined && !category };
}

/** Every category, for the menus that move an answer or a testimonial to another. */
function useCategoryChoices() {
  const all = useQuery(
    categories.list({
      page: 1,
      page_size: RELATED_LIMIT,
      sort: 'position',
      direction: 'asc',
    } as ResourceListInput<typeof playerCategoriesResource>),
  );
  const items = all.data?.items ?? [];
  return {
    options: items.map((each): SelectOption => ({
      value: String(each.id),
      label: each.title_en || each.slug,
    })),
    /** The slug of a category by its id (a moved record's page is under its new one). */
    slugOf: (id: unknown) => items.find((each) => each.id === Number(id))?.slug,
  };
}

/** Admin › Categories: the player's categories, each linking to its page by slug. */
export function AdminCategoriesContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const props = useResourceListScreen(playerCategoriesResource, { routes: categoryRoutes });
  const columns = useColumns(
    t,
    playerCategoriesResource,
    useCallback((row: ResourceRow) => hrefs.category(String(row.slug)), [hrefs]),
  );
  return <ResourceListScreen {...props} columns={columns} />;
}

type SlugFormOptions = {
  id: number | null;
  routes: ResourceRoutes;
  back: { label: string; href: string };
  /** The page of a saved record (its slug may have changed). */
  pageOf: (record: Record<string, unknown>) => string;
  /** Where to go once the record is deleted. */
  afterDelete: string;
  initialValues?: ResourceFormValues;
};

/**
 * The generic resource form, with pages addressed by slug: after a create (and a renamed slug)
 * it goes to the record's page by its slug, and after a delete back to where it belongs.
 */
export function useSlugForm(definition: ResourceDefinition, options: SlugFormOptions) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queries = resourceQueries(definition);
  const create = useMutation(queries.create());
  const update = useMutation(queries.update());
  const remove = useMutation(queries.remove());
  const { record, ...form } = useResourceFormScreen(definition, {
    routes: options.routes,
    id: options.id,
  });
  const editing = options.id !== null;
  const struct = editing ? definition.update : definition.create;
  const say = (key: string) => toast.show({ tone: 'success', title: tKey(t, key) });

  const onSubmit = async (values: ResourceFormValues): Promise<ResourceFormError | void> => {
    const payload = payloadOf(struct, values);
    try {
      if (editing) {
        const saved = (await update.mutateAsync({ id: options.id, ...payload } as never)) as
          Record<string, unknown> | undefined;
        say(`resources.${definition.name}.saved`);
        if (saved && record && saved.slug !== record.slug) {
          navigate(options.pageOf(saved), { replace: true });
        }
      } else {
        const created = (await create.mutateAsync(payload as never)) as Record<string, unknown>;
        say(`resources.${definition.name}.created`);
        navigate(options.pageOf(created));
      }
    } catch (error) {
      const refusal = saveErrorOf(t, definition, error);
      if (refusal.formError) reportFailure(`Saving ${definition.name}`, error);
      return refusal;
    }
  };

  const onDelete = async (): Promise<ScreenMessage | void> => {
    try {
      await remove.mutateAsync({ id: options.id } as never);
      say(`resources.${definition.name}.deleted`);
      navigate(options.afterDelete);
    } catch (error) {
      const refusal = deleteErrorOf(t, definition, error);
      if (refusal === 'common.somethingWentWrong')
        reportFailure(`Deleting ${definition.name}`, error);
      return refusal;
    }
  };

  return {
    record,
    form: {
      ...form,
      back: options.back,
      initialValues: options.initialValues
        ? { ...form.initialValues, ...options.initialValues }
        : form.initialValues,
      onSubmit,
      deleteAction: form.deleteAction ? { ...form.deleteAction, onDelete } : undefined,
    },
  };
}

/** Admin › Categories › Create category. */
export function AdminCategoryCreateContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const { form } = useSlugForm(playerCategoriesResource, {
    id: null,
    routes: categoryRoutes,
    back: { label: t('routes.adminCategories'), href: hrefs.href('adminCategories') },
    pageOf: (record) => hrefs.category(String(record.slug)),
    afterDelete: hrefs.href('adminCategories'),
  });
  return <ResourceFormScreen {...form} />;
}

/** A category's page once its record is found: its form, cover, answers and testimonials. */
function CategoryPage({ category }: { category: PlayerCategoryRecord }) {
  const t = useT();
  const hrefs = useHrefs();
  const { form } = useSlugForm(playerCategoriesResource, {
    id: category.id,
    routes: categoryRoutes,
    back: { label: t('routes.adminCategories'), href: hrefs.href('adminCategories') },
    pageOf: (record) => hrefs.category(String(record.slug)),
    afterDelete: hrefs.href('adminCategories'),
  });
  const upload = useMutation({
    mutationKey: endpointPrefix(endpoints.playerCategoryCover),
    mutationFn: (file: File) =>
      uploadToEndpoint(
        apiClient,
        endpoints.playerCategoryCover,
        { id: String(category.id) },
        { field: 'picture', blob: file, name: file.name },
      ),
  });
  const answers = useQuery(
    contents.list({
      page: 1,
      page_size: RELATED_LIMIT,
      sort: 'position',
      direction: 'asc',
      kind: 'answer',
      category_id: category.id,
    } as ResourceListInput<typeof contentResource>),
  );
  const stories = useQuery(
    testimonials.list({
      page: 1,
      page_size: RELATED_LIMIT,
      sort: 'position',
      direction: 'asc',
      category_id: category.id,
    } as ResourceListInput<typeof playerTestimonialsResource>),
  );
  const answerColumns = useColumns(
    t,
    contentResource,
    useCallback(
      (row: ResourceRow) => hrefs.answer(category.slug, String(row.slug)),
      [hrefs, category.slug],
    ),
  ).filter((column) => ['title_en', 'answer_type', 'status', 'languages'].includes(column.name));
  const storyColumns = useColumns(
    t,
    playerTestimonialsResource,
    useCallback(
      (row: ResourceRow) => hrefs.testimonial(category.slug, String(row.slug)),
      [hrefs, category.slug],
    ),
  ).filter((column) => ['title_en', 'source', 'source_label', 'status'].includes(column.name));
  return (
    <ResourceFormScreen {...form}>
      <CategoryPanels
        coverUrl={category.cover_url}
        maxCoverBytes={PICTURE_MAX_BYTES}
        onUploadCover={async (file) => {
          try {
            await upload.mutateAsync(file);
            return undefined;
          } catch (error) {
            reportFailure('Uploading a category cover', error);
            return pictureRefusalOf(error, {
              tooLarge: 'playerAdmin.cover.tooLarge',
              notPicture: 'playerAdmin.cover.notPicture',
            });
          }
        }}
        answers={{
          title: t('playerAdmin.category.answers'),
          columns: answerColumns,
          rows: (answers.data?.items ?? []).map((item) => rowOf(contentResource, item)),
          ...screenStateOf([answers]),
          emptyMessage: t('playerAdmin.category.noAnswers'),
          action: {
            label: t('routes.adminAnswerCreate'),
            href: hrefs.href('adminAnswerCreate', { params: { categorySlug: category.slug } }),
          },
        }}
        testimonials={{
          title: t('playerAdmin.category.testimonials'),
          columns: storyColumns,
          rows: (stories.data?.items ?? []).map((item) => rowOf(playerTestimonialsResource, item)),
          ...screenStateOf([stories]),
          emptyMessage: t('playerAdmin.category.noTestimonials'),
          action: {
            label: t('routes.adminTestimonialCreate'),
            href: hrefs.href('adminTestimonialCreate', {
              params: { categorySlug: category.slug },
            }),
          },
        }}
      />
    </ResourceFormScreen>
  );
}

/** A page whose record is not found (yet): loading, or gone with a way back. */
export function NotFoundYet({
  found,
  missing,
  back,
}: {
  found: QueryState;
  missing: boolean;
  back: { label: string; href: string };
}) {
  const t = useT();
  return (
    <ResourceFormScreen
      {...(missing
        ? { status: 'error' as const, onRetry: () => void found.refetch() }
        : screenStateOf([found]))}
      title={missing ? t('adminResources.gone') : t('routes.adminCategory')}
      back={back}
      fields={[]}
      initialValues={{}}
      submitLabel={t('common.save')}
      onSubmit={async () => undefined}
    />
  );
}

/** Admin › Categories › a category (spec: category/detail/{slug}). */
export function AdminCategoryContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const { category, found, missing } = useCategoryOfRoute();
  if (!category) {
    return (
      <NotFoundYet
        found={found as QueryState}
        missing={missing}
        back={{ label: t('routes.adminCategories'), href: hrefs.href('adminCategories') }}
      />
    );
  }
  return <CategoryPage key={category.id} category={category} />;
}

/** The admin's monthly and instruction videos, which an answer may show. */
function useUploadedVideos(): SelectOption[] {
  const t = useT();
  const dates = useDateFormat();
  const videos = useQuery(
    resourceQueries(videosResource).list({
      page: 1,
      page_size: RELATED_LIMIT,
      sort: 'created_at',
      direction: 'desc',
    } as ResourceListInput<typeof videosResource>),
  );
  return (videos.data?.items ?? [])
    .filter((video) => video.kind === 'monthly' || video.kind === 'instruction')
    .map((video) => ({
      value: String(video.id),
      label: t('contentAdmin.form.uploadedVideo', {
        kind: t(`resources.videos.kinds.${video.kind}` as MessageKey),
        name: video.slug ?? `#${video.id}`,
        date: dates.date(video.created_at),
      }),
    }));
}

/** Saves an answer (create or update) and goes to its page (under its category, if moved). */
function useAnswerSave(categorySlug: string, record: ContentRecord | undefined) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const hrefs = useHrefs();
  const create = useMutation(contents.create());
  const update = useMutation(contents.update());
  const { slugOf } = useCategoryChoices();
  const pageOf = (saved: ContentRecord) =>
    hrefs.answer(slugOf(saved.category_id) ?? categorySlug, saved.slug);
  return async (values: ContentFormValues) => {
    const payload = answerPayloadOf(values, record !== undefined);
    try {
      if (record) {
        const saved = (await update.mutateAsync({
          id: record.id,
          ...payload,
        } as never)) as unknown as ContentRecord;
        toast.show({ tone: 'success', title: t('contentAdmin.saved') });
        if (saved.slug !== record.slug || saved.category_id !== record.category_id) {
          navigate(pageOf(saved), { replace: true });
        }
      } else {
        const created = (await create.mutateAsync(payload as never)) as unknown as ContentRecord;
        toast.show({ tone: 'success', title: t('contentAdmin.created') });
        navigate(pageOf(created));
      }
      return undefined;
    } catch (error) {
      const refusal = answerSaveErrorOf(error);
      if (refusal.formError) reportFailure('Saving an answer', error);
      return refusal;
    }
  };
}

/** Admin › a category › Add answer (spec: answer create): the content form, kind answer. */
export function AdminAnswerCreateContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const { slug, category, found, missing } = useCategoryOfRoute();
  const choices = useCategoryChoices();
  const onSubmit = useAnswerSave(slug, undefined);
  const uploadedVideos = useUploadedVideos();
  const back = { label: category?.title_en ?? slug, href: hrefs.category(slug) };
  // One object while the page lives: the form starts again whenever its initial values change.
  const initialValues = useMemo(() => newAnswerValues(category?.id), [category?.id]);
  if (!category) return <NotFoundYet found={found as QueryState} missing={missing} back={back} />;
  return (
    <ContentFormScreen
      title={t('routes.adminAnswerCreate')}
      back={back}
      kinds={['answer']}
      uploadedVideos={uploadedVideos}
      initialValues={initialValues}
      submitLabel={t('contentAdmin.create')}
      onSubmit={onSubmit}
      tabsWithErrors={tabsWithErrors}
      kindSettings={<AnswerSettings categories={choices.options} />}
      languageTools={(language) => <TranslationDraftButton language={language} />}
    />
  );
}

/** A saved answer's preview (what the player shows, in each language) and its revisions. */
function AnswerPanels({ record }: { record: ContentRecord }) {
  return (
    <Grid gap={8}>
      <ContentPreviewPanel id={record.id} />
      <ContentRevisionsPanel id={record.id} />
    </Grid>
  );
}

/** Admin › a category › an answer (spec: answer {slug}). */
export function AdminAnswerContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const navigate = useNavigate();
  const categorySlug = useRouteParam('categorySlug') ?? '';
  const slug = useRouteParam('answerSlug') ?? '';
  const choices = useCategoryChoices();
  const categoryHrefOf = (item: ContentRecord | undefined) =>
    hrefs.category(choices.slugOf(item?.category_id) ?? categorySlug);
  const page = useContentItemPage(
    { kind: 'answer', slug },
    {
      label: 'playerAdmin.answer.delete',
      message: 'playerAdmin.answer.deleteMessage',
      failure: 'Deleting an answer',
      then: () => navigate(categoryHrefOf(page.item)),
    },
  );
  const { item } = page;
  const onSubmit = useAnswerSave(categorySlug, item);
  const uploadedVideos = useUploadedVideos();
  // One object per saved version: the form starts again whenever its initial values change.
  const initialValues = useMemo(
    () => (item ? answerValuesOf(item) : newAnswerValues(undefined)),
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
      back={{
        label:
          choices.options.find((option) => option.value === String(item?.category_id))?.label ??
          t('routes.adminCategory'),
        href: categoryHrefOf(item),
      }}
      kinds={['answer']}
      uploadedVideos={uploadedVideos}
      initialValues={initialValues}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      tabsWithErrors={tabsWithErrors}
      kindSettings={<AnswerSettings categories={choices.options} />}
      languageTools={(language) => (
        <TranslationDraftButton language={language} contentId={item?.id} />
      )}
      facts={page.facts}
      deleteAction={page.deleteAction}
    >
      {item && <AnswerPanels record={item} />}
    </ContentFormScreen>
  );
}

/** The approved Jesus stories and the approved testimonials a testimonial may show. */
function useTestimonialSources() {
  const t = useT();
  const stories = useQuery(
    resourceQueries(sharedStoriesResource).list({
      page: 1,
      page_size: RELATED_LIMIT,
      sort: 'created_at',
      direction: 'desc',
      status: 'approved',
    } as ResourceListInput<typeof sharedStoriesResource>),
  );
  const written = useQuery(
    resourceQueries(testimonialsResource).list({
      page: 1,
      page_size: RELATED_LIMIT,
      sort: 'created_at',
      direction: 'desc',
      status: 'approved',
    } as ResourceListInput<typeof testimonialsResource>),
  );
  return {
    queries: [stories, written] as QueryState[],
    videos: (stories.data?.items ?? []).map((video): SelectOption => ({
      value: String(video.id),
      label: t('playerAdmin.testimonial.storyOption', {
        name: video.user_name ?? video.slug ?? `#${video.id}`,
        church: video.account_name,
      }),
    })),
    testimonials: (written.data?.items ?? []).map((item): SelectOption => ({
      value: String(item.id),
      label: t('playerAdmin.testimonial.testimonialOption', {
        name: item.first_name ?? '—',
        church: item.account_name,
        story: (item.story ?? '').slice(0, 60),
      }),
    })),
  };
}

/** The testimonial form's source fields as menus of what may be attached. */
function withSourceMenus<F extends { name: string }>(
  fields: readonly F[],
  sources: ReturnType<typeof useTestimonialSources>,
): F[] {
  return fields.map((field) => {
    if (field.name === 'video_id') return { ...field, kind: 'select', options: sources.videos };
    if (field.name === 'testimonial_id') {
      return { ...field, kind: 'select', options: sources.testimonials };
    }
    return field;
  });
}

function TestimonialForm({ id, category }: { id: number | null; category: PlayerCategoryRecord }) {
  const hrefs = useHrefs();
  const sources = useTestimonialSources();
  const { slugOf } = useCategoryChoices();
  const back = { label: category.title_en, href: hrefs.category(category.slug) };
  const { form } = useSlugForm(playerTestimonialsResource, {
    id,
    routes: testimonialRoutes,
    back,
    pageOf: (record) =>
      hrefs.testimonial(slugOf(record.category_id) ?? category.slug, String(record.slug)),
    afterDelete: back.href,
    initialValues: id === null ? { category_id: String(category.id) } : undefined,
  });
  const sourcesState = screenStateOf(sources.queries);
  return (
    <ResourceFormScreen
      {...form}
      {...(form.status === 'ready' || form.status === undefined ? sourcesState : {})}
      fields={withSourceMenus(form.fields, sources)}
    />
  );
}

/** Admin › a category › Add testimonial (spec: testimonial create). */
export function AdminTestimonialCreateContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const { slug, category, found, missing } = useCategoryOfRoute();
  if (!category) {
    return (
      <NotFoundYet
        found={found as QueryState}
        missing={missing}
        back={{ label: t('routes.adminCategory'), href: hrefs.category(slug) }}
      />
    );
  }
  return <TestimonialForm id={null} category={category} />;
}

/** Admin › a category › a testimonial (spec: testimonial {slug}). */
export function AdminTestimonialContainer() {
  const t = useT();
  const hrefs = useHrefs();
  const { slug, category, found, missing } = useCategoryOfRoute();
  const testimonialSlug = useRouteParam('testimonialSlug') ?? '';
  const link = useQuery(
    testimonials.list({
      page: 1,
      page_size: 1,
      slug: testimonialSlug,
    } as ResourceListInput<typeof playerTestimonialsResource>),
  );
  const record = link.data?.items[0] as PlayerTestimonialRecord | undefined;
  const linkMissing = link.data !== undefined && !record;
  if (!category || !record) {
    return (
      <NotFoundYet
        found={(category ? link : found) as QueryState}
        missing={missing || linkMissing}
        back={{
          label: category?.title_en ?? t('routes.adminCategory'),
          href: hrefs.category(slug),
        }}
      />
    );
  }
  return <TestimonialForm key={record.id} id={record.id} category={category} />;
}
