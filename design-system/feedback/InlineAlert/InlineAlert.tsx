import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { CloseButton } from '../CloseButton';
import { toneIcons, type FeedbackTone } from '../toneIcons';
import {
  StyledActions,
  StyledAlert,
  StyledContent,
  StyledDescription,
  StyledDismiss,
  StyledIcon,
  StyledTitle,
} from './InlineAlert.styles';

export type InlineAlertTone = FeedbackTone;

export type InlineAlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> & {
  /** Semantic colour and icon. Critical alerts are announced at once (`role="alert"`). */
  tone?: InlineAlertTone;
  /**
   * The headline. A critical alert without one says 'Something went wrong!'; pass `null`
   * for none at all.
   */
  title?: ReactNode;
  /** Detail under the title: what happened and what to do. */
  description?: ReactNode;
  /** An action that fixes the situation, e.g. a small secondary `Button` or a `Link`. */
  action?: ReactNode;
  /** Adds a 'Try again' button that calls this (after a failed load or save). */
  onRetry?: () => void;
  /** Adds a close button that calls this; hide the alert in response. */
  onDismiss?: () => void;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A message in the flow of the page about the content around it: a failed load with a retry,
 * a warning before an action, a success after one. Not for transient news (use a toast).
 */
export function InlineAlert({
  tone = 'info',
  title,
  description,
  action,
  onRetry,
  onDismiss,
  role,
  ref,
  ...rest
}: InlineAlertProps) {
  const t = useT();
  const icon = toneIcons[tone];
  const heading =
    title === undefined && tone === 'critical' ? t('common.somethingWentWrong') : title;
  const hasActions = Boolean(action) || Boolean(onRetry);
  return (
    <StyledAlert
      {...rest}
      ref={ref}
      role={role ?? (tone === 'critical' ? 'alert' : 'status')}
      data-tone={tone}
    >
      <StyledIcon>
        <Icon name={icon.name} size="small" label={t(icon.label)} />
      </StyledIcon>
      <StyledContent>
        {heading && <StyledTitle>{heading}</StyledTitle>}
        {description && <StyledDescription>{description}</StyledDescription>}
      </StyledContent>
      {hasActions && (
        <StyledActions>
          {onRetry && (
            <Button
              variant="secondary"
              size="small"
              icon={<Icon name="refresh" size="small" />}
              onClick={onRetry}
            >
              {t('common.retry')}
            </Button>
          )}
          {action}
        </StyledActions>
      )}
      {onDismiss && (
        <StyledDismiss>
          <CloseButton onClick={onDismiss} />
        </StyledDismiss>
      )}
    </StyledAlert>
  );
}
