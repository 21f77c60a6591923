import { CardTokenizerProvider } from '#ds/payments';
import { GiveScreen } from '#screens/giving/GiveScreen';
import { MyGiftsSection } from '#screens/giving/MyGiftsSection';
import { useGiveScreen } from './useGiveScreen';
import { useMyGifts } from './useMyGifts';

/** `donate`: the giving form in the shell, with the person's monthly gifts under it. */
export function DonateContainer() {
  const { tokenizer, ...screen } = useGiveScreen('shell');
  const myGifts = useMyGifts();
  return (
    <CardTokenizerProvider value={tokenizer}>
      <GiveScreen {...screen} aside={<MyGiftsSection {...myGifts} />} />
    </CardTokenizerProvider>
  );
}
