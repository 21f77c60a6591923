import { useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { endpointQuery } from '#app/query/endpointQuery';
import { cardTokenizerOf } from './cardTokenizer';

/** Which provider takes cards (GET /payment/config): it does not change while the page lives. */
export function usePaymentConfig() {
  const config = useQuery({ ...endpointQuery(endpoints.paymentConfig), staleTime: Infinity });
  return {
    query: config,
    testMode: config.data?.test_mode ?? false,
    tokenizer: cardTokenizerOf(config.data),
  };
}
