import { Badge } from '#ds/display/Badge';
import { useT, type MessageKey } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { SystemMessage, type SystemPageProps } from '../SystemMessage';

export type ComingSoonScreenProps = SystemPageProps & {
  /** The title key of the page that is not there yet (its route's title, e.g. `routes.inbox`). */
  feature?: MessageKey;
  /** The user's dashboard. */
  dashboardHref: string;
};

/**
 * The system 'coming soon' page: this part of the product arrives in a later release. Shown
 * inside the app shell by default (`layout="embedded"`), since it stands in for app pages.
 */
export function ComingSoonScreen({
  feature,
  dashboardHref,
  layout = 'embedded',
  ...page
}: ComingSoonScreenProps) {
  const t = useT();
  return (
    <SystemMessage
      {...page}
      layout={layout}
      tone="info"
      mark={{ icon: 'settings' }}
      title={feature ? t(feature) : t('system.comingSoon.title')}
      actions={
        <LinkButton href={dashboardHref} size="large">
          {t('system.backToDashboard')}
        </LinkButton>
      }
    >
      {feature && (
        <p>
          <Badge tone="info">{t('system.comingSoon.title')}</Badge>
        </p>
      )}
      <p>{t('system.comingSoon.description')}</p>
      <p>{t('system.comingSoon.meanwhile')}</p>
    </SystemMessage>
  );
}
