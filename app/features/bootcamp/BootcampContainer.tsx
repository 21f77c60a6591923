import { BootcampScreen } from '#screens/bootcamp/BootcampScreen';
import { useBootcampScreen } from './useBootcampScreen';

export function BootcampContainer() {
  return <BootcampScreen {...useBootcampScreen()} />;
}
