import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { endpoints } from '#contract';
import { coveredFeeCents, type DonationResponse } from '#contract/giving/donations';
import { useLocale } from '#ds/i18n';
import type { CardPaymentOutcome, Gift } from '#ds/payments';
import type { GiftReceived, GiveScreenProps } from '#screens/giving/GiveScreen';
import { errorCode, fieldErrors } from '#app/api';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { useSessionUser } from '#app/shared/useSessionUser';
import { givingCardTokenizer } from './cardTokenizer';
import { cardMutation } from '#app/payments/cardMutation';

/** What the server's refusal of a gift asks the form to show (never the server's own text). */
export function giftOutcomeOf(error: unknown): CardPaymentOutcome {
  const code = errorCode(error);
  if (code === 'payment_declined') return { invalidFields: ['cardNumber'] };
  if (code === 'too_many_requests' || code === 'challenge_required') {
    return { message: 'give.errors.tooMany' };
  }
  if (code === 'validation_failed') {
    const fields = fieldErrors(error);
    if ('amount_cents' in fields) return { fieldErrors: { customAmount: 'give.errors.amount' } };
    if ('donor_email' in fields) return { fieldErrors: { email: 'validation.email' } };
    // The gift's key sent again with another amount or e-mail (decision 062).
    if ('idempotency_key' in fields) return { message: 'billing.errors.keyReused' };
  }
  return { message: 'common.somethingWentWrong' };
}

/** The `?amount=` of a link to the giving page (whole dollars), in cents. */
function linkedAmountCents(search: string): number | undefined {
  const dollars = Number(new URLSearchParams(search).get('amount'));
  return Number.isInteger(dollars) && dollars > 0 ? dollars * 100 : undefined;
}

/**
 * `donate` and `donation`: the giving options (public), the gift (one idempotency key per
 * gift, kept across clicks and retries until it went through), and the thank-you.
 */
export function useGiveScreen(
  frame: GiveScreenProps['frame'],
): GiveScreenProps & { tokenizer: ReturnType<typeof givingCardTokenizer> } {
  const user = useSessionUser();
  const { search } = useLocation();
  const locale = useLocale();
  const options = useQuery(endpointQuery(endpoints.givingOptions));
  const donate = useMutation(cardMutation(endpoints.donate));
  const [received, setReceived] = useState<GiftReceived | null>(null);
  // One key for the gift being made: a double click or a retry after a lost answer sends the
  // same key, and the server charges once. A new key only after a gift went through.
  const key = useRef<string>(crypto.randomUUID());

  const onGive = async (token: string, gift: Gift): Promise<CardPaymentOutcome> => {
    let answer: DonationResponse;
    try {
      answer = await donate.mutateAsync({
        amount_cents: gift.amountCents,
        cover_fee: gift.coverFee,
        interval: gift.interval,
        donor_name: gift.donorName,
        donor_email: gift.email,
        locale,
        card_token: token,
        idempotency_key: key.current,
      });
    } catch (error) {
      // A refused card ends this gift: trying another card is a new gift with a new key.
      if (errorCode(error) === 'payment_declined') key.current = crypto.randomUUID();
      return giftOutcomeOf(error);
    }
    key.current = crypto.randomUUID();
    setReceived({
      receiptNumber: answer.donation.receipt_number ?? '',
      email: gift.email,
      totalCents: answer.donation.total_cents,
      interval: answer.donation.interval,
    });
    return undefined;
  };

  const data = options.data;
  const initialAmountCents = linkedAmountCents(search);
  const state = screenStateOf([options]);
  return {
    frame,
    status: state.status,
    onRetry: state.onRetry,
    tokenizer: givingCardTokenizer(data?.test_mode),
    form: data
      ? {
          presetsCents: data.presets_cents,
          minCents: data.min_cents,
          maxCents: data.max_cents,
          feeOf: coveredFeeCents,
          onGive,
          ...(user?.email ? { initialEmail: user.email } : {}),
          ...(user?.firstname
            ? { initialName: { firstName: user.firstname, lastName: user.lastname } }
            : {}),
          ...(initialAmountCents ? { initialAmountCents } : {}),
        }
      : undefined,
    received,
    onGiveAgain: () => setReceived(null),
  };
}
