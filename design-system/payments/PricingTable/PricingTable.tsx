import { useId, useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { savingPercent } from '../formatting';
import {
  StyledBandPicker,
  StyledGuarantee,
  StyledPlan,
  StyledPlanNote,
  StyledPlans,
  StyledPrice,
  StyledSelect,
  StyledTable,
} from './PricingTable.styles';

export type PricingPlanOption = {
  /** The plan code a payment names. */
  code: string;
  /** One payment: a month's, or the year's. */
  amountCents: number;
  /** Payments the one-year licence takes (12 monthly, 1 yearly). */
  payments: number;
};

/** One attendance band and its monthly and yearly plans. */
export type PricingBand = {
  tier: string;
  /** The band's name, already translated. */
  name: string;
  minAttendance: number;
  /** Null for the open-ended last band. */
  maxAttendance: number | null;
  monthly: PricingPlanOption;
  yearly: PricingPlanOption;
};

export type PricingTableProps = {
  bands: readonly PricingBand[];
  currency?: string;
  /** Days with the cards in which an unhappy church gets its money back (guarantee c). */
  refundWindowDays: number;
  /** The band shown first; the first band by default. */
  defaultTier?: string;
  /** The plan already chosen (pressed), when the table sits in a purchase form. */
  chosenCode?: string;
  /** Joins a plan: monthly or yearly of the band shown. */
  onJoin: (planCode: string) => void;
  /** The level of the plans' and the guarantee's headings, to fit the page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * Pricing by average attendance (spec section 1): the church picks its attendance, sees that
 * band's monthly price (12 payments for a one-year licence) and yearly price with what it
 * saves, joins one of them, and reads the refund guarantee (a), (b) and (c).
 */
export function PricingTable({
  bands,
  currency = 'USD',
  refundWindowDays,
  defaultTier,
  chosenCode,
  onJoin,
  headingLevel = 3,
}: PricingTableProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const locale = useLocale();
  const selectId = useId();
  const [tier, setTier] = useState(
    () =>
      bands.find((band) => band.monthly.code === chosenCode || band.yearly.code === chosenCode)
        ?.tier ??
      defaultTier ??
      bands[0]?.tier,
  );
  const band = bands.find((candidate) => candidate.tier === tier) ?? bands[0];
  const number = new Intl.NumberFormat(localeTags[locale]);
  const rangeOf = (option: PricingBand) =>
    option.maxAttendance === null
      ? t('pricingTable.attendanceFrom', { min: number.format(option.minAttendance) })
      : t('pricingTable.attendanceRange', {
          min: number.format(option.minAttendance),
          max: number.format(option.maxAttendance),
        });
  if (!band) return null;
  const saving = savingPercent(
    band.monthly.amountCents,
    band.monthly.payments,
    band.yearly.amountCents,
  );

  return (
    <StyledTable>
      <StyledBandPicker>
        <label htmlFor={selectId}>{t('pricingTable.attendance')}</label>
        <StyledSelect
          id={selectId}
          value={band.tier}
          onChange={(event) => setTier(event.target.value)}
        >
          {bands.map((option) => (
            <option key={option.tier} value={option.tier}>
              {rangeOf(option)} · {option.name}
            </option>
          ))}
        </StyledSelect>
      </StyledBandPicker>
      <StyledPlans aria-live="polite">
        <StyledPlan data-chosen={chosenCode === band.monthly.code}>
          <Heading>{t('pricingTable.monthly')}</Heading>
          <StyledPrice>
            <MoneyAmount
              cents={band.monthly.amountCents}
              currency={currency}
              size="large"
              variant="strong"
            />
            <span>{t('pricingTable.perMonth')}</span>
          </StyledPrice>
          <StyledPlanNote>
            {t('pricingTable.monthlyNote', { payments: band.monthly.payments })}
          </StyledPlanNote>
          <Button
            variant={chosenCode === band.monthly.code ? 'primary' : 'secondary'}
            aria-pressed={chosenCode === undefined ? undefined : chosenCode === band.monthly.code}
            onClick={() => onJoin(band.monthly.code)}
          >
            {t('pricingTable.joinMonthly')}
          </Button>
        </StyledPlan>
        <StyledPlan data-chosen={chosenCode === band.yearly.code}>
          <Heading>
            {t('pricingTable.yearly')}{' '}
            {saving > 0 && (
              <Badge tone="success">{t('pricingTable.save', { percent: saving })}</Badge>
            )}
          </Heading>
          <StyledPrice>
            <MoneyAmount
              cents={band.yearly.amountCents}
              currency={currency}
              size="large"
              variant="strong"
            />
            <span>{t('pricingTable.perYear')}</span>
          </StyledPrice>
          <StyledPlanNote>{t('pricingTable.yearlyNote')}</StyledPlanNote>
          <Button
            variant={
              chosenCode === band.yearly.code || chosenCode === undefined ? 'primary' : 'secondary'
            }
            aria-pressed={chosenCode === undefined ? undefined : chosenCode === band.yearly.code}
            onClick={() => onJoin(band.yearly.code)}
          >
            {t('pricingTable.joinYearly')}
          </Button>
        </StyledPlan>
      </StyledPlans>
      <StyledGuarantee>
        <Heading>{t('pricingTable.guarantee.title')}</Heading>
        <ol type="a">
          <li>{t('pricingTable.guarantee.a')}</li>
          <li>{t('pricingTable.guarantee.b')}</li>
          <li>{t('pricingTable.guarantee.c', { count: refundWindowDays })}</li>
        </ol>
      </StyledGuarantee>
    </StyledTable>
  );
}
