import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ServerErrorScreenProps } from '#screens/system/ServerErrorScreen';
import { localizePath } from '#app/locale';
import { returnToKey, safeReturnPath } from '#app/routing';
import { session } from '#app/session/store';
import { useSystemPage } from './useSystemPage';

/**
 * 500: the way home, the support address from the configuration, and, when the page that failed
 * is named in `?redirectTo=`, a retry that goes back to it.
 */
export function useServerErrorScreen(): ServerErrorScreenProps {
  const { page } = useSystemPage();
  const { config, locale } = useSnapshot(session);
  const { search } = useLocation();
  const navigate = useNavigate();
  const back = safeReturnPath(new URLSearchParams(search).get(returnToKey));
  const supportEmail = config.support_email?.trim();
  return {
    ...page,
    supportEmail: supportEmail || undefined,
    onRetry: back ? () => void navigate(localizePath(back, locale)) : undefined,
  };
}
