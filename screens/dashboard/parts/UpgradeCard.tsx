import { Card } from '#ds/display/Card';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { StyledStack } from './parts.styles';
import { Text } from '#ds/primitives/Text';
import { Stack } from '#ds/primitives/Stack';

/** A free partner's invitation to become a member: what it adds, and the upgrade page. */
export function UpgradeCard({ href, titleAs = 'h2' }: { href: string; titleAs?: 'h2' | 'h3' }) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs={titleAs} title={t('dashboard.upgrade.title')} />
      <Card.Body>
        <StyledStack>
          <Text as="p" tone="muted" size="small">
            {t('dashboard.upgrade.description')}
          </Text>
          <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
            <LinkButton href={href}>{t('dashboard.upgrade.action')}</LinkButton>
          </Stack>
        </StyledStack>
      </Card.Body>
    </Card>
  );
}
