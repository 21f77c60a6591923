import type { PublicPageProps } from '#screens/shared/PublicLayout';
import { useLocaleSwitch } from './useLocaleSwitch';

/** What every page outside the shell gets from the app: the language switcher's action. */
export function usePublicPage(): PublicPageProps {
  return { onLocaleChange: useLocaleSwitch() };
}
