import { CardTokenizerProvider } from '#ds/payments';
import { GiveScreen } from '#screens/giving/GiveScreen';
import { QueryProvider } from '#app/query/QueryProvider';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useGiveScreen } from './useGiveScreen';

function Donation() {
  const { tokenizer, ...screen } = useGiveScreen('public');
  return (
    <CardTokenizerProvider value={tokenizer}>
      <GiveScreen {...screen} {...usePublicPage()} />
    </CardTokenizerProvider>
  );
}

/**
 * `donation`: the same giving form on its own public page, for anyone. Pages outside the shell
 * have no query cache; this one brings its own (the shell's kind).
 */
export function DonationContainer() {
  return (
    <QueryProvider>
      <Donation />
    </QueryProvider>
  );
}
