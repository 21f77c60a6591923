import { Link } from '#ds/actions/Link';
import { useT } from '#ds/i18n';
import { StyledAltAction } from './passwordPages.styles';

/** 'Back to sign in', under the form of every state of the password pages (forgot, reset). */
export function BackToSignIn({ href }: { href: string }) {
  const t = useT();
  return (
    <StyledAltAction>
      <Link href={href}>{t('auth.backToSignIn')}</Link>
    </StyledAltAction>
  );
}
