import { Card } from '#ds/display/Card';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import { StyledCardActions, StyledMuted, StyledStack } from './parts.styles';

/** A free partner's invitation to become a member: what it adds, and the upgrade page. */
export function UpgradeCard({ href, titleAs = 'h2' }: { href: string; titleAs?: 'h2' | 'h3' }) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs={titleAs} title={t('dashboard.upgrade.title')} />
      <Card.Body>
        <StyledStack>
          <StyledMuted>{t('dashboard.upgrade.description')}</StyledMuted>
          <StyledCardActions>
            <LinkButton href={href}>{t('dashboard.upgrade.action')}</LinkButton>
          </StyledCardActions>
        </StyledStack>
      </Card.Body>
    </Card>
  );
}
