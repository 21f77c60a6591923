import { Form, FormSpy } from 'react-final-form';
import { Card } from '#ds/display/Card';
import { DailyChart, FunnelChart, type FunnelChartStep } from '#ds/data/charts';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Select } from '#ds/forms/Select';
import { TextField } from '#ds/forms/TextField';
import { useT, type MessageKey } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { StyledCharts, StyledFilters } from './CardResultsScreen.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';
import type { WebsiteEmbedCounts } from '#contract/results/results';

/** The funnel's numbers, as the server counts them (contract/results/results.ts). */
export type CardFunnel = {
  cards: number;
  scans: number;
  view: number;
  play: number;
  watched_25: number;
  watched_50: number;
  watched_75: number;
  watched_100: number;
  message: number;
};

export type CardResultsFilters = {
  /** A batch's code id, or '' for every batch. */
  batch: string;
  /** A campus id, or '' for every campus. */
  campus: string;
  /** `2026-11-25` */
  from: string;
  to: string;
};

/** A batch of cards, or the church's bulletin-insert code (`insert`), printed on no card. */
export type CardBatchOption = {
  id: number;
  label: string;
  code: string;
  cards: number;
  source: 'card' | 'insert';
};

export type CardResultsScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  filters: CardResultsFilters;
  /** Applies changed filters (the container keeps them in the address). */
  onFiltersChange: (filters: CardResultsFilters) => void;
  batches: readonly CardBatchOption[];
  campuses: readonly { id: number; name: string }[];
  funnel: CardFunnel;
  /** The funnel's scans by where the code was printed: on cards, or on bulletin inserts. */
  scansBySource: { card: number; insert: number };
  /** Some scans led to a YouTube or Vimeo video: how far people watched is not measured. */
  embeddedVideo: boolean;
  days: readonly { day: string; scans: number; views: number }[];
  /** Where cards are ordered, for a church with none yet. */
  orderCardsHref?: string;
  /** The "website" source: each embed of the church's website player (decision 075). */
  website?: readonly WebsiteEmbedCounts[];
  /** The server refused the chosen days. */
  rangeError?: MessageKey;
};

const STEP_LABELS: Record<keyof CardFunnel, MessageKey> = {
  cards: 'results.steps.cards',
  scans: 'results.steps.scans',
  view: 'results.steps.view',
  play: 'results.steps.play',
  watched_25: 'results.steps.watched25',
  watched_50: 'results.steps.watched50',
  watched_75: 'results.steps.watched75',
  watched_100: 'results.steps.watched100',
  message: 'results.steps.message',
};

/** The website door's steps: no cards and no scans before the view. */
const WEBSITE_STEPS = [
  'view',
  'play',
  'watched_25',
  'watched_50',
  'watched_75',
  'watched_100',
  'message',
] as const;

const WATCHED = ['watched_25', 'watched_50', 'watched_75', 'watched_100'] as const;

/** A day the date field can hold, and a range that runs forward. */
function rangeProblem(values: Partial<CardResultsFilters>): MessageKey | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(values.from ?? '') || !day.test(values.to ?? '')) return 'results.range.invalid';
  if ((values.from ?? '') > (values.to ?? '')) return 'results.range.backwards';
  return null;
}

/**
 * get-results: how a church's cards do, from cards ordered to messages from the video page,
 * per batch, campus and days (issue 11, decision 052), with the scans and page views per day.
 */
