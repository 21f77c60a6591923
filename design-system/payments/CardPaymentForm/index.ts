export { CardPaymentForm } from './CardPaymentForm';
export type { CardPaymentFormProps, CardPaymentOutcome } from './CardPaymentForm';
export { CardTokenizerProvider, cardFieldNames, useCardTokenizer } from './cardTokenizer';
export type {
  CardFieldName,
  CardTokenizer,
  CardValues,
  SandboxCardTokenizer,
  StripeCardTokenizer,
} from './cardTokenizer';
