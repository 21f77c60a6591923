import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementStyle } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import type { ValidationError } from '#ds/forms';
import { useLocale, useT } from '#ds/i18n';
import type { CardFieldName, CardValues } from './cardTokenizer';
import { StyledElementFrame, StyledElementLabel, StyledExpiryRow } from './CardPaymentForm.styles';

export type StripeTokenizeResult =
  { token: string } | { invalidFields: CardFieldName[]; message?: ValidationError };

/** Turns the Elements' card and the form's names into a PaymentMethod id. */
export type StripeTokenizeRef = (card: CardValues) => Promise<StripeTokenizeResult>;

// One Stripe.js per publishable key for the page's life, as Stripe asks. A script that cannot
// load gives null (Elements then waits quietly) instead of a rejection nobody handles.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** Stripe's error codes as the spec's card fields. */
function fieldsOfStripeError(code: string | undefined): CardFieldName[] {
  if (!code) return [];
  if (code.includes('number') || code === 'card_declined') return ['cardNumber'];
  if (code.includes('expiry_month')) return ['month'];
  if (code.includes('expiry')) return ['month', 'year'];
  if (code.includes('cvc')) return ['cvv'];
  return [];
}

/** Elements draw inside Stripe's frames, so they get our tokens' computed colours. */
function elementStyle(): StripeElementStyle {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string) => css.getPropertyValue(name).trim();
  return {
    base: {
      color: token('--color-text'),
      fontSize: token('--font-size-md'),
      '::placeholder': { color: token('--color-text-muted') },
    },
    invalid: { color: token('--color-critical-text') },
  };
}

function ElementFrame({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <StyledElementLabel id={labelId}>{label}</StyledElementLabel>
      <StyledElementFrame>{children}</StyledElementFrame>
    </div>
  );
}

function StripeFields({ tokenizeRef }: { tokenizeRef: Ref<StripeTokenizeRef> }) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const [style] = useState(elementStyle);
  useImperativeHandle(
    tokenizeRef,
    () => async (card: CardValues) => {
      const number = elements?.getElement(CardNumberElement);
      if (!stripe || !number) {
        return { invalidFields: [], message: 'cardPaymentForm.providerUnavailable' as const };
      }
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: number,
        billing_details: { name: `${card.firstName} ${card.lastName}`.trim() },
      });
      if (paymentMethod) return { token: paymentMethod.id };
      const invalidFields = fieldsOfStripeError(error?.code);
      return invalidFields.length > 0
        ? { invalidFields }
        : { invalidFields, message: 'cardPaymentForm.providerRefused' as const };
    },
    [stripe, elements],
  );
  return (
    <>
      <ElementFrame label={t('cardPaymentForm.fields.cardNumber')}>
        <CardNumberElement options={{ style, showIcon: true }} />
      </ElementFrame>
      <StyledExpiryRow>
        <ElementFrame label={t('cardPaymentForm.fields.expiry')}>
          <CardExpiryElement options={{ style }} />
        </ElementFrame>
        <ElementFrame label={t('cardPaymentForm.fields.cvv')}>
          <CardCvcElement options={{ style }} />
        </ElementFrame>
      </StyledExpiryRow>
    </>
  );
}

export type StripeCardFieldsProps = {
  publishableKey: string;
  ref?: Ref<StripeTokenizeRef>;
};

/**
 * Card number, expiry and CVV as Stripe Elements (the card never touches our pages' code);
 * a clear message when Stripe.js cannot load (offline, blocked).
 */
export default function StripeCardFields({ publishableKey, ref }: StripeCardFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((instance) => live && !instance && setFailed(true));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (failed) {
    return <InlineAlert tone="critical" description={t('cardPaymentForm.providerUnavailable')} />;
  }
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <StripeFields tokenizeRef={ref ?? null} />
    </Elements>
  );
}
