import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { calls } from '#contract/calls';
import type { ContentKind } from '#contract/content/content.ts';
import { isLocale, useLocale, useT, type MessageKey } from '#ds/i18n';
import { INSERT_KINDS } from '#contract/content/inserts.ts';
import { ContentDetailScreen } from '#screens/content/ContentDetailScreen';
import { InsertDownloads } from '#screens/content/InsertDownloads';
import { useSessionUser } from '#app/shared/useSessionUser';
import { errorCode } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import type { RouteName } from '#app/routes';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { RESOURCE_TYPE_KEYS, topicLabel } from './contentViews';
import { useContentDownload } from './useContentDownload';
import { useInsertDownload } from './useInsertDownload';

/** The language a list sent the reader on with (`?language=`), else the app's. */
function useReadingLanguage() {
  const locale = useLocale();
  const asked = new URLSearchParams(window.location.search).get('language');
  return asked && isLocale(asked) ? asked : locale;
}

type ItemKind = {
  kind: ContentKind;
  /** Where Back leads, and its words. */
  back: RouteName;
  backLabel: MessageKey;
  /** Posts are marked read once shown. */
  markRead?: boolean;
  /** Shown under the item (the support center's "Still need help?", decision 077). */
  extra?: ReactNode;
};

/** A bulletin insert's page also offers its PDFs made for the reader's church (decision 069). */
function InsertPdfs({ kind, slug }: { kind: InsertKind; slug: string }) {
  const user = useSessionUser();
  const onDownload = useInsertDownload(kind, slug);
  // Made for a church: a reader of no church has nothing to print.
  if (!user?.churchName) return null;
  return <InsertDownloads churchName={user.churchName} onDownload={onDownload} />;
}

/** One item's page, found by its kind and the slug in the address. */
export function ContentItem({ kind, back, backLabel, markRead, extra }: ItemKind) {
  const t = useT();
  const href = useRouteHref();
  const language = useReadingLanguage();
  const slug = useRouteParam('slug') ?? '';
  const item = useQuery(endpointQuery(calls.contentItem, { kind, slug, language }));
  const onDownload = useContentDownload();
  const { mutate: read } = useMutation(endpointMutation(calls.contentMarkRead));
  const loaded = item.data !== undefined;
  useEffect(() => {
    if (markRead && loaded) read({ kind, slug });
  }, [markRead, loaded, read, kind, slug]);
  const data = item.data;
  const state = screenStateOf([item]);
  return (
    <ContentDetailScreen
      // A missing or unpublished item is simply not there for this reader.
      {...(state.status === 'error' && item.error && isNotFound(item.error)
        ? { status: 'empty' as const }
        : state)}
      back={{ label: t(backLabel), href: href(back) }}
      language={language}
      item={
        data && {
          title: data.title,
          summary: data.summary,
          body: data.body,
          shownIn: data.shown_in,
          topic: data.topic ? topicLabel(data.topic, t) : undefined,
          resourceType: data.resource_type ? t(RESOURCE_TYPE_KEYS[data.resource_type]) : undefined,
          publishedAt: data.publish_at,
          files: data.attachments,
        }
      }
      onDownload={onDownload}
      extra={isInsertKind(kind) && data ? <InsertPdfs kind={kind} slug={slug} /> : extra}
    />
  );
}

type InsertKind = (typeof INSERT_KINDS)[number];
const isInsertKind = (kind: ContentKind): kind is InsertKind =>
  (INSERT_KINDS as readonly string[]).includes(kind);

const isNotFound = (error: unknown) => errorCode(error) === 'not_found';

export function StudyGuideContainer() {
  return (
    <ContentItem kind="study_guide" back="studyGuides" backLabel="education.back.studyGuides" />
  );
}

export function BulletinInsertContainer() {
  return (
    <ContentItem
      kind="bulletin_insert"
      back="bulletinInserts"
      backLabel="education.back.bulletinInserts"
    />
  );
}

export function BulletinInsertCareContainer() {
  return (
    <ContentItem
      kind="bulletin_insert_care"
      back="bulletinInsertsCare"
      backLabel="education.back.bulletinInserts"
    />
  );
}

export function ResourceContainer() {
  return <ContentItem kind="resource" back="resources" backLabel="education.back.resources" />;
}

/** A post, from the dashboard's news; opening it marks it read. */
export function PostContainer() {
  return <ContentItem kind="post" back="dashboard" backLabel="education.back.dashboard" markRead />;
}
