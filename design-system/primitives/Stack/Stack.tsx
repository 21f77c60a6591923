import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledStack } from './Stack.styles';

export type StackDirection = 'vertical' | 'horizontal';
/** A step of the spacing scale (`vars.space`): 1 is 4 px, 4 is 16 px, 6 is 24 px. */
export type StackGap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;
export type StackAlign = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'space-between';
export type StackElement =
  | 'div'
  | 'section'
  | 'header'
  | 'footer'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'form'
  | 'fieldset'
  | 'span'
  | 'p';

export type StackProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  /** The element to render; `ul` and `ol` lose their bullets, margin and padding. */
  as?: StackElement;
  /**
   * `vertical` (the default) lays the children one under the other, `horizontal` in a row.
   * `{ regular, narrow }` switches below the mobile breakpoint (768 px).
   */
  direction?: StackDirection | { regular: StackDirection; narrow: StackDirection };
  /** The space between children, a step of the spacing scale. */
  gap?: StackGap;
  /** The space between lines of a wrapped row or between items of a column; overrides `gap`. */
  rowGap?: StackGap;
  /** The space between items of a row or columns of a wrapped column; overrides `gap`. */
  columnGap?: StackGap;
  /** Where the children sit across the direction (`stretch` by default). */
  align?: StackAlign;
  /** How the children share the space along the direction (`start` by default). */
  justify?: StackJustify;
  /** `wrap` lets a horizontal row flow onto more lines (actions, chips). */
  wrap?: 'wrap' | 'nowrap';
  /**
   * Lets the stack, as an item of a grid or flex parent, be narrower than its content
   * (`min-width: 0`), so a wide table or long word scrolls or wraps instead of widening the page.
   */
  shrink?: boolean;
  /** For `form`: submits to it. */
  onSubmit?: HTMLAttributes<HTMLFormElement>['onSubmit'];
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
};

/**
 * Lays its children out in a column or a row with a gap of the spacing scale, so screens do not
 * write flex blocks by hand. Borders, padding and backgrounds stay with the screen.
 */
export function Stack({
  as = 'div',
  direction = 'vertical',
  gap = 0,
  align = 'stretch',
  justify = 'start',
  wrap = 'nowrap',
  rowGap,
  columnGap,
  shrink = false,
  ...rest
}: StackProps) {
  const regular = typeof direction === 'string' ? direction : direction.regular;
  const narrow = typeof direction === 'string' ? direction : direction.narrow;
  return (
    <StyledStack
      {...rest}
      as={as}
      data-direction={regular}
      data-narrow-direction={narrow === regular ? undefined : narrow}
      data-gap={gap}
      data-align={align === 'stretch' ? undefined : align}
      data-justify={justify === 'start' ? undefined : justify}
      data-wrap={wrap === 'wrap' ? 'wrap' : undefined}
      data-row-gap={rowGap}
      data-column-gap={columnGap}
      data-shrink={shrink ? '' : undefined}
    />
  );
}
