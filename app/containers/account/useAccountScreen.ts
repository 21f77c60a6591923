import { CHURCH_STATUSES, type ChurchStatus } from '../../../contract';
import type { AccountScreenProps } from '../../../screens/account/AccountScreen';
import type { ScreenStatus } from '../../../screens/shared/messages';
import { isPayingPastor } from '../../roles';
import { membershipSummaryOf } from '../dashboard/links';
import { useProfileReady } from '../shared/useProfileReady';
import { useRouteHref } from '../shared/useRouteHref';
import { useSessionUser } from '../shared/useSessionUser';
import { useUserLookup } from './useUserLookup';

function churchStatusOf(value: string | null): ChurchStatus | null {
  return CHURCH_STATUSES.find((status) => status === value) ?? null;
}

/**
 * The account page: the user's own record (POST /lookup_user, for a pending email change), the
 * church and membership from the profile, and the payment pages for paying partners.
 */
export function useAccountScreen(): AccountScreenProps {
  const user = useSessionUser();
  const href = useRouteHref();
  const profile = useProfileReady(user);
  const lookup = useUserLookup();
  const record = lookup.record;
  const paying = user ? isPayingPastor(user.roles) : false;

  const status: ScreenStatus =
    profile.status === 'error' || lookup.status === 'error'
      ? 'error'
      : profile.status === 'ready' && lookup.status === 'ready'
        ? 'ready'
        : 'loading';

  return {
    status,
    onRetry: () => {
      if (profile.status === 'error') profile.retry();
      if (lookup.status === 'error') lookup.retry();
    },
    user: {
      firstName: record?.firstname ?? user?.firstname ?? '',
      lastName: record?.lastname ?? user?.lastname ?? '',
      email: record?.email ?? user?.email ?? '',
      pendingEmail: record?.pending_email ?? null,
      photoUrl: record?.photo_url ?? user?.photoUrl ?? null,
      roles: record?.role ?? user?.roles ?? [],
    },
    church: user?.churchName
      ? {
          name: user.churchName,
          website: user.churchWebsite,
          phone: user.churchPhone,
          status: churchStatusOf(user.churchStatus),
        }
      : null,
    membership: paying && user ? membershipSummaryOf(user) : undefined,
    restricted: user?.restricted ?? false,
    links: {
      updateInfo: href('updateInfo'),
      paymentInfo: paying ? href('paymentInfo') : undefined,
      plan: paying ? href('plan') : undefined,
      subscriptions: paying ? href('subscriptions') : undefined,
    },
  };
}
