import { ServerErrorScreen } from '#screens/system/ServerErrorScreen';
import { useServerErrorScreen } from './useServerErrorScreen';

export function ServerErrorContainer() {
  return <ServerErrorScreen {...useServerErrorScreen()} />;
}
