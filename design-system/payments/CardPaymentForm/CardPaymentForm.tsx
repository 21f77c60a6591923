import { FORM_ERROR, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Spinner } from '#ds/feedback/Spinner';
import { FormErrorSummary, TextField, type ValidationError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { TestModeMarker } from '../TestModeMarker';
import {
  cardFieldNames,
  useCardTokenizer,
  type CardFieldName,
  type CardValues,
  type SandboxCardTokenizer,
} from './cardTokenizer';
import type { StripeTokenizeRef } from './StripeCardFields';
import {
  StyledActions,
  StyledCardRow,
  StyledExpiryRow,
  StyledForm,
  StyledNameRow,
} from './CardPaymentForm.styles';
import { StyledPaymentFieldset, StyledPaymentLegend } from '../paymentFieldset.styles';

// Stripe's script and React bindings load only when a card form shows with a Stripe key.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

/** What the payment's answer asks the form to show; nothing when it went through. */
export type CardPaymentOutcome = void | {
  /** Card fields the provider refused (a declined card names the card number). */
  invalidFields?: readonly CardFieldName[];
  /** Errors of the purchase's own fields (`children`), by field name. */
  fieldErrors?: Readonly<Record<string, ValidationError>>;
  /** What went wrong for the payment as a whole. */
  message?: ValidationError;
};

export type CardPaymentFormProps<Extra extends object = object> = {
  /**
   * Called with the provider's card token (never the card number) and every value of the
   * form once the card is valid and tokenised. Keep one idempotency key per form so that a
   * repeated submit charges once.
   */
  onPay: (
    token: string,
    values: CardValues & Extra,
  ) => Promise<CardPaymentOutcome> | CardPaymentOutcome;
  /** The submit button's text, already translated ('Pay $19.00', 'Save card'). */
  submitLabel: string;
  /** The purchase's own fields (sign-up, plan choice), shown before the card. */
  children?: ReactNode;
  initialValues?: Partial<CardValues> & Partial<Extra>;
  /** The day expiry is checked against; today by default (stories pin it). */
  today?: Date;
  /** The card section's heading, 'Card' by default. */
  title?: string;
};

const fieldErrorKeys = {
  firstName: 'cardPaymentForm.errors.firstName',
  lastName: 'cardPaymentForm.errors.lastName',
  cardNumber: 'cardPaymentForm.errors.cardNumber',
  month: 'cardPaymentForm.errors.month',
  year: 'cardPaymentForm.errors.year',
  cvv: 'cardPaymentForm.errors.cvv',
} as const satisfies Record<CardFieldName, ValidationError>;

function cardValuesOf(values: Partial<Record<CardFieldName, unknown>>): CardValues {
  const entries = cardFieldNames.map((name) => {
    const value = values[name];
    return [name, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as CardValues;
}

/** The card rules' verdict on fields that hold something (empty ones get 'required'). */
function validateWith(tokenizer: SandboxCardTokenizer, today: Date) {
  return (values: Partial<Record<CardFieldName, unknown>>): ValidationErrors => {
    const card = cardValuesOf(values);
    const errors: Record<string, ValidationError> = {};
    for (const name of tokenizer.invalidFields(card, today)) {
      if (card[name].trim() !== '') errors[name] = fieldErrorKeys[name];
    }
    return errors;
  };
}

function submissionErrorsOf(outcome: CardPaymentOutcome): SubmissionErrors {
  if (!outcome) return undefined;
  const errors: Record<string, ValidationError> = { ...outcome.fieldErrors };
  for (const name of outcome.invalidFields ?? []) errors[name] = fieldErrorKeys[name];
  if (outcome.message) errors[FORM_ERROR] = outcome.message;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The card payment form of the spec: first name (or the first half of the church name), last
 * name, card number, month, year and CVV. A failure lists the invalid fields after 'The
 * following fields appear to be invalid'. Only a token from the payment provider leaves the
 * browser: in test mode the sandbox's (any number but Stripe's test cards is refused here),
 * with a Stripe key a PaymentMethod made by Stripe Elements.
 */
export function CardPaymentForm<Extra extends object = object>({
  onPay,
  submitLabel,
  children,
  initialValues,
  today: todayProp,
  title,
}: CardPaymentFormProps<Extra>) {
  const t = useT();
  const tokenizer = useCardTokenizer();
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const stripeRef = useRef<StripeTokenizeRef>(null);
  const validate = useMemo(
    () => (tokenizer?.mode === 'sandbox' ? validateWith(tokenizer, today) : undefined),
    [tokenizer, today],
  );

  if (!tokenizer) {
    return <InlineAlert tone="critical" description={t('cardPaymentForm.providerUnavailable')} />;
  }

  const pay = async (values: CardValues & Extra): Promise<SubmissionErrors> => {
    const card = cardValuesOf(values);
    let token: string | null;
    if (tokenizer.mode === 'sandbox') {
      token = tokenizer.tokenize(card);
      if (!token) {
        return {
          cardNumber: 'cardPaymentForm.errors.notTestCard',
          [FORM_ERROR]: 'cardPaymentForm.notTestCard',
        };
      }
    } else {
      const tokenize = stripeRef.current;
      if (!tokenize) return { [FORM_ERROR]: 'cardPaymentForm.providerUnavailable' };
      const result = await tokenize(card);
      if ('invalidFields' in result) return submissionErrorsOf(result);
      token = result.token;
    }
    return submissionErrorsOf(await onPay(token, values));
  };

  const heading = title ?? t('cardPaymentForm.title');
  return (
    <Form<CardValues & Extra>
      onSubmit={pay}
      validate={validate as never}
      initialValues={initialValues as Partial<CardValues & Extra>}
      render={({ handleSubmit, submitting }) => (
        <StyledForm noValidate onSubmit={handleSubmit} aria-busy={submitting}>
          <FormErrorSummary title={t('formErrorSummary.cardFailure')} showMessages={false} />
          {children}
          <StyledPaymentFieldset>
            <StyledPaymentLegend>{heading}</StyledPaymentLegend>
            {tokenizer.mode === 'sandbox' && <TestModeMarker />}
            <StyledNameRow>
              <TextField
                name="firstName"
                label={t('cardPaymentForm.fields.firstName')}
                hint={t('cardPaymentForm.hints.firstName')}
                autoComplete="cc-given-name"
                maxLength={100}
                required
              />
              <TextField
                name="lastName"
                label={t('cardPaymentForm.fields.lastName')}
                hint={t('cardPaymentForm.hints.lastName')}
                autoComplete="cc-family-name"
                maxLength={100}
                required
              />
            </StyledNameRow>
            {tokenizer.mode === 'sandbox' ? (
              <>
                <StyledCardRow>
                  <TextField
                    name="cardNumber"
                    label={t('cardPaymentForm.fields.cardNumber')}
                    autoComplete="cc-number"
                    inputMode="numeric"
                    maxLength={23}
                    required
                  />
                </StyledCardRow>
                <StyledExpiryRow>
                  <TextField
                    name="month"
                    label={t('cardPaymentForm.fields.month')}
                    hint={t('cardPaymentForm.hints.month')}
                    autoComplete="cc-exp-month"
                    inputMode="numeric"
                    maxLength={2}
                    required
                  />
                  <TextField
                    name="year"
                    label={t('cardPaymentForm.fields.year')}
                    hint={t('cardPaymentForm.hints.year')}
                    autoComplete="cc-exp-year"
                    inputMode="numeric"
                    maxLength={4}
                    required
                  />
                  <TextField
                    name="cvv"
                    label={t('cardPaymentForm.fields.cvv')}
                    hint={t('cardPaymentForm.hints.cvv')}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    maxLength={4}
                    required
                  />
                </StyledExpiryRow>
              </>
            ) : (
              <Suspense fallback={<Spinner label={t('cardPaymentForm.loadingProvider')} />}>
                <StripeCardFields publishableKey={tokenizer.publishableKey} ref={stripeRef} />
              </Suspense>
            )}
          </StyledPaymentFieldset>
          <StyledActions>
            <Button type="submit" loading={submitting} disabled={submitting}>
              {submitLabel}
            </Button>
          </StyledActions>
        </StyledForm>
      )}
    />
  );
}
