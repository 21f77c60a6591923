import { Button } from '#ds/actions/Button';
import { Badge, type BadgeTone } from '#ds/display/Badge';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { ProgressBar } from '#ds/display/ProgressBar';
import { useLocale, useT } from '#ds/i18n';
import { formatDay } from '../formatting';
import { StyledChange, StyledCount, StyledFacts, StyledSummary } from './PlanSummary.styles';

export type PlanInterval = 'month' | 'year';
export type PlanState = 'active' | 'past_due' | 'canceled';

export type PlanSummaryProps = {
  /** The plan's name, already translated ('Growing church'). */
  planName: string;
  interval: PlanInterval;
  /** One payment: a month's or the year's. */
  amountCents: number;
  currency?: string;
  state: PlanState;
  /** When the card is charged next (ISO); null when nothing more is due. */
  nextBillingAt: string | null;
  /** Payments made for this licence, of `paymentsTotal` (12 monthly, 1 yearly). */
  paymentsMade: number;
  paymentsTotal: number;
  /** When the one-year licence ends (ISO). */
  licenceEnd: string | null;
  /** The interval the next licence will use, when a change waits for the renewal. */
  pendingInterval: PlanInterval | null;
  /** Asks for the other interval at renewal (or withdraws a waiting change). */
  onChangeInterval?: (interval: PlanInterval) => void;
  /** A change is being saved. */
  changing?: boolean;
};

const stateTones: Record<PlanState, BadgeTone> = {
  active: 'success',
  past_due: 'critical',
  canceled: 'neutral',
};

/**
 * The church's plan (spec section 3): name, price, plan information, next billing date, the
 * payments made of 12, and the change between monthly and yearly that takes effect at renewal.
 */
export function PlanSummary({
  planName,
  interval,
  amountCents,
  currency = 'USD',
  state,
  nextBillingAt,
  paymentsMade,
  paymentsTotal,
  licenceEnd,
  pendingInterval,
  onChangeInterval,
  changing = false,
}: PlanSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const other: PlanInterval = interval === 'month' ? 'year' : 'month';
  const waiting = pendingInterval !== null && pendingInterval !== interval;
  return (
    <StyledSummary>
      <StyledFacts>
        <div>
          <dt>{t('planSummary.plan')}</dt>
          <dd>
            {planName} <Badge tone={stateTones[state]}>{t(`planSummary.state.${state}`)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('planSummary.price')}</dt>
          <dd>
            <MoneyAmount cents={amountCents} currency={currency} variant="strong" />{' '}
            {t(interval === 'month' ? 'planSummary.perMonth' : 'planSummary.perYear')}
          </dd>
        </div>
        <div>
          <dt>{t('planSummary.information')}</dt>
          <dd>
            {t(interval === 'month' ? 'planSummary.monthlyInfo' : 'planSummary.yearlyInfo', {
              payments: paymentsTotal,
            })}
            {licenceEnd && (
              <> {t('planSummary.licenceEnds', { date: formatDay(licenceEnd, locale) })}</>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('planSummary.nextBilling')}</dt>
          <dd>{nextBillingAt ? formatDay(nextBillingAt, locale) : t('planSummary.nothingDue')}</dd>
        </div>
        <div>
          <dt>{t('planSummary.payments')}</dt>
          <dd>
            <StyledCount>
              {t('planSummary.paymentsOf', { made: paymentsMade, total: paymentsTotal })}
            </StyledCount>
            <ProgressBar
              value={paymentsTotal > 0 ? (paymentsMade / paymentsTotal) * 100 : 0}
              label={t('planSummary.payments')}
              labelDisplay="hidden"
              valueText={t('planSummary.paymentsOf', { made: paymentsMade, total: paymentsTotal })}
              tone={paymentsMade >= paymentsTotal ? 'success' : 'accent'}
            />
          </dd>
        </div>
      </StyledFacts>
      {onChangeInterval && state !== 'canceled' && (
        <StyledChange>
          <p role="status">
            {waiting
              ? t(
                  pendingInterval === 'year'
                    ? 'planSummary.switchingToYearly'
                    : 'planSummary.switchingToMonthly',
                )
              : t('planSummary.changeHint')}
          </p>
          <Button
            variant="secondary"
            loading={changing}
            onClick={() => onChangeInterval(waiting ? interval : other)}
          >
            {waiting
              ? t(interval === 'month' ? 'planSummary.keepMonthly' : 'planSummary.keepYearly')
              : t(other === 'year' ? 'planSummary.switchToYearly' : 'planSummary.switchToMonthly')}
          </Button>
        </StyledChange>
      )}
    </StyledSummary>
  );
}
