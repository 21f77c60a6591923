import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { formatMoney, MoneyAmount } from '#ds/display/MoneyAmount';
import { Checkbox, RadioGroup, TextField, email, type Validator } from '#ds/forms';
import { useLocale, useT } from '#ds/i18n';
import { CardPaymentForm, type CardPaymentOutcome } from '../CardPaymentForm';
import { parseAmountToCents } from './giftAmount';
import { StyledPaymentFieldset, StyledPaymentLegend } from '../paymentFieldset.styles';
import { StyledTotal } from './GivingForm.styles';

export type GiftInterval = 'one_time' | 'month';

/** What the donor chose; amounts in cents. The server computes the fee and total again. */
export type Gift = {
  amountCents: number;
  interval: GiftInterval;
  coverFee: boolean;
  email: string;
  /** The card's first and last name: the receipt is made out to them. */
  donorName: string;
};

type GiftValues = {
  amountChoice?: string;
  customAmount?: string;
  interval?: GiftInterval;
  coverFee?: boolean;
  email?: string;
  firstName?: string;
  lastName?: string;
};

export type GivingFormProps = {
  /** The preset amounts, in cents. */
  presetsCents: readonly number[];
  /** The smallest and largest gift, in cents. */
  minCents: number;
  maxCents: number;
  /** The fee a donor covering it adds to a gift of this many cents (the server's rule). */
  feeOf: (amountCents: number) => number;
  /** Called with the card token and the gift; answers what the form should show, if anything. */
  onGive: (token: string, gift: Gift) => Promise<CardPaymentOutcome> | CardPaymentOutcome;
  /** A signed-in donor's address and name, filled in. */
  initialEmail?: string;
  initialName?: { firstName: string; lastName: string };
  /**
   * The amount to start from (a link's `?amount=`): its preset when there is one, else the
   * custom field. The second preset by default.
   */
  initialAmountCents?: number;
  /** The day card expiry is checked against; today by default (stories pin it). */
  today?: Date;
  /** Shown at the end of the form, before the card (stories submit on mount with it). */
  children?: ReactNode;
};

const CUSTOM = 'custom';

function initialAmountOf(presets: readonly number[], cents: number | undefined): GiftValues {
  if (cents === undefined) return { amountChoice: String(presets[1] ?? presets[0] ?? '') };
  if (presets.includes(cents)) return { amountChoice: String(cents) };
  return { amountChoice: CUSTOM, customAmount: (cents / 100).toFixed(2) };
}

/** The gift in cents the form's values stand for, or null while it is not a valid amount. */
function amountOf(values: GiftValues): number | null {
  if (!values.amountChoice) return null;
  if (values.amountChoice !== CUSTOM) return Number(values.amountChoice);
  return parseAmountToCents(values.customAmount ?? '');
}

/** The amount chosen, the fee to cover and the total, updated as the donor chooses. */
function GiftTotal({ feeOf }: { feeOf: GivingFormProps['feeOf'] }) {
  const t = useT();
  const { values } = useFormState<GiftValues>({ subscription: { values: true } });
  const amount = amountOf(values);
  if (amount === null || amount <= 0) return null;
  const total = amount + (values.coverFee ? feeOf(amount) : 0);
  return (
    <StyledTotal aria-live="polite" data-testid="gift-total">
      <span>{t(values.interval === 'month' ? 'givingForm.totalMonthly' : 'givingForm.total')}</span>
      <MoneyAmount cents={total} variant="strong" size="large" />
    </StyledTotal>
  );
}

/** The custom amount field, shown when 'Other amount' is chosen. */
function CustomAmount({ validate }: { validate: Validator<string | undefined> }) {
  const t = useT();
  const { values } = useFormState<GiftValues>({ subscription: { values: true } });
  if (values.amountChoice !== CUSTOM) return null;
  return (
    <TextField
      name="customAmount"
      label={t('givingForm.customAmount')}
      hint={t('givingForm.customAmountHint')}
      inputMode="decimal"
      autoComplete="transaction-amount"
      maxLength={12}
      required
      validate={validate}
    />
  );
}

