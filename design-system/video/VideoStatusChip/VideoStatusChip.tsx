import type { Ref } from 'react';
import { Badge, type BadgeSize, type BadgeTone } from '#ds/display/Badge';
import { Icon, type IconName } from '#ds/display/Icon';
import { useT, type MessageKey } from '#ds/i18n';

/** The intro video's status as the server sends it (spec section 4). */
export type VideoStatus = 'created' | 'review' | 'approved' | 'blocked' | 'no_payment';

export const videoStatuses = [
  'created',
  'review',
  'approved',
  'blocked',
  'no_payment',
] as const satisfies readonly VideoStatus[];

type Look = { label: MessageKey; tone: BadgeTone; icon: IconName };

/** Created and review read the same to the user: someone still has to look at the video. */
const looks: Record<VideoStatus, Look> = {
  created: { label: 'videoStatus.underReview', tone: 'info', icon: 'search' },
  review: { label: 'videoStatus.underReview', tone: 'info', icon: 'search' },
  approved: { label: 'videoStatus.approved', tone: 'success', icon: 'success' },
  blocked: { label: 'videoStatus.blocked', tone: 'critical', icon: 'error' },
  no_payment: { label: 'videoStatus.noPayment', tone: 'warning', icon: 'warning' },
};

export type VideoStatusChipProps = {
  /** The status from the server. */
  status: VideoStatus;
  size?: BadgeSize;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * The intro video's status as a labelled chip: a tone and an icon per status, so the meaning
 * never rests on colour alone.
 */
export function VideoStatusChip({ status, size = 'medium', ref }: VideoStatusChipProps) {
  const t = useT();
  const look = looks[status];
  return (
    <Badge ref={ref} tone={look.tone} size={size} data-status={status}>
      <Icon name={look.icon} size="small" />
      {t(look.label)}
    </Badge>
  );
}
