import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { StyledCardGrid, StyledSplit } from './parts.styles';

/** The shape of a dashboard while its data loads (the screen frame adds the header): two cards, a row of quick actions. */
export function DashboardSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <>
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
    </>
  );
}
