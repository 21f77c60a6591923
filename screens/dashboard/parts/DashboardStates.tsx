import { Card } from '../../../design-system/display/Card';
import { PageHeader } from '../../../design-system/display/PageHeader';
import { Skeleton } from '../../../design-system/display/Skeleton';
import { InlineAlert } from '../../../design-system/feedback/InlineAlert';
import { useT } from '../../../design-system/i18n';
import { StyledCardGrid, StyledDashboard, StyledSplit } from './parts.styles';

/** The shape of a dashboard while its data loads: header, two cards, a row of quick actions. */
export function DashboardSkeleton({ title, cards = 4 }: { title: string; cards?: number }) {
  const t = useT();
  return (
    <Skeleton.Group loading label={t('dashboard.loading')}>
      <StyledDashboard>
        <PageHeader
          title={title}
          description={<Skeleton variant="rectangle" width="min(320px, 80%)" height={16} />}
        />
        <StyledSplit>
          <Card as="div">
            <Card.Body>
              <Skeleton variant="rectangle" height={220} />
            </Card.Body>
          </Card>
          <Card as="div">
            <Card.Body>
              <Skeleton variant="text" lines={4} />
            </Card.Body>
          </Card>
        </StyledSplit>
        <StyledCardGrid aria-hidden="true">
          {Array.from({ length: cards }, (_, index) => (
            <li key={index}>
              <Card as="div">
                <Card.Body>
                  <Skeleton variant="circle" />
                  <Skeleton variant="text" lines={2} />
                </Card.Body>
              </Card>
            </li>
          ))}
        </StyledCardGrid>
      </StyledDashboard>
    </Skeleton.Group>
  );
}

/** The dashboard's data did not load: says so, with a retry. */
export function DashboardError({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <StyledDashboard>
      <PageHeader title={title} />
      <InlineAlert tone="critical" description={t('dashboard.loadFailed')} onRetry={onRetry} />
    </StyledDashboard>
  );
}
