import type { CardPaymentOutcome, CardValues, PricingBand } from '#ds/payments';

/** The pricing page's data: the attendance bands and the refund window of the guarantee. */
export type PricingData = {
  bands: readonly PricingBand[];
  refundWindowDays: number;
};

/** Pays with the card form's token; the values are every field of the form. */
export type PayWithCard<Extra extends object = object> = (
  token: string,
  values: CardValues & Extra,
) => Promise<CardPaymentOutcome>;

/** A saved card as the person recognises it. */
export type SavedCard = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
};
