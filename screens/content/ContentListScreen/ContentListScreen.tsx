import { Form, FormSpy } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { EmptyState } from '#ds/display/EmptyState';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { Select, TextField, type SelectOption } from '#ds/forms';
import { localeNames, locales, useT } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { ShownInMark } from '../ShownInMark';
import { ContentCards, ContentMeta } from '../ContentLayout';
import { StyledToolbar } from '../content.styles';
import type { ContentItemView } from '../contentViews';

export type ContentListFilters = {
  /** The language to read in: the app's by default. */
  language: string;
  topic: string;
  /** Resources only. */
  resourceType?: string;
  search: string;
};

export type ContentListScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The kind's page title ('Study guides') and what it holds. */
  title: string;
  description: string;
  filters: ContentListFilters;
  /** The topics to filter by (value: the stored topic, label: its words). */
  topics: readonly SelectOption[];
  /** The resource types, for Resources only. */
  resourceTypes?: readonly SelectOption[];
  /** A filter changed (at once), or the search was sent. */
  onFiltersChange: (filters: ContentListFilters) => void;
  items: readonly ContentItemView[];
  /** Every item matching, on all pages. */
  total: number;
  paging?: { page: number; pageCount: number; onPageChange: (page: number) => void };
};

type ToolbarValues = { q?: string; language?: string; topic?: string; resourceType?: string };

function ItemCard({ item, language }: { item: ContentItemView; language: string }) {
  const t = useT();
  return (
    <Card as="article" variant="interactive">
      <Card.Header titleAs="h2" title={item.title} href={item.href} />
      <Card.Body>
        <Stack gap={3}>
          <Text as="p" tone="muted" size="small" lang={item.shownIn}>
            {item.summary}
          </Text>
          <ContentMeta>
            <ShownInMark shownIn={item.shownIn} language={language} />
            {item.resourceType && <Badge size="small">{item.resourceType}</Badge>}
            {item.topic && (
              <Badge size="small" tone="accent">
                {item.topic}
              </Badge>
            )}
            {item.attachments > 0 && (
              <Text as="span" tone="muted" size="small">
                {t('education.files', { count: item.attachments })}
              </Text>
            )}
          </ContentMeta>
        </Stack>
      </Card.Body>
    </Card>
  );
}

/**
 * A readers' list of one kind (study guides, resources, bulletin inserts): the language to read
 * in, topic (and resource type) filters and a search in any of the four languages, a page at a
 * time; each item opens its page. An item without the language asked for says 'Shown in English'.
 */
export function ContentListScreen({
  status,
  onRetry,
  title,
  description,
  filters,
  topics,
  resourceTypes,
  onFiltersChange,
  items,
  total,
  paging,
}: ContentListScreenProps) {
  const t = useT();
  const languageOptions = locales.map((value) => ({
    value,
    label: localeNames[value],
    lang: value,
  }));
  const initialValues: ToolbarValues = {
    q: filters.search,
    language: filters.language,
    topic: filters.topic,
    resourceType: filters.resourceType ?? '',
  };
  const changed = (values: ToolbarValues, search = filters.search): ContentListFilters => ({
    language: values.language || filters.language,
    topic: values.topic ?? '',
    ...(resourceTypes ? { resourceType: values.resourceType ?? '' } : {}),
    search,
  });
  const toolbar = (
    <Form<ToolbarValues>
      onSubmit={(values) => onFiltersChange(changed(values, (values.q ?? '').trim()))}
      initialValues={initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
    >
      {({ handleSubmit }) => (
        <StyledToolbar role="search" onSubmit={handleSubmit} noValidate>
          <TextField name="q" type="search" label={t('education.search')} autoComplete="off" />
          <Select
            name="language"
            label={t('education.language')}
            options={languageOptions}
            placeholder={false}
          />
          <Select
            name="topic"
            label={t('education.topic')}
            options={topics}
            placeholder={t('education.anyTopic')}
          />
          {resourceTypes && (
            <Select
              name="resourceType"
              label={t('education.resourceType')}
              options={resourceTypes}
              placeholder={t('education.anyType')}
            />
          )}
          <Button type="submit" variant="secondary" icon={<Icon name="search" />}>
            {t('education.searchAction')}
          </Button>
          {/* A filter applies as soon as it is chosen; the words wait for Search or Enter. */}
          <FormSpy<ToolbarValues>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const next = changed(values);
              if (
                next.language !== filters.language ||
                next.topic !== filters.topic ||
                (resourceTypes && next.resourceType !== (filters.resourceType ?? ''))
              ) {
                onFiltersChange(next);
              }
            }}
          />
        </StyledToolbar>
      )}
    </Form>
  );

  const skeleton = (
    <Stack gap={4}>
      <Skeleton variant="rectangle" height={72} />
      <Skeleton variant="rectangle" height={160} />
    </Stack>
  );

  return (
    <ScreenFrame
      title={title}
      description={description}
      status={status === 'empty' ? 'ready' : status}
      onRetry={onRetry}
      errorDescription={t('education.loadFailed')}
      skeleton={skeleton}
    >
      <Stack gap={5}>
        {toolbar}
        <Text as="p" tone="muted" size="small" aria-live="polite">
          {t('education.found', { count: total })}
        </Text>
        {items.length === 0 ? (
          <EmptyState
            icon="search"
            title={t('education.emptyTitle')}
            description={t('education.emptyDescription')}
          />
        ) : (
          <ContentCards>
            {items.map((item) => (
              <li key={item.key}>
                <ItemCard item={item} language={filters.language} />
              </li>
            ))}
          </ContentCards>
        )}
        {paging && paging.pageCount > 1 && (
          <Stack
            as="nav"
            direction="horizontal"
            wrap="wrap"
            align="center"
            justify="space-between"
            gap={3}
            aria-label={t('education.pages')}
          >
            <Button
              variant="secondary"
              disabled={paging.page <= 1}
              onClick={() => paging.onPageChange(paging.page - 1)}
            >
              {t('education.previousPage')}
            </Button>
            <Text tone="muted">
              {t('education.pageOf', { page: paging.page, pages: paging.pageCount })}
            </Text>
            <Button
              variant="secondary"
              disabled={paging.page >= paging.pageCount}
              onClick={() => paging.onPageChange(paging.page + 1)}
            >
              {t('education.nextPage')}
            </Button>
          </Stack>
        )}
      </Stack>
    </ScreenFrame>
  );
}
