import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { CloseButton } from '../CloseButton';
import { toneIcons, type FeedbackTone } from '../toneIcons';
import {
  StyledAction,
  StyledClose,
  StyledContent,
  StyledDescription,
  StyledIcon,
  StyledTitle,
  StyledToast,
} from './Toast.styles';

export type ToastTone = FeedbackTone;

export type ToastAction = {
  /** A short verb: 'Undo', 'View'. */
  label: ReactNode;
  onAction: () => void;
};

export type ToastProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> & {
  /** Semantic colour and icon; the icon also names the tone for screen readers. */
  tone?: ToastTone;
  /** What happened, in a few words. */
  title: ReactNode;
  /** One more sentence, when the title is not enough. */
  description?: ReactNode;
  /** One quick follow-up, e.g. Undo. */
  action?: ToastAction;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  ref?: Ref<HTMLDivElement>;
};

/**
 * One notification card. Normally shown through `useToast().show()`, which places it in the
 * announced, stacked region of `ToastProvider`; render it directly only in documentation.
 */
export function Toast({
  tone = 'info',
  title,
  description,
  action,
  onClose,
  ref,
  ...rest
}: ToastProps) {
  const t = useT();
  const icon = toneIcons[tone];
  return (
    <StyledToast {...rest} ref={ref} data-tone={tone}>
      <StyledIcon>
        <Icon name={icon.name} size="small" label={t(icon.label)} />
      </StyledIcon>
      <StyledContent>
        <StyledTitle>{title}</StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
      </StyledContent>
      {action && (
        <StyledAction>
          <Button variant="plain" size="small" onClick={action.onAction}>
            {action.label}
          </Button>
        </StyledAction>
      )}
      {onClose && (
        <StyledClose>
          <CloseButton onClick={onClose} />
        </StyledClose>
      )}
    </StyledToast>
  );
}
