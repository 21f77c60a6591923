import { useT } from '#ds/i18n';
import { StyledLogoLink, StyledMark, StyledName } from './AppLogo.styles';

/** The product's mark and name in the top bar (and the phone drawer), linking to the user's dashboard. */
export function AppLogo({ href }: { href: string }) {
  const t = useT();
  return (
    <StyledLogoLink href={href} variant="standalone">
      <StyledMark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 7v18M10 13h12" strokeWidth="3" strokeLinecap="round" />
      </StyledMark>
      <StyledName>{t('shell.productName')}</StyledName>
    </StyledLogoLink>
  );
}
