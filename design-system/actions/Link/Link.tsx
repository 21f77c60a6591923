import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '#ds/i18n';
import { StyledAnchor, StyledExternalMark } from './Link.styles';
import { useLinkComponent } from './LinkProvider';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where to go: an app path goes through the router, a full URL opens as is. */
  href: string;
  /** `inline` is underlined inside text; `standalone` stands on its own (menus, cards). */
  variant?: 'inline' | 'standalone';
  tone?: 'accent' | 'muted' | 'critical';
  /** Opens in a new tab, marked for sighted and screen-reader users alike. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
};

/** A link: through the app's router for internal paths, a plain anchor for the outside world. */
export function Link({
  href,
  variant = 'inline',
  tone = 'accent',
  external = false,
  children,
  ...rest
}: LinkProps) {
  const t = useT();
  const RouterLink = useLinkComponent();
  // A caller's own data attributes win: LinkButton gives the link a button's variant and tone.
  const common = { 'data-variant': variant, 'data-tone': tone, ...rest };
  if (external) {
    return (
      <StyledAnchor {...common} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <StyledExternalMark aria-hidden="true">↗</StyledExternalMark>
        <span className="visually-hidden">{t('link.opensInNewTab')}</span>
      </StyledAnchor>
    );
  }
  if (RouterLink) {
    return (
      <StyledAnchor as={RouterLink} {...common} href={href}>
        {children}
      </StyledAnchor>
    );
  }
  return (
    <StyledAnchor {...common} href={href}>
      {children}
    </StyledAnchor>
  );
}
