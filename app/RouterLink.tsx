import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '#ds/actions/Link';

/**
 * The router link the app hands to the design system's `LinkProvider`, so every
 * design-system `Link` (menus, cards, breadcrumbs) navigates without a page load.
 */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link {...rest} ref={ref} to={href} />;
}