export function CardResultsScreen({
  status,
  onRetry,
  filters,
  onFiltersChange,
  batches,
  campuses,
  funnel,
  scansBySource,
  embeddedVideo,
  days,
  orderCardsHref,
  rangeError,
  website = [],
}: CardResultsScreenProps) {
  const t = useT();
  // Scans split by source only once the church prints inserts: cards alone need no split.
  const hasInserts = batches.some((batch) => batch.source === 'insert');
  const steps: FunnelChartStep[] = (Object.keys(STEP_LABELS) as (keyof CardFunnel)[]).map(
    (key) => ({
      key,
      label: t(STEP_LABELS[key]),
      value: funnel[key],
      ...(embeddedVideo && (WATCHED as readonly string[]).includes(key)
        ? { note: t('results.notMeasured') }
        : {}),
    }),
  );
  return (
    <ScreenFrame
      title={t('results.title')}
      description={t('results.description')}
      status={status}
      onRetry={onRetry}
      empty={{
        icon: 'card',
        title: t('results.empty.title'),
        description: t('results.empty.description'),
        action: orderCardsHref ? (
          <LinkButton href={orderCardsHref}>{t('results.empty.action')}</LinkButton>
        ) : undefined,
      }}
    >
      <Stack gap={5}>
        <Card>
          <Card.Body>
            <Form<CardResultsFilters>
              onSubmit={() => undefined}
              initialValues={filters}
              initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
            >
              {() => (
                <StyledFilters
                  role="search"
                  aria-label={t('results.filters')}
                  onSubmit={(event) => event.preventDefault()}
                  noValidate
                >
                  <Select
                    name="batch"
                    label={t('results.batch')}
                    placeholder={t('results.allBatches')}
                    options={batches.map((batch) => ({
                      value: String(batch.id),
                      label:
                        batch.source === 'insert'
                          ? t('results.insertOption', { code: batch.code })
                          : t('results.batchOption', {
                              label: batch.label,
                              code: batch.code,
                              cards: batch.cards,
                            }),
                    }))}
                  />
                  {campuses.length > 0 && (
                    <Select
                      name="campus"
                      label={t('results.campus')}
                      placeholder={t('results.allCampuses')}
                      options={campuses.map((campus) => ({
                        value: String(campus.id),
                        label: campus.name,
                      }))}
                    />
                  )}
                  <TextField name="from" type="date" label={t('results.from')} required />
                  <TextField name="to" type="date" label={t('results.to')} required />
                  {/* Filters apply as soon as they are chosen; days once both make a range. */}
                  <FormSpy<CardResultsFilters>
                    subscription={{ values: true }}
                    onChange={({ values }) => {
                      const next = {
                        batch: values.batch ?? '',
                        campus: values.campus ?? '',
                        from: values.from ?? '',
                        to: values.to ?? '',
                      };
                      if (JSON.stringify(next) === JSON.stringify(filters)) return;
                      if (rangeProblem(next)) return;
                      onFiltersChange(next);
                    }}
                  />
                  <FormSpy<CardResultsFilters> subscription={{ values: true }}>
                    {({ values }) => {
                      const problem = rangeProblem(values) ?? rangeError;
                      return problem ? (
                        <InlineAlert tone="warning" description={t(problem)} />
                      ) : null;
                    }}
                  </FormSpy>
                </StyledFilters>
              )}
            </Form>
          </Card.Body>
        </Card>
        {embeddedVideo && <InlineAlert tone="info" description={t('results.embeddedNote')} />}
        <StyledCharts>
          <Card>
            <Card.Body>
              <FunnelChart
                title={t('results.funnelTitle')}
                steps={steps}
                stepHeader={t('results.step')}
              />
              {hasInserts && (
                <Text as="p" tone="muted" size="small">
                  {t('results.scansBySource', scansBySource)}
                </Text>
              )}
            </Card.Body>
          </Card>
          <Card>
            <Card.Body>
              <DailyChart
                title={t('results.dailyTitle')}
                days={days.map((day) => ({ day: day.day, bar: day.scans, line: day.views }))}
                barLabel={t('results.steps.scans')}
                lineLabel={t('results.steps.view')}
                dayHeader={t('results.day')}
              />
            </Card.Body>
          </Card>
        </StyledCharts>
        {website.map((embed) => (
          <Card key={embed.embed_id}>
            <Card.Body>
              <FunnelChart
                title={t('results.website.title', { website: embed.website_origin })}
                steps={WEBSITE_STEPS.map((key) => ({
                  key,
                  label: t(STEP_LABELS[key]),
                  value: embed[key],
                }))}
                stepHeader={t('results.step')}
              />
              <Text as="p" tone="muted" size="small">
                {t('results.website.note', { id: embed.embed_id })}
              </Text>
            </Card.Body>
          </Card>
        ))}
      </Stack>
    </ScreenFrame>
  );
}