/** The cover-fee checkbox, naming the fee for the amount chosen. */
function CoverFee({ feeOf }: { feeOf: GivingFormProps['feeOf'] }) {
  const t = useT();
  const locale = useLocale();
  const { values } = useFormState<GiftValues>({ subscription: { values: true } });
  const amount = amountOf(values);
  const fee = amount && amount > 0 ? formatMoney(feeOf(amount), 'USD', locale) : null;
  return (
    <Checkbox
      name="coverFee"
      label={fee ? t('givingForm.coverFeeAmount', { fee }) : t('givingForm.coverFee')}
      hint={t('givingForm.coverFeeHint')}
    />
  );
}

/**
 * The giving form of `donate` and `donation`: preset or custom amount, one-time or monthly,
 * covering the processing fee (the total shown as it changes), the receipt's address and the
 * card. Only the card provider's token and the choices leave the browser.
 */
export function GivingForm({
  presetsCents,
  minCents,
  maxCents,
  feeOf,
  onGive,
  initialEmail,
  initialName,
  initialAmountCents,
  today,
  children,
}: GivingFormProps) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, 'USD', locale);
  const range = { min: money(minCents), max: money(maxCents) };

  const validateCustom: Validator<string | undefined> = (value) => {
    if (!value || value.trim() === '') return undefined; // `required` names an empty field
    const cents = parseAmountToCents(value);
    if (cents === null) return 'givingForm.errors.notAnAmount';
    if (cents < minCents || cents > maxCents)
      return { key: 'givingForm.errors.outOfRange', params: range };
    return undefined;
  };

  const give = (token: string, values: GiftValues): ReturnType<GivingFormProps['onGive']> => {
    const amountCents = amountOf(values);
    if (amountCents === null)
      return { fieldErrors: { customAmount: 'givingForm.errors.notAnAmount' as const } };
    return onGive(token, {
      amountCents,
      interval: values.interval ?? 'one_time',
      coverFee: values.coverFee === true,
      email: (values.email ?? '').trim(),
      donorName: `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim(),
    });
  };

  return (
    <CardPaymentForm<GiftValues>
      onPay={give}
      submitLabel={t('givingForm.give')}
      today={today}
      initialValues={{
        ...initialAmountOf(presetsCents, initialAmountCents),
        interval: 'one_time',
        coverFee: false,
        ...(initialEmail ? { email: initialEmail } : {}),
        ...initialName,
      }}
    >
      <StyledPaymentFieldset>
        <StyledPaymentLegend>{t('givingForm.title')}</StyledPaymentLegend>
        <RadioGroup
          name="amountChoice"
          label={t('givingForm.amount')}
          orientation="horizontal"
          required
          options={[
            ...presetsCents.map((cents) => ({ value: String(cents), label: money(cents) })),
            { value: CUSTOM, label: t('givingForm.otherAmount') },
          ]}
        />
        <CustomAmount validate={validateCustom} />
        <RadioGroup
          name="interval"
          label={t('givingForm.interval')}
          orientation="horizontal"
          required
          options={[
            { value: 'one_time', label: t('givingForm.intervals.one_time') },
            {
              value: 'month',
              label: t('givingForm.intervals.month'),
              hint: t('givingForm.intervals.monthHint'),
            },
          ]}
        />
        <CoverFee feeOf={feeOf} />
        <GiftTotal feeOf={feeOf} />
        <TextField
          name="email"
          type="email"
          label={t('givingForm.email')}
          hint={t('givingForm.emailHint')}
          autoComplete="email"
          maxLength={254}
          required
          validate={email}
        />
        {children}
      </StyledPaymentFieldset>
    </CardPaymentForm>
  );
}
