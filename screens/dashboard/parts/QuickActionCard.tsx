import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { media, vars } from '#ds/tokens';
import { Icon, type IconName } from '#ds/display/Icon';
import { StyledCardIcon, StyledWarning } from './parts.styles';

/** The icon above the title; beside it on phones, where the cards stack and height matters. */
const StyledTitle = styled.span`
  display: grid;
  justify-items: start;
  gap: ${vars.space[3]};

  ${media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
  }
`;

export type QuickActionCardProps = {
  /** The page the card leads to; the whole card is the link. */
  href: string;
  icon: IconName;
  /** Already translated. */
  title: string;
  /** One line about what is there, already translated. */
  description: string;
  /** A number waiting there (unread messages, videos to review); nothing is shown for 0. */
  count?: number;
  /** What the number means for screen readers ('3 waiting'), already translated. */
  countLabel?: string;
  /** Something to fix there, already translated ('Add church location to map.'). */
  warning?: string;
  /** More content under the description (a status chip). */
  children?: ReactNode;
};

/** One of a dashboard's quick actions: a card that leads to a main area of the product. */
export function QuickActionCard({
  href,
  icon,
  title,
  description,
  count = 0,
  countLabel,
  warning,
  children,
}: QuickActionCardProps) {
  return (
    <Card as="div" variant="interactive">
      <Card.Header
        href={href}
        title={
          <StyledTitle>
            <StyledCardIcon>
              <Icon name={icon} />
            </StyledCardIcon>
            {title}
          </StyledTitle>
        }
        description={description}
        actions={
          count > 0 ? (
            <Badge variant="count" tone="accent" count={count} label={countLabel} />
          ) : undefined
        }
      />
      {(warning || children) && (
        <Card.Body>
          {children}
          {warning && (
            <StyledWarning>
              <Icon name="warning" size="small" />
              <span>{warning}</span>
            </StyledWarning>
          )}
        </Card.Body>
      )}
    </Card>
  );
}
