import { useQuery } from '@tanstack/react-query';
import { CHURCH_STATUSES, endpoints, type ChurchStatus } from '#contract';
import { useT } from '#ds/i18n';
import type { AccountScreenProps } from '#screens/account/AccountScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { isPayingPastor } from '#app/roles';
import { membershipSummaryOf } from '#app/features/dashboard/links';
import { useProfileReady } from '#app/shared/useProfileReady';
import { useRouteHref } from '#app/shared/useRouteHref';
import { screenStateOf } from '#app/shared/screenStatus';
import { useSessionUser } from '#app/shared/useSessionUser';

function churchStatusOf(value: string | null): ChurchStatus | null {
  return CHURCH_STATUSES.find((status) => status === value) ?? null;
}

/**
 * The account page: the user's own record (POST /lookup_user, for a pending email change), the
 * church and membership from the profile, and the payment pages for paying partners.
 */
export function useAccountScreen(): AccountScreenProps {
  const user = useSessionUser();
  const t = useT();
  const href = useRouteHref();
  const profile = useProfileReady(user);
  const lookup = useQuery(endpointQuery(endpoints.lookupUser));
  const record = lookup.data;
  const paying = user ? isPayingPastor(user.roles) : false;

  return {
    ...screenStateOf([profile, lookup]),
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
    membership: paying && user ? membershipSummaryOf(user, t) : undefined,
    restricted: user?.restricted ?? false,
    links: {
      updateInfo: href('updateInfo'),
      paymentInfo: paying ? href('paymentInfo') : undefined,
      plan: paying ? href('plan') : undefined,
      subscriptions: paying ? href('subscriptions') : undefined,
    },
  };
}
