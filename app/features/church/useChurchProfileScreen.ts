import { useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import type { ChurchProfileScreenProps } from '#screens/church/ChurchProfileScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { publicChurchPageOf } from '#app/session/selectors';
import { linkIfVisible } from '#app/features/dashboard/links';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useVisibleRoutes } from '#app/shared/useVisibleRoutes';
import { picturesOf, profileValuesOf } from './churchProfileValues';

/**
 * Church profile (pastor and care): the profile as saved (GET /church_profile), its public
 * page once the church is active, and Edit profile for those whose menu has it (not the care team).
 */
export function useChurchProfileScreen(): ChurchProfileScreenProps {
  const locale = useLocale();
  const user = useSessionUser();
  const visible = useVisibleRoutes(user);
  const href = useRouteHref();
  const profile = useQuery(endpointQuery(calls.churchProfile));
  return {
    ...screenStateOf([profile]),
    churchName: profile.data?.church_name ?? '',
    profile: profileValuesOf(profile.data),
    pictures: picturesOf(profile.data),
    publicUrl: publicChurchPageOf(user, locale),
    publicPageWaiting: user !== null && user.churchStatus !== 'active',
    editHref: linkIfVisible(visible, href, 'editProfile'),
  };
}
