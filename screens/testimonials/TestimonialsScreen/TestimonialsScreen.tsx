import { useState } from 'react';
import type {
  Testimonial,
  TestimonialCounts,
  TestimonialStatus,
} from '#contract/testimonials/testimonials';
import { TESTIMONIAL_STATUSES } from '#contract/testimonials/testimonials';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { Tabs } from '#ds/display/Tabs';
import { Testimony } from '#ds/display/Testimony';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  StyledConsent,
  StyledDecision,
  StyledList,
  StyledTabsFrame,
} from './TestimonialsScreen.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type TestimonialsScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The tab shown: one state's testimonials. */
  state: TestimonialStatus;
  onStateChange: (state: TestimonialStatus) => void;
  /** `loading` while another tab's testimonials are being fetched. */
  listStatus: 'loading' | 'ready';
  counts: TestimonialCounts;
  /** The shown state's testimonials, newest first. */
  testimonials: readonly Testimonial[];
  /** Approves one (shown on the church's public page); answers a message when refused. */
  onApprove: (id: number) => Promise<ScreenMessage | void>;
  /** Rejects one, or takes an approved one down; answers a message when refused. */
  onReject: (id: number) => Promise<ScreenMessage | void>;
  timeZone?: string;
};

type Decision = 'approve' | 'reject';

/** What a moderator may do from each state (the server's rules, decision 054). */
const DECISIONS: Record<TestimonialStatus, readonly Decision[]> = {
  pending: ['approve', 'reject'],
  approved: ['reject'],
  rejected: ['approve'],
  withdrawn: [],
};

/**
 * Testimonials (decision 054): the stories people sent the church, by state, each with the
 * consent they gave (when, which words, which version). The church's pastor and moderators
 * approve one for the public page, reject it, or take it down; the person alone withdraws.
 */
export function TestimonialsScreen({
  status,
  onRetry,
  state,
  onStateChange,
  listStatus,
  counts,
  testimonials,
  onApprove,
  onReject,
  timeZone,
}: TestimonialsScreenProps) {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat(timeZone);
  const [busy, setBusy] = useState<{ id: number; decision: Decision }>();
  const [done, setDone] = useState<{ message: string; tone: 'success' | 'critical' }>();
  const doneRef = useFocusOnChange<HTMLDivElement>(done);
  const languages = new Intl.DisplayNames([localeTags[locale]], { type: 'language' });

  const nameOf = (item: Testimonial) => item.first_name ?? t('testimonials.withdrawnName');

  const decide = async (item: Testimonial, decision: Decision) => {
    setBusy({ id: item.id, decision });
    setDone(undefined);
    try {
      const refused = await (decision === 'approve' ? onApprove : onReject)(item.id);
      setDone(
        refused
          ? { message: translateError(t, refused), tone: 'critical' }
          : {
              message: t(
                decision === 'approve'
                  ? 'testimonials.approved'
                  : item.status === 'approved'
                    ? 'testimonials.takenDown'
                    : 'testimonials.rejected',
                { name: nameOf(item) },
              ),
              tone: 'success',
            },
      );
    } catch {
      setDone({ message: t('common.somethingWentWrong'), tone: 'critical' });
    } finally {
      setBusy(undefined);
    }
  };

  const actionLabel = (item: Testimonial, decision: Decision) =>
    decision === 'approve'
      ? t('testimonials.approve')
      : item.status === 'approved'
        ? t('testimonials.takeDown')
        : t('testimonials.reject');

  return (
    <ScreenFrame
      title={t('testimonials.title')}
      description={t('testimonials.description')}
      status={status}
      onRetry={onRetry}
      errorDescription={t('testimonials.loadFailed')}
      loadingLabel={t('testimonials.loading')}
    >
      {done && <InlineAlert ref={doneRef} tabIndex={-1} tone={done.tone} title={done.message} />}
      <StyledTabsFrame>
        <Tabs
          value={state}
          onValueChange={(next) => {
            setDone(undefined);
            onStateChange(next as TestimonialStatus);
          }}
          activation="manual"
        >
          <Tabs.List aria-label={t('testimonials.tabsLabel')}>
            {TESTIMONIAL_STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`testimonials.states.${value}`)}
                <Badge
                  variant="count"
                  tone={value === 'pending' ? 'accent' : 'neutral'}
                  count={counts[value]}
                  label={t('testimonials.countLabel', { count: counts[value] })}
                />
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TESTIMONIAL_STATUSES.map((value) => (
            <Tabs.Panel key={value} value={value} aria-busy={listStatus === 'loading'}>
              {listStatus === 'loading' ? (
                <Skeleton variant="rectangle" height={160} />
              ) : testimonials.length === 0 ? (
                <p>{t(`testimonials.empty.${value}`)}</p>
              ) : (
                <StyledList>
                  {testimonials.map((item) => (
                    <li key={item.id}>
                      <Card as="article">
                        <Card.Header
                          titleAs="h2"
                          title={nameOf(item)}
                          description={t('testimonials.forChurch', { church: item.church_name })}
                        />
                        <Card.Body>
                          <Testimony
                            quote={item.story}
                            author={item.first_name}
                            date={format.date(item.created_at)}
                            erasedLabel={t('testimonials.erased', {
                              date: item.withdrawn_at ? format.date(item.withdrawn_at) : '',
                            })}
                          />
                          <StyledConsent>
                            <summary>
                              {t('testimonials.consent.summary', {
                                date: format.dateTime(item.consent.given_at),
                              })}
                            </summary>
                            <dl>
                              <Text as="dt" tone="muted">
                                {t('testimonials.consent.words')}
                              </Text>
                              <dd lang={localeTags[item.consent.locale]}>
                                <q>{item.consent.text}</q>
                              </dd>
                              <Text as="dt" tone="muted">
                                {t('testimonials.consent.version')}
                              </Text>
                              <dd>{item.consent.version}</dd>
                              <Text as="dt" tone="muted">
                                {t('testimonials.consent.language')}
                              </Text>
                              <dd>{languages.of(item.consent.locale) ?? item.consent.locale}</dd>
                              <Text as="dt" tone="muted">
                                {t('testimonials.consent.source')}
                              </Text>
                              <dd>{t(`testimonials.sources.${item.source}`)}</dd>
                            </dl>
                          </StyledConsent>
                          {item.decided_at && item.status !== 'pending' && (
                            <StyledDecision>
                              {t('testimonials.decidedBy', {
                                name: item.decided_by ?? '—',
                                date: format.date(item.decided_at),
                              })}
                            </StyledDecision>
                          )}
                        </Card.Body>
                        {DECISIONS[item.status].length > 0 && (
                          <Card.Footer align="start">
                            <Stack direction="horizontal" wrap="wrap" gap={3}>
                              {DECISIONS[item.status].map((decision) => (
                                <Button
                                  key={decision}
                                  variant={decision === 'approve' ? 'primary' : 'secondary'}
                                  tone={decision === 'approve' ? 'accent' : 'critical'}
                                  loading={busy?.id === item.id && busy.decision === decision}
                                  disabled={busy !== undefined && busy.id !== item.id}
                                  onClick={() => void decide(item, decision)}
                                  aria-label={t('testimonials.actionWho', {
                                    action: actionLabel(item, decision),
                                    name: nameOf(item),
                                  })}
                                >
                                  {actionLabel(item, decision)}
                                </Button>
                              ))}
                            </Stack>
                          </Card.Footer>
                        )}
                      </Card>
                    </li>
                  ))}
                </StyledList>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </StyledTabsFrame>
    </ScreenFrame>
  );
}
