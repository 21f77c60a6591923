import { NotFoundScreen } from '#screens/system/NotFoundScreen';
import { useNotFoundScreen } from './useNotFoundScreen';

export function NotFoundContainer() {
  return <NotFoundScreen {...useNotFoundScreen()} />;
}
