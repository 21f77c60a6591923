import { ComingSoonScreen } from '#screens/system/ComingSoonScreen';
import { useComingSoonScreen } from './useComingSoonScreen';

/** Every route whose screen a later issue delivers renders this. */
export function ComingSoonContainer() {
  return <ComingSoonScreen {...useComingSoonScreen()} />;
}
