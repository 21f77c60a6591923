import { Card } from '#ds/display/Card';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { Stack } from '#ds/primitives/Stack';

export type UpgradeInformationScreenProps = { upgradeHref: string };

/** What a free partner gains as a paying church partner, and the way to upgrade. */
export function UpgradeInformationScreen({ upgradeHref }: UpgradeInformationScreenProps) {
  const t = useT();
  return (
    <ScreenFrame title={t('routes.upgradeInformation')} status="ready" width="narrow">
      <Card>
        <Card.Header titleAs="h2" title={t('billing.upgrade.infoTitle')} />
        <Card.Body>
          <Stack gap={6}>
            <p>{t('billing.upgrade.infoBody')}</p>
            <ul>
              <li>{t('billing.upgrade.gains.cards')}</li>
              <li>{t('billing.upgrade.gains.videos')}</li>
              <li>{t('billing.upgrade.gains.education')}</li>
            </ul>
            <div>
              <LinkButton href={upgradeHref}>{t('billing.upgrade.seePlans')}</LinkButton>
            </div>
          </Stack>
        </Card.Body>
      </Card>
    </ScreenFrame>
  );
}
