import { CareVideoPlayerScreen } from '#screens/care/CareVideoPlayerScreen';
import { useCareVideoPlayerScreen } from './useCareVideoPlayerScreen';

export function CareVideoPlayerContainer() {
  return <CareVideoPlayerScreen {...useCareVideoPlayerScreen()} />;
}
