import type { Translate } from '#ds/i18n';
import type { CareLinks } from '#screens/dashboard/parts/CareItems';
import type { MembershipSummary } from '#screens/dashboard/parts/MembershipCard';
import type { RouteName } from '#app/routes';
import type { SessionUser } from '#app/session/user';
import { planNameIn } from '#app/features/billing/billingItemText';
import type { HrefOptions } from '#app/shared/useRouteHref';

type Href = (name: RouteName, options?: HrefOptions) => string;

/** A route's href when the user's menu has it, else undefined (the screen leaves the card out). */
export function linkIfVisible(
  visible: ReadonlySet<RouteName>,
  href: Href,
  name: RouteName,
): string | undefined {
  return visible.has(name) ? href(name) : undefined;
}

/** The four care items (church profile, church access, bulletin inserts, care videos), for users whose menu has them. */
export function careLinksFor(visible: ReadonlySet<RouteName>, href: Href): CareLinks | undefined {
  if (!visible.has('churchAccess')) return undefined;
  return {
    churchProfile: href('churchProfile'),
    churchAccess: href('churchAccess'),
    bulletinInserts: href('bulletinInsertsCare'),
    careVideoPlayer: href('careVideoPlayer'),
  };
}

/** The membership as the dashboard and account cards show it, the plan named in the language. */
export function membershipSummaryOf(user: SessionUser, t: Translate): MembershipSummary {
  const { membership } = user;
  if (!membership) return { state: 'none' };
  const { plan } = membership;
  return {
    state: membership.state,
    planName: plan ? (plan.tier ? planNameIn(t, plan.tier, plan.name) : plan.name) : undefined,
    interval: membership.plan?.interval,
    periodEnd: membership.current_period_end ?? undefined,
  };
}

/**
 * The first video link that is set, of the admins' settings and instruction videos given in
 * order of preference. Empty values count as not set.
 */
export function firstLink(...candidates: ReadonlyArray<string | undefined>): string | null {
  return (
    candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '') ??
    null
  );
}
