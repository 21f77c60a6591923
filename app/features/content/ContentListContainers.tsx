import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { calls } from '#contract/calls';
import { RESOURCE_TYPES } from '#contract/content/content.ts';
import type { ContentKind, ContentListItem } from '#contract/content/content.ts';
import { isLocale, useLocale, useT, type MessageKey } from '#ds/i18n';
import { ContentListScreen, type ContentListFilters } from '#screens/content/ContentListScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { pageCount } from '#app/query/lists';
import type { RouteName } from '#app/routes';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import {
  isResourceType,
  readContentListState,
  writeContentListState,
  type ContentListState,
} from './contentListState';
import { RESOURCE_TYPE_KEYS, topicLabel, topicOptions } from './contentViews';

const PAGE_SIZE = 12;

type ListKind = {
  kind: ContentKind;
  title: RouteName;
  description: MessageKey;
  /** The route of one item's page. */
  item: RouteName;
};

/** A readers' list of one kind: filters, search and page in the address, a page at a time. */
export function ContentList({ kind, title, description, item }: ListKind) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  // useLocation and useNavigate rather than useSearchParams, as the admin lists do (entry chunk).
  const location = useLocation();
  const navigate = useNavigate();
  const isResource = kind === 'resource';
  const state = readContentListState(new URLSearchParams(location.search), locale);
  const go = (next: ContentListState) =>
    navigate({ pathname: location.pathname, search: writeContentListState(next, locale) });
  const { language, page } = state;
  const resourceType = isResource && state.resourceType ? state.resourceType : undefined;
  const filters: ContentListFilters = {
    language,
    topic: state.topic,
    search: state.search,
    ...(isResource ? { resourceType: state.resourceType } : {}),
  };
  const list = useQuery({
    placeholderData: keepPreviousData,
    ...endpointQuery(calls.contentItems, {
      kind,
      language,
      page,
      page_size: PAGE_SIZE,
      ...(state.topic ? { topic: state.topic } : {}),
      ...(state.search ? { q: state.search } : {}),
      ...(resourceType ? { resource_type: resourceType } : {}),
    }),
  });
  // The topics to offer: those of the kind's newest items (one page of the most the server gives).
  const topics = useQuery(
    endpointQuery(calls.contentItems, { kind, language: 'en', page: 1, page_size: 50 }),
  );
  const data = list.data;
  const search = language === locale ? '' : `?language=${language}`;
  const itemView = (entry: ContentListItem) => ({
    key: entry.slug,
    title: entry.title,
    summary: entry.summary,
    topic: entry.topic ? topicLabel(entry.topic, t) : undefined,
    resourceType: entry.resource_type ? t(RESOURCE_TYPE_KEYS[entry.resource_type]) : undefined,
    shownIn: entry.shown_in,
    href: href(item, { params: { slug: entry.slug }, search }),
    attachments: entry.attachments,
    publishedAt: entry.publish_at,
  });
  return (
    <ContentListScreen
      {...screenStateOf([list])}
      title={t(`routes.${title}`)}
      description={t(description)}
      filters={filters}
      topics={topicOptions(topics.data?.items ?? [], t, state.topic)}
      resourceTypes={
        isResource
          ? RESOURCE_TYPES.map((value) => ({ value, label: t(RESOURCE_TYPE_KEYS[value]) }))
          : undefined
      }
      onFiltersChange={(next) =>
        go({
          language: isLocale(next.language) ? next.language : locale,
          topic: next.topic,
          search: next.search,
          resourceType: isResourceType(next.resourceType) ? next.resourceType : '',
          page: 1,
        })
      }
      items={(data?.items ?? []).map(itemView)}
      total={data?.total ?? 0}
      paging={{
        page,
        pageCount: pageCount(data?.total ?? 0, PAGE_SIZE),
        onPageChange: (next) => {
          go({ ...state, page: next });
          window.scrollTo({ top: 0 });
        },
      }}
    />
  );
}

export function StudyGuidesContainer() {
  return (
    <ContentList
      kind="study_guide"
      title="studyGuides"
      description="education.descriptions.studyGuides"
      item="studyGuide"
    />
  );
}

export function BulletinInsertsContainer() {
  return (
    <ContentList
      kind="bulletin_insert"
      title="bulletinInserts"
      description="education.descriptions.bulletinInserts"
      item="bulletinInsert"
    />
  );
}

export function BulletinInsertsCareContainer() {
  return (
    <ContentList
      kind="bulletin_insert_care"
      title="bulletinInsertsCare"
      description="education.descriptions.bulletinInsertsCare"
      item="bulletinInsertCare"
    />
  );
}

export function ResourcesContainer() {
  return (
    <ContentList
      kind="resource"
      title="resources"
      description="education.descriptions.resources"
      item="resource"
    />
  );
}
