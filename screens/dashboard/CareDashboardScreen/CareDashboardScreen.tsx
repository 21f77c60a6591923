import { useId } from 'react';
import { Card } from '../../../design-system/display/Card';
import { PageHeader } from '../../../design-system/display/PageHeader';
import { InlineAlert } from '../../../design-system/feedback/InlineAlert';
import { useT } from '../../../design-system/i18n';
import { LinkButton } from '../../shared/LinkButton';
import type { ScreenStatus } from '../../shared/messages';
import { CareItems, type CareLinks } from '../parts/CareItems';
import { DashboardError, DashboardSkeleton } from '../parts/DashboardStates';
import {
  StyledCardActions,
  StyledDashboard,
  StyledMuted,
  StyledSection,
  StyledSectionTitle,
  StyledSplit,
  StyledStack,
} from '../parts/parts.styles';
import { VideoCard } from '../parts/VideoCard';

export type CareDashboardScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  firstName: string;
  churchName: string | null;
  /** The care dashboard's instruction video, when the admins set one. */
  instructionVideoUrl?: string | null;
  /** Church profile, church access, bulletin inserts and the care video player. */
  links: CareLinks;
  /** The user's state is not active. */
  restricted: boolean;
};

/**
 * The care team's dashboard: the instruction video, the church-member login of the counselling
 * product, and the care items (church profile, church access, bulletin inserts, care videos).
 */
export function CareDashboardScreen({
  status,
  onRetry,
  firstName,
  churchName,
  instructionVideoUrl,
  links,
  restricted,
}: CareDashboardScreenProps) {
  const t = useT();
  const sectionId = useId();
  if (status === 'loading') return <DashboardSkeleton title={t('dashboard.care.title')} />;
  if (status === 'error')
    return <DashboardError title={t('dashboard.care.title')} onRetry={onRetry} />;

  const accessCard = (
    <Card>
      <Card.Header titleAs="h2" title={t('dashboard.care.access.title')} />
      <Card.Body>
        <StyledStack>
          <StyledMuted>{t('dashboard.care.access.description')}</StyledMuted>
          <StyledCardActions>
            <LinkButton href={links.churchAccess} appearance="secondary">
              {t('dashboard.care.access.action')}
            </LinkButton>
          </StyledCardActions>
        </StyledStack>
      </Card.Body>
    </Card>
  );

  return (
    <StyledDashboard>
      <PageHeader
        title={t('dashboard.welcome', { name: firstName })}
        description={churchName ?? t('dashboard.care.description')}
      />
      {restricted && (
        <InlineAlert
          tone="warning"
          title={t('dashboard.restricted.title')}
          description={t('dashboard.restricted.description')}
        />
      )}
      <StyledSplit>
        {instructionVideoUrl ? (
          <VideoCard
            url={instructionVideoUrl}
            title={t('dashboard.care.video.title')}
            description={t('dashboard.care.video.description')}
            videoTitle={t('dashboard.care.video.videoTitle')}
          />
        ) : (
          accessCard
        )}
        {instructionVideoUrl ? accessCard : null}
      </StyledSplit>
      {!restricted && (
        <StyledSection aria-labelledby={`${sectionId}-care`}>
          <StyledSectionTitle id={`${sectionId}-care`}>
            {t('dashboard.care.sectionTitle')}
          </StyledSectionTitle>
          <CareItems links={links} />
        </StyledSection>
      )}
    </StyledDashboard>
  );
}
