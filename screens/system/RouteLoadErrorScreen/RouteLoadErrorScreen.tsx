import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { SystemMessage, type SystemPageProps } from '../SystemMessage';

export type RouteLoadErrorScreenProps = SystemPageProps & {
  /** `failed`: the page's code did not arrive; `timeout`: it took longer than 120 s. */
  reason?: 'failed' | 'timeout';
  /** Loads the page's code again. */
  onRetry: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** The dashboard, as a second way out. */
  dashboardHref?: string;
};

/**
 * A page's code (its route chunk) failed to load: says so, and offers a retry. Takes focus,
 * since it replaces the page the person just asked for. Inside the shell by default.
 */
export function RouteLoadErrorScreen({
  reason = 'failed',
  onRetry,
  retrying = false,
  dashboardHref,
  layout = 'embedded',
  ...page
}: RouteLoadErrorScreenProps) {
  const t = useT();
  const titleRef = useFocusOnChange<HTMLHeadingElement>(reason, { onMount: true });
  return (
    <SystemMessage
      {...page}
      layout={layout}
      tone="critical"
      mark={{ icon: 'warning' }}
      title={t('system.routeLoadError.title')}
      titleRef={titleRef}
      actions={
        <>
          <Button
            size="large"
            onClick={onRetry}
            loading={retrying}
            icon={<Icon name="refresh" size="small" />}
          >
            {t('common.retry')}
          </Button>
          {dashboardHref && (
            <LinkButton href={dashboardHref} size="large" variant="secondary">
              {t('system.goToDashboard')}
            </LinkButton>
          )}
        </>
      }
    >
      <p>
        {t(reason === 'timeout' ? 'system.routeLoadError.timeout' : 'system.routeLoadError.failed')}
      </p>
      <p>{t('system.routeLoadError.safe')}</p>
    </SystemMessage>
  );
}
