import type { ReactNode } from 'react';
import { useLocale, useT, type Locale } from '#ds/i18n';
import { Footer, LanguageSwitcher, type FooterLink } from '#ds/shell';
import {
  StyledBrand,
  StyledBrandName,
  StyledCard,
  StyledHeader,
  StyledMain,
  StyledMark,
  StyledPage,
} from './PublicLayout.styles';

/** What every page shown outside the app shell (sign-in, password pages, system pages) takes. */
export type PublicPageProps = {
  /** Called with the language the visitor picks in the language switcher (the app changes the URL prefix). */
  onLocaleChange?: (locale: Locale) => void;
  /** The footer's copyright year; the current year when left out (stories pin it). */
  year?: number;
  /** Small links in the footer (privacy, terms, support), already translated. */
  footerLinks?: FooterLink[];
};

export type PublicLayoutProps = PublicPageProps & {
  /** `narrow` (440 px) for forms, `wide` (600 px) for messages with more to say. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The product's mark and name, at the top of pages outside the shell. */
export function Brand() {
  const t = useT();
  return (
    <StyledBrand>
      <StyledMark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 7v18M10 13h12" strokeWidth="3" strokeLinecap="round" fill="none" />
      </StyledMark>
      <StyledBrandName>{t('shell.productName')}</StyledBrandName>
    </StyledBrand>
  );
}

/**
 * The frame of pages outside the app shell: the product's name and the language switcher
 * (banner), one centred card (main), and the footer (contentinfo).
 */
export function PublicLayout({
  onLocaleChange,
  year,
  footerLinks,
  width = 'narrow',
  children,
}: PublicLayoutProps) {
  const locale = useLocale();
  return (
    <StyledPage>
      <StyledHeader>
        <Brand />
        {onLocaleChange && (
          <LanguageSwitcher locale={locale} onChange={onLocaleChange} align="end" />
        )}
      </StyledHeader>
      <StyledMain id="main-content" tabIndex={-1}>
        <StyledCard data-width={width}>{children}</StyledCard>
      </StyledMain>
      <Footer year={year} links={footerLinks} />
    </StyledPage>
  );
}
