import { useLocation } from 'react-router-dom';
import { SUPPORT_ROLES } from '#contract/support/support';
import { Link } from '#ds/actions/Link';
import { useT } from '#ds/i18n';
import type { Role } from '#app/roles';
import { useRouteHref } from '#app/shared/useRouteHref';

/**
 * "Get help", on every signed-in page of the people who may ask support (decision 077): the
 * request page, carrying the page it was opened from. Placed by app/shell/MainLayout.tsx.
 */
export function GetHelpLink({ roles }: { roles: readonly Role[] | undefined }) {
  const t = useT();
  const href = useRouteHref();
  const { pathname } = useLocation();
  if (!roles?.some((role) => (SUPPORT_ROLES as readonly Role[]).includes(role))) return null;
  const from = pathname.replace(/^\/(es|fr|ko)(?=\/|$)/, '') || '/';
  if (from.startsWith('/support-request')) return null;
  return (
    <p>
      <Link href={href('supportRequest', { search: `?from=${encodeURIComponent(from)}` })}>
        {t('support.getHelp')}
      </Link>
    </p>
  );
}
