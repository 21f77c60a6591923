import type { ReactNode } from 'react';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { ContentBody } from '../ContentBody';
import { ContentFiles } from '../ContentFiles';
import { ShownInMark } from '../ShownInMark';
import { ContentMeta, ContentSplit } from '../ContentLayout';
import type { ContentFileView, DownloadResult } from '../contentViews';

export type ContentDetailView = {
  title: string;
  summary: string;
  /** Sanitized on the server; sanitized again as it is drawn. */
  body: string;
  shownIn: string;
  topic?: string;
  resourceType?: string;
  publishedAt?: string | null;
  files: readonly ContentFileView[];
};

export type ContentDetailScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** Back to the kind's list. */
  back: { label: string; href: string };
  /** The language the reader asked for (the app's, or the list's choice). */
  language: string;
  item?: ContentDetailView;
  onDownload: (id: number) => Promise<DownloadResult>;
  /** Below the downloads: what a kind adds (a bulletin insert's PDFs made for the church). */
  extra?: ReactNode;
  timeZone?: string;
};

/**
 * One item's page (a study guide, a resource, a bulletin insert, a post): its text, marked
 * 'Shown in English' when the reader's language is missing, and its files to download.
 */
export function ContentDetailScreen({
  status,
  onRetry,
  back,
  language,
  item,
  onDownload,
  extra,
  timeZone,
}: ContentDetailScreenProps) {
  const t = useT();
  const tag = localeTags[useLocale()];
  const date =
    item?.publishedAt &&
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(
      new Date(item.publishedAt),
    );
  return (
    <ScreenFrame
      title={item?.title ?? back.label}
      description={item && <span lang={item.shownIn}>{item.summary}</span>}
      breadcrumbs={<Link href={back.href}>{back.label}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('education.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={320} />}
      empty={{ title: t('education.notFoundTitle'), description: t('education.notFound') }}
    >
      {item && (
        <ContentSplit>
          <Stack gap={4}>
            <ContentMeta>
              <ShownInMark shownIn={item.shownIn} language={language} />
              {item.resourceType && <Badge size="small">{item.resourceType}</Badge>}
              {item.topic && (
                <Badge size="small" tone="accent">
                  {item.topic}
                </Badge>
              )}
              {date && (
                <Text as="span" tone="muted" size="small">
                  {t('education.published', { date })}
                </Text>
              )}
            </ContentMeta>
            <ContentBody html={item.body} lang={item.shownIn} />
          </Stack>
          <Stack gap={4}>
            <Card>
              <Card.Header titleAs="h2" title={t('education.downloads')} />
              <Card.Body>
                <ContentFiles files={item.files} onDownload={onDownload} />
              </Card.Body>
            </Card>
            {extra}
          </Stack>
        </ContentSplit>
      )}
    </ScreenFrame>
  );
}
