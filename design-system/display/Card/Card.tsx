import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useLinkComponent } from '#ds/actions/Link';
import {
  StyledActions,
  StyledBody,
  StyledCard,
  StyledDescription,
  StyledFooter,
  StyledHeader,
  StyledHeading,
  StyledTitle,
  StyledTitleAction,
} from './Card.styles';

const CardContext = createContext<{ titleId: string }>({ titleId: '' });

export type CardVariant = 'outlined' | 'elevated' | 'interactive';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /**
   * `section` (default) for a part of a page, `article` for a self-contained item in a list
   * (a video, a church), `div` when the card is only a visual box. A section or article is
   * named by its `Card.Header` title.
   */
  as?: 'section' | 'article' | 'div';
  /**
   * `outlined` sits on the canvas; `elevated` floats with a shadow; `interactive` is one
   * big target: give its `Card.Header` a `href` or `onTitleClick` and the whole card
   * follows it, while header actions and the footer stay separately clickable.
   */
  variant?: CardVariant;
  /** `Card.Header`, `Card.Body`, `Card.Footer`, or anything else. */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
};

function CardRoot({ as = 'section', variant = 'outlined', children, ...rest }: CardProps) {
  const titleId = useId();
  const hasHeader = Children.toArray(children).some(
    (child) => isValidElement(child) && child.type === CardHeader,
  );
  const labelledBy = rest['aria-labelledby'] ?? (hasHeader && as !== 'div' ? titleId : undefined);
  return (
    <CardContext value={{ titleId }}>
      <StyledCard {...rest} as={as} data-variant={variant} aria-labelledby={labelledBy}>
        {children}
      </StyledCard>
    </CardContext>
  );
}

export type CardHeaderProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> & {
  /** The card's title; it also names the card. */
  title: ReactNode;
  /** Heading level that fits the page outline (default h3). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** One line under the title (who, when). */
  description?: ReactNode;
  /** Controls at the end of the header, e.g. an `IconButton` with a menu. */
  actions?: ReactNode;
  /** Makes the title a link (through the app's router); on an interactive card, the whole card. */
  href?: string;
  /** Makes the title a button; on an interactive card, the whole card. */
  onTitleClick?: () => void;
};

function CardHeader({
  title,
  titleAs = 'h3',
  description,
  actions,
  href,
  onTitleClick,
  ...rest
}: CardHeaderProps) {
  const { titleId } = useContext(CardContext);
  const RouterLink = useLinkComponent();
  let heading: ReactNode = title;
  if (href !== undefined) {
    heading = RouterLink ? (
      <StyledTitleAction as={RouterLink} href={href} data-card-action="">
        {title}
      </StyledTitleAction>
    ) : (
      <StyledTitleAction href={href} data-card-action="">
        {title}
      </StyledTitleAction>
    );
  } else if (onTitleClick) {
    heading = (
      <StyledTitleAction as="button" type="button" onClick={onTitleClick} data-card-action="">
        {title}
      </StyledTitleAction>
    );
  }
  return (
    <StyledHeader {...rest}>
      <StyledHeading>
        <StyledTitle as={titleAs} id={titleId || undefined}>
          {heading}
        </StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
      </StyledHeading>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledHeader>
  );
}

export type CardBodyProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

function CardBody(props: CardBodyProps) {
  return <StyledBody {...props} />;
}

export type CardFooterProps = HTMLAttributes<HTMLDivElement> & {
  /** Where the actions sit: at the end (default), the start, or spread apart. */
  align?: 'start' | 'end' | 'between';
  ref?: Ref<HTMLDivElement>;
};

function CardFooter({ align = 'end', ...rest }: CardFooterProps) {
  return <StyledFooter {...rest} data-align={align} />;
}

/** A box that groups one subject: `Card.Header` (title, description, actions), `Card.Body`, `Card.Footer`. */
export const Card = Object.assign(CardRoot, {
  Header: CardHeader,
  Body: CardBody,
  Footer: CardFooter,
});
