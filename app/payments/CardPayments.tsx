import type { ReactNode } from 'react';
import { CardTokenizerProvider } from '#ds/payments';
import { usePaymentConfig } from './usePaymentConfig';

/** Gives the card forms inside the provider's browser part (sandbox or Stripe Elements). */
export function CardPayments({ children }: { children: ReactNode }) {
  const { tokenizer } = usePaymentConfig();
  return <CardTokenizerProvider value={tokenizer}>{children}</CardTokenizerProvider>;
}
