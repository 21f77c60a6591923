import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import type { StackGap } from '../Stack';
import { StyledGrid } from './Grid.styles';

/** A `grid-template-columns` value, e.g. `'repeat(2, minmax(0, 1fr))'` or `'max-content 1fr'`. */
export type GridTemplate = string;
/**
 * Column templates per width of the spec: `regular` on desktops, `tablet` below 992 px (and on
 * phones unless `mobile` is given), `mobile` below 768 px.
 */
export type GridColumns =
  GridTemplate | { regular: GridTemplate; tablet?: GridTemplate; mobile?: GridTemplate };
export type GridAlign = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
export type GridElement = 'div' | 'section' | 'ul' | 'ol' | 'dl' | 'form' | 'fieldset' | 'nav';

export type GridProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  /** The element to render; `ul` and `ol` lose their bullets and padding, as Stack's do. */
  as?: GridElement;
  /** The column template, or templates per width; one implicit column when absent. */
  columns?: GridColumns;
  /** The space between cells, a step of the spacing scale (`vars.space`). */
  gap?: StackGap;
  /** The space between rows; overrides `gap`. */
  rowGap?: StackGap;
  /** The space between columns; overrides `gap`. */
  columnGap?: StackGap;
  /** Where the cells sit in their row (`stretch` by default). */
  align?: GridAlign;
  /**
   * Lets the grid, as an item of a grid or flex parent, be narrower than its content
   * (`min-width: 0`), so a wide table scrolls instead of widening the page.
   */
  shrink?: boolean;
  /** For `form`: submits to it. */
  onSubmit?: HTMLAttributes<HTMLFormElement>['onSubmit'];
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
};

/**
 * Lays its children out on a CSS grid whose column template may change at the spec's
 * breakpoints, with gaps of the spacing scale, so screens do not write grid blocks by hand.
 * Named areas, spans and placement of single cells stay with the screen.
 */
export function Grid({
  as = 'div',
  columns,
  gap = 0,
  rowGap,
  columnGap,
  align = 'stretch',
  shrink = false,
  style,
  ...rest
}: GridProps) {
  const templates = typeof columns === 'string' ? { regular: columns } : columns;
  const variables = templates && {
    '--grid-columns': templates.regular,
    ...(templates.tablet && { '--grid-columns-tablet': templates.tablet }),
    ...(templates.mobile && { '--grid-columns-mobile': templates.mobile }),
  };
  return (
    <StyledGrid
      {...rest}
      as={as}
      style={variables ? ({ ...variables, ...style } as CSSProperties) : style}
      data-columns={templates ? '' : undefined}
      data-tablet-columns={templates?.tablet ? '' : undefined}
      data-mobile-columns={templates?.mobile ? '' : undefined}
      data-gap={gap}
      data-row-gap={rowGap}
      data-column-gap={columnGap}
      data-align={align === 'stretch' ? undefined : align}
      data-shrink={shrink ? '' : undefined}
    />
  );
}
