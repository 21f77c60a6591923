import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '#ds/feedback/Spinner';
import { StyledBusy, StyledButton, StyledLabel } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'plain';
export type ButtonTone = 'accent' | 'critical' | 'success';
export type ButtonSize = 'small' | 'medium' | 'large';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  /** Emphasis: one primary action per view, secondary for the rest, plain inside text. */
  variant?: ButtonVariant;
  /** Semantic colour: critical for destructive actions, success to confirm a good outcome. */
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and ignores clicks until the work is done. */
  loading?: boolean;
  /** Stretch to the width of the container (forms on phones). */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
};

/** The one button of the product. Defaults to `type="button"` so it never submits by accident. */
export function Button({
  variant = 'primary',
  tone = 'accent',
  size = 'medium',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-full-width={fullWidth}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <StyledLabel>
        {icon}
        {children}
      </StyledLabel>
      {loading && (
        <StyledBusy>
          <Spinner size="small" decorative />
        </StyledBusy>
      )}
    </StyledButton>
  );
}
