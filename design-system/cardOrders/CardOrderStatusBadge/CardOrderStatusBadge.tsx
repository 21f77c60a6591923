import type { Ref } from 'react';
import { Badge, type BadgeSize, type BadgeTone } from '#ds/display/Badge';
import { Icon, type IconName } from '#ds/display/Icon';
import { useT } from '#ds/i18n';

/** A card order's state, in the order an order moves through them (issue 11). */
export const cardOrderStates = [
  'draft',
  'paid',
  'proof_ready',
  'approved',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

export type CardOrderState = (typeof cardOrderStates)[number];

type Look = { tone: BadgeTone; icon: IconName };

/** Warning where the person has something to do (pay, approve the proof). */
const looks: Record<CardOrderState, Look> = {
  draft: { tone: 'warning', icon: 'edit' },
  paid: { tone: 'info', icon: 'receipt' },
  proof_ready: { tone: 'warning', icon: 'file' },
  approved: { tone: 'accent', icon: 'check' },
  in_production: { tone: 'accent', icon: 'settings' },
  shipped: { tone: 'info', icon: 'mail' },
  delivered: { tone: 'success', icon: 'success' },
  cancelled: { tone: 'neutral', icon: 'close' },
  refunded: { tone: 'neutral', icon: 'refresh' },
};

export type CardOrderStatusBadgeProps = {
  state: CardOrderState;
  size?: BadgeSize;
  ref?: Ref<HTMLSpanElement>;
};

/** A card order's state as a labelled badge: a tone and an icon each, never colour alone. */
export function CardOrderStatusBadge({ state, size = 'medium', ref }: CardOrderStatusBadgeProps) {
  const t = useT();
  const look = looks[state];
  return (
    <Badge ref={ref} tone={look.tone} size={size} data-state={state}>
      <Icon name={look.icon} size="small" />
      {t(`invitationCards.state.${state}`)}
    </Badge>
  );
}
