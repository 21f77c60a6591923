import type { ReactNode, Ref } from 'react';
import { StyledLinkButton } from './LinkButton.styles';

export type LinkButtonProps = {
  /** Where to go; an app path goes through the app's router (design-system `Link`). */
  href: string;
  /** `primary` for the one main action, `secondary` beside it, `critical` to settle a problem (pay a past-due bill). */
  appearance?: 'primary' | 'secondary' | 'critical';
  size?: 'small' | 'medium' | 'large';
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

/** A link styled as a button, for navigations that are a screen's main action. */
export function LinkButton({
  appearance = 'primary',
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
      data-appearance={appearance}
      data-size={size}
      data-full-width={fullWidth}
    >
      {icon}
      {children}
    </StyledLinkButton>
  );
}
