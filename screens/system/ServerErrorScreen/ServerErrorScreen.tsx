import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { SystemMessage, type SystemPageProps } from '../SystemMessage';

export type ServerErrorScreenProps = SystemPageProps & {
  /** Tries the failed request (or the page) again. Without it there is no Try again button. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** The visitor's dashboard (or sign-in). */
  homeHref: string;
  /** The support address from the configuration, offered when the problem persists. */
  supportEmail?: string;
  /** An id of the failure to quote to support, when the server sent one. */
  reference?: string;
};

/** 500: the server failed. Offers a retry, the way home and the support address. */
export function ServerErrorScreen({
  onRetry,
  retrying = false,
  homeHref,
  supportEmail,
  reference,
  ...page
}: ServerErrorScreenProps) {
  const t = useT();
  return (
    <SystemMessage
      {...page}
      tone="critical"
      mark={{ code: '500', label: t('system.serverError.code') }}
      title={t('system.serverError.title')}
      actions={
        <>
          {onRetry && (
            <Button
              size="large"
              onClick={onRetry}
              loading={retrying}
              icon={<Icon name="refresh" size="small" />}
            >
              {t('common.retry')}
            </Button>
          )}
          <LinkButton href={homeHref} size="large" variant={onRetry ? 'secondary' : 'primary'}>
            {t('system.goToDashboard')}
          </LinkButton>
        </>
      }
    >
      <p>{t('system.serverError.description')}</p>
      {supportEmail && (
        <p>
          {t('system.serverError.support')}{' '}
          <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
        </p>
      )}
      {reference && <p>{t('system.serverError.reference', { reference })}</p>}
    </SystemMessage>
  );
}
