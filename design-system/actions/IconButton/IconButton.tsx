import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '#ds/feedback/Spinner';
import { Icon, type IconName } from '#ds/display/Icon';
import { Tooltip, type TooltipPlacement } from '#ds/display/Tooltip';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button';
import { StyledIconButton } from './IconButton.styles';

type IconButtonBaseProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'color' | 'children' | 'aria-label' | 'aria-labelledby'
> & {
  /** The icon that stands for the action. */
  icon: IconName;
  /** Emphasis, as on Button. Plain (no fill, no border) suits toolbars and headers. */
  variant?: ButtonVariant;
  /** Semantic colour, as on Button. */
  tone?: ButtonTone;
  /** 32, 40 or 48 px square, matching Button's heights. */
  size?: ButtonSize;
  /** Shows a spinner in place of the icon and ignores clicks until the work is done. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** Named by its own text: the name can also be shown as a tooltip. */
export type IconButtonLabelProps = {
  /** What the button does ('Close', 'More actions'), read by screen readers. */
  'aria-label': string;
  'aria-labelledby'?: string;
  /** Show `aria-label` in a tooltip on hover and keyboard focus. On by default. */
  tooltip?: boolean;
  /** Preferred side of the tooltip. */
  tooltipPlacement?: TooltipPlacement;
};

/** Named by text already on screen: no tooltip, since the name is visible. */
export type IconButtonLabelledByProps = {
  /** Id(s) of visible text that names the button. */
  'aria-labelledby': string;
  'aria-label'?: never;
  tooltip?: never;
  tooltipPlacement?: never;
};

/**
 * An icon-only control must be named: the type accepts `aria-label` or `aria-labelledby`
 * and rejects neither.
 */
export type IconButtonProps = IconButtonBaseProps &
  (IconButtonLabelProps | IconButtonLabelledByProps);

const iconSize = { small: 'small', medium: 'medium', large: 'large' } as const;

/** A button that shows only an icon. Defaults to `type="button"` and the `plain` variant. */
export function IconButton({
  icon,
  variant = 'plain',
  tone = 'accent',
  size = 'medium',
  loading = false,
  tooltip = true,
  tooltipPlacement = 'top',
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  const button = (
    <StyledIconButton
      {...rest}
      type={type}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="small" decorative /> : <Icon name={icon} size={iconSize[size]} />}
    </StyledIconButton>
  );
  const label = rest['aria-label'];
  if (!tooltip || !label) return button;
  return (
    <Tooltip content={label} type="label" placement={tooltipPlacement}>
      {button}
    </Tooltip>
  );
}
