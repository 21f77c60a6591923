import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { Stack } from '#ds/primitives/Stack';

export type UpgradeSuccessfulScreenProps = { dashboardHref: string; planHref: string };

/** After the upgrade: the partner is a church partner now, with the full menu. */
export function UpgradeSuccessfulScreen({ dashboardHref, planHref }: UpgradeSuccessfulScreenProps) {
  const t = useT();
  return (
    <ScreenFrame title={t('routes.upgradeSuccessful')} status="ready" width="narrow">
      <Stack gap={6}>
        <InlineAlert
          tone="success"
          title={t('billing.upgrade.doneTitle')}
          description={t('billing.upgrade.doneBody')}
        />
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <LinkButton href={dashboardHref}>{t('billing.goToDashboard')}</LinkButton>
          <LinkButton href={planHref} variant="secondary">
            {t('routes.plan')}
          </LinkButton>
        </div>
      </Stack>
    </ScreenFrame>
  );
}
