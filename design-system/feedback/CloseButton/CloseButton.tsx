import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { StyledCloseButton } from './CloseButton.styles';

export type CloseButtonSize = 'small' | 'medium' | 'large';

export type CloseButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'color' | 'aria-label'
> & {
  /** 32 px (toasts, alerts, dialogs), 40 px or 48 px (full-screen overlays, touch). */
  size?: CloseButtonSize;
  /** What closing does, for screen readers. Defaults to the translated 'Close'. */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The × that closes a dialog, toast, alert or overlay. Its name is 'Close' in every language. */
export function CloseButton({ size = 'small', label, type = 'button', ...rest }: CloseButtonProps) {
  const t = useT();
  return (
    <StyledCloseButton
      {...rest}
      type={type}
      data-size={size}
      aria-label={label ?? t('common.close')}
    >
      <Icon name="close" size={size === 'small' ? 'small' : 'medium'} />
    </StyledCloseButton>
  );
}
