import type { ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonTone, ButtonVariant } from '#ds/actions/Button';
import { StyledLinkButton } from './LinkButton.styles';

export type LinkButtonProps = {
  /** Where to go; an app path goes through the app's router (design-system `Link`). */
  href: string;
  /** As on `Button`: primary for the one main action, secondary beside it, plain inside text. */
  variant?: ButtonVariant;
  /** As on `Button`: critical to settle a problem (pay a past-due bill). */
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Opens in a new tab, marked as such. */
  external?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  'aria-describedby'?: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
};

/** A link that looks like a `Button`, for navigations that are a screen's main action. */
export function LinkButton({
  variant = 'primary',
  tone = 'accent',
  size = 'medium',
  fullWidth = false,
  icon,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <StyledLinkButton
      {...rest}
      variant="standalone"
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-full-width={fullWidth}
    >
      {icon}
      {children}
    </StyledLinkButton>
  );
}
