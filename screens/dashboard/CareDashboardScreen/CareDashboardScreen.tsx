import { useId, type ReactNode } from 'react';
import { Card } from '#ds/display/Card';
import { useT } from '#ds/i18n';
import { LinkButton } from '#ds/actions/LinkButton';
import type { ScreenStatus } from '#screens/shared/messages';
import { CareItems, type CareLinks } from '../parts/CareItems';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { DashboardSkeleton } from '../parts/DashboardStates';
import { StyledSectionTitle, StyledSplit, StyledStack } from '../parts/parts.styles';
import { VideoCard } from '../parts/VideoCard';
import { Text } from '#ds/primitives/Text';
import { Stack } from '#ds/primitives/Stack';
import { Grid } from '#ds/primitives/Grid';

export type CareDashboardScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  firstName: string;
  churchName: string | null;
  /** The care dashboard's instruction video, when the admins set one. */
  instructionVideoUrl?: string | null;
  /** Church profile, church access, bulletin inserts and the care video player. */
  links: CareLinks;
  /** News for the reader's roles (the content feature's posts card), under the first row. */
  news?: ReactNode;
  /** The crisis line (decision 076), first on the page. */
  crisisLine?: ReactNode;
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
  news,
  crisisLine,
}: CareDashboardScreenProps) {
  const t = useT();
  const sectionId = useId();
  const accessCard = (
    <Card>
      <Card.Header titleAs="h2" title={t('dashboard.care.access.title')} />
      <Card.Body>
        <StyledStack>
          <Text as="p" tone="muted" size="small">
            {t('dashboard.care.access.description')}
          </Text>
          <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
            <LinkButton href={links.churchAccess} variant="secondary">
              {t('dashboard.care.access.action')}
            </LinkButton>
          </Stack>
        </StyledStack>
      </Card.Body>
    </Card>
  );

  return (
    <ScreenFrame
      title={
        status === 'ready' ? t('dashboard.welcome', { name: firstName }) : t('dashboard.care.title')
      }
      description={status === 'ready' ? (churchName ?? t('dashboard.care.description')) : undefined}
      status={status}
      onRetry={onRetry}
      errorDescription={t('dashboard.loadFailed')}
      loadingLabel={t('dashboard.loading')}
      skeleton={<DashboardSkeleton />}
      restricted={restricted}
      restrictedNotice={{
        title: t('dashboard.restricted.title'),
        description: t('dashboard.restricted.description'),
      }}
    >
      {crisisLine}
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
      {!restricted && news}
      {!restricted && (
        <Grid as="section" gap={4} shrink aria-labelledby={`${sectionId}-care`}>
          <StyledSectionTitle id={`${sectionId}-care`}>
            {t('dashboard.care.sectionTitle')}
          </StyledSectionTitle>
          <CareItems links={links} />
        </Grid>
      )}
    </ScreenFrame>
  );
}
