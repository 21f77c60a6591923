import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { StyledBadge, StyledText } from './Badge.styles';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'critical' | 'info';
export type BadgeSize = 'small' | 'medium' | 'large';

type BadgeBaseProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Semantic colour: success for done, warning for needs attention, critical for failed. */
  tone?: BadgeTone;
  size?: BadgeSize;
  ref?: Ref<HTMLSpanElement>;
};

export type BadgeLabelProps = BadgeBaseProps & {
  /** A short status word in a pill. */
  variant?: 'label';
  /** The status text ('Draft', 'Published'); an `<Icon size="small" />` may come first. */
  children: ReactNode;
};

export type BadgeCountProps = BadgeBaseProps & {
  /** A number, for unread items or a queue waiting for review. */
  variant: 'count';
  /** How many. Nothing is shown for zero or less. */
  count: number;
  /** Above this the badge shows `max+` (99+); screen readers still hear the real count. */
  max?: number;
  /**
   * What screen readers hear instead of the bare number. Defaults to '{{count}} new' in the
   * current language; pass your own when 'new' is not what the number means.
   */
  label?: string;
};

export type BadgeDotProps = BadgeBaseProps & {
  /** A small mark that says 'something here needs you'. */
  variant: 'dot';
  /** What the dot means, for screen readers. Without it the dot is decoration only. */
  label?: string;
};

export type BadgeProps = BadgeLabelProps | BadgeCountProps | BadgeDotProps;

/** A status label, a count or a dot. */
export function Badge(props: BadgeProps) {
  const t = useT();
  const locale = useLocale();

  if (props.variant === 'count') {
    const { variant, tone = 'neutral', size = 'medium', count, max = 99, label, ...rest } = props;
    if (count <= 0) return null;
    const format = new Intl.NumberFormat(localeTags[locale]);
    const shown = count > max ? `${format.format(max)}+` : format.format(count);
    const spoken = label ?? t('badge.newCount', { count });
    return (
      <StyledBadge {...rest} data-variant={variant} data-tone={tone} data-size={size}>
        <span aria-hidden="true">{shown}</span>
        <span className="visually-hidden">{spoken}</span>
      </StyledBadge>
    );
  }

  if (props.variant === 'dot') {
    const { variant, tone = 'neutral', size = 'medium', label, ...rest } = props;
    return (
      <StyledBadge
        {...rest}
        data-variant={variant}
        data-tone={tone}
        data-size={size}
        aria-hidden={label ? undefined : true}
      >
        {label && <span className="visually-hidden">{label}</span>}
      </StyledBadge>
    );
  }

  const { variant = 'label', tone = 'neutral', size = 'medium', children, ...rest } = props;
  return (
    <StyledBadge {...rest} data-variant={variant} data-tone={tone} data-size={size}>
      <StyledText>{children}</StyledText>
    </StyledBadge>
  );
}
