import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledText } from './Text.styles';

export type TextTone = 'default' | 'muted' | 'accent' | 'success' | 'warning' | 'critical';
export type TextSize = 'xsmall' | 'small' | 'medium' | 'large';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';
/**
 * `anywhere` breaks long unbroken strings (e-mail addresses, links) at any point;
 * `keep-all` keeps Korean words whole, breaking only at spaces as in Latin scripts.
 */
export type TextWrap = 'anywhere' | 'keep-all';
export type TextElement = 'span' | 'p' | 'div' | 'strong' | 'small' | 'dt' | 'dd' | 'li' | 'label';

export type TextProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  /** The element to render; `p` and `div` lose their default margin. */
  as?: TextElement;
  /** Semantic colour: `muted` for secondary text (dates, captions, "no value yet"). */
  tone?: TextTone;
  /** Font size from the tokens; inherited when absent. */
  size?: TextSize;
  /** Font weight from the tokens; inherited when absent. */
  weight?: TextWeight;
  /** How long words break; the browser's default when absent. */
  wrap?: TextWrap;
  /** For `label`: the control it names. */
  htmlFor?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
};

/**
 * Text in a tone, size and weight of the tokens, so screens do not restyle muted or small text
 * by hand. What is not set is inherited.
 */
export function Text({ as = 'span', tone = 'default', size, weight, wrap, ...rest }: TextProps) {
  return (
    <StyledText
      {...rest}
      as={as}
      data-tone={tone === 'default' ? undefined : tone}
      data-size={size}
      data-weight={weight}
      data-wrap={wrap}
    />
  );
}
