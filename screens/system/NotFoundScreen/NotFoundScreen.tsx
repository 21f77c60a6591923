import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { SystemMessage, type SystemPageProps } from '../SystemMessage';

export type NotFoundScreenProps = SystemPageProps & {
  /** Where the way out leads: the visitor's dashboard, or sign-in when nobody is signed in. */
  homeHref: string;
  /** Names the way out; `dashboard` by default. */
  destination?: 'dashboard' | 'signIn';
};

/** 404: the address leads nowhere (or to a page this user may not see). */
export function NotFoundScreen({
  homeHref,
  destination = 'dashboard',
  ...page
}: NotFoundScreenProps) {
  const t = useT();
  return (
    <SystemMessage
      {...page}
      tone="accent"
      mark={{ code: '404', label: t('system.notFound.code') }}
      title={t('system.notFound.title')}
      actions={
        <LinkButton href={homeHref} size="large">
          {destination === 'signIn' ? t('system.goToSignIn') : t('system.goToDashboard')}
        </LinkButton>
      }
    >
      <p>{t('system.notFound.description')}</p>
    </SystemMessage>
  );
}
