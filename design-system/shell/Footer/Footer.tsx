import type { Ref } from 'react';
import { Link } from '#ds/actions/Link';
import { useT } from '#ds/i18n';
import { StyledCopyright, StyledFooter, StyledLinks } from './Footer.styles';

export type FooterLink = {
  id: string;
  /** Already translated by the caller. */
  label: string;
  href: string;
  /** Opens in a new tab, marked as such. */
  external?: boolean;
};

export type FooterProps = {
  /** The year of the copyright line. Defaults to the current year; stories pass a fixed one. */
  year?: number;
  /** The organisation's name. Defaults to the translated `footer.organisation`. */
  organisation?: string;
  /** Small links after the copyright line (privacy, terms, support). */
  links?: FooterLink[];
  ref?: Ref<HTMLElement>;
};

/** The page footer (`contentinfo`): '© 2026 … All rights reserved.' and optional links. */
export function Footer({ year, organisation, links = [], ref }: FooterProps) {
  const t = useT();
  const copyright = t('footer.copyright', {
    year: year ?? new Date().getFullYear(),
    organisation: organisation ?? t('footer.organisation'),
  });
  return (
    <StyledFooter ref={ref}>
      <StyledCopyright>{copyright}</StyledCopyright>
      {links.length > 0 && (
        <nav aria-label={t('footer.linksLabel')}>
          <StyledLinks>
            {links.map((link) => (
              <li key={link.id}>
                <Link href={link.href} external={link.external} tone="muted">
                  {link.label}
                </Link>
              </li>
            ))}
          </StyledLinks>
        </nav>
      )}
    </StyledFooter>
  );
}
