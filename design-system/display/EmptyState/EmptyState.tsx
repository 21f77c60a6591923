import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import {
  StyledAction,
  StyledDescription,
  StyledEmptyState,
  StyledIcon,
  StyledTitle,
} from './EmptyState.styles';

export type EmptyStateSize = 'small' | 'medium' | 'large';

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> & {
  /** A picture of what is missing (decorative). */
  icon?: IconName;
  /** What is empty, said plainly ('No videos yet'). */
  title: ReactNode;
  /** Heading level that fits the page outline (default h2). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** What the user can do about it. */
  description?: ReactNode;
  /** The way out: usually one `Button` ('Upload video'), or a link. */
  action?: ReactNode;
  /** small inside a card or a table, medium for a section, large for a whole page. */
  size?: EmptyStateSize;
  ref?: Ref<HTMLDivElement>;
};

const iconSize = { small: 'medium', medium: 'large', large: 'large' } as const;

/** Says that there is nothing here yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  titleAs = 'h2',
  description,
  action,
  size = 'medium',
  ...rest
}: EmptyStateProps) {
  return (
    <StyledEmptyState {...rest} data-size={size}>
      {icon && (
        <StyledIcon>
          <Icon name={icon} size={iconSize[size]} />
        </StyledIcon>
      )}
      <StyledTitle as={titleAs}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmptyState>
  );
}
