import type { NotFoundScreenProps } from '#screens/system/NotFoundScreen';
import { useSystemPage } from './useSystemPage';

/** 404: the way out is the user's dashboard, or sign-in for a visitor. */
export function useNotFoundScreen(): NotFoundScreenProps {
  const { signedIn, page } = useSystemPage();
  return { ...page, destination: signedIn ? 'dashboard' : 'signIn' };
}
