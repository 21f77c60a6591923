import type { HTMLAttributes, ReactNode, Ref } from 'react';
import {
  StyledActions,
  StyledBreadcrumbs,
  StyledDescription,
  StyledHeading,
  StyledPageHeader,
  StyledRow,
  StyledTitle,
} from './PageHeader.styles';

export type PageHeaderProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> & {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A sentence under the title saying what the page is for. */
  description?: ReactNode;
  /** A breadcrumb trail (a `nav` with its own label) shown above the title. */
  breadcrumbs?: ReactNode;
  /** The page's actions, e.g. one primary `Button`; they wrap under the title on phones. */
  actions?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** The top of a screen: breadcrumbs, the `h1` title, a description and the page's actions. */
export function PageHeader({ title, description, breadcrumbs, actions, ...rest }: PageHeaderProps) {
  return (
    <StyledPageHeader {...rest}>
      {breadcrumbs && <StyledBreadcrumbs>{breadcrumbs}</StyledBreadcrumbs>}
      <StyledRow>
        <StyledHeading>
          <StyledTitle>{title}</StyledTitle>
          {description && <StyledDescription>{description}</StyledDescription>}
        </StyledHeading>
        {actions && <StyledActions>{actions}</StyledActions>}
      </StyledRow>
    </StyledPageHeader>
  );
}
