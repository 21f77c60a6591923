import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { CardOrderStatusBadge, type CardOrderState, type Carrier } from '#ds/cardOrders';
import { useDateFormat, useNumberFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  ShipForm,
  StyledFacts,
  StyledHistory,
  StyledMoves,
  StyledPage,
  StyledSections,
  type ShipValues,
} from '#screens/admin/OrderFulfilment';

/** The moves an admin can make (the server allows each only from some states). */
export type CardOrderTarget = 'in_production' | 'shipped' | 'delivered' | 'cancelled';

/** A card order as its admin page shows it. Dates are ISO instants. */
export type AdminCardOrder = {
  number: string;
  state: CardOrderState;
  churchName: string;
  accountName: string;
  accountKind: 'church' | 'individual' | 'organisation';
  ordererName: string;
  ordererEmail: string;
  packs: number;
  cards: number;
  amountCents: number;
  currency: string;
  /** The language of the printed invitation text. */
  locale: 'en' | 'es' | 'fr' | 'ko';
  /** The shipping address on one line. */
  shipTo: string;
  shortUrl: string;
  proofAvailable: boolean;
  tracking: { carrier: Carrier; number: string; url: string } | null;
  createdAt: string;
  paidAt: string | null;
  approvedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
};

/** One move of the order, from the activity log: where it went, when, by whom ('' for a job). */
export type AdminCardOrderMove = {
  key: string | number;
  state: CardOrderState;
  at: string;
  by: string;
};

export type CardOrderScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The way back to the list the admin came from. */
  back: { label: string; href: string };
  /** The order once loaded. */
  order?: AdminCardOrder;
  /** Its moves, oldest first (empty while they load). */
  moves: readonly AdminCardOrderMove[];
  /** The moves its state allows now, in the contract's order. */
  targets: readonly CardOrderTarget[];
  /** Makes a move other than shipping; resolves with a message when the server refused it. */
  onMove: (target: Exclude<CardOrderTarget, 'shipped'>) => Promise<ScreenMessage | void>;
  /** Ships it with the carrier and number; the server's field errors show under the fields. */
  onShip: (values: ShipValues) => Promise<ScreenFormOutcome | void>;
  /** Downloads the proof PDF; a rejection shows beside the button. */
  onOpenProof: () => Promise<void>;
  /** What the last move did (success) or why it was refused, above everything. */
  notice?: { tone: 'success' | 'critical'; message: ScreenMessage };
  /** The longest tracking number the server takes as typed. */
  trackingNumberMaxLength: number;
  /** Pins the time zone of dates (stories, tests); the browser's by default. */
  timeZone?: string;
};

const moveLabels = {
  in_production: 'resources.card_orders.moves.in_production',
  delivered: 'resources.card_orders.moves.delivered',
  cancelled: 'resources.card_orders.moves.cancelled',
} as const;

/**
 * One card order for an admin: who ordered what, where it ships, its proof and tracking link,
 * the moves its state allows (shipping asks for the carrier and tracking number) and its
 * history of moves.
 */
export function CardOrderScreen({
  status,
  onRetry,
  back,
  order,
  moves,
  targets,
  onMove,
  onShip,
  onOpenProof,
  notice,
  trackingNumberMaxLength,
  timeZone,
}: CardOrderScreenProps) {
  const t = useT();
  const dates = useDateFormat(timeZone);
  const number = useNumberFormat();
  const noticeRef = useFocusOnChange<HTMLDivElement>(notice);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [busy, setBusy] = useState<CardOrderTarget | 'proof' | null>(null);
  const [proofFailed, setProofFailed] = useState(false);

  const move = async (target: Exclude<CardOrderTarget, 'shipped'>) => {
    setBusy(target);
    try {
      return await onMove(target);
    } finally {
      setBusy(null);
    }
  };
  const openProof = async () => {
    setBusy('proof');
    setProofFailed(false);
    try {
      await onOpenProof();
    } catch {
      setProofFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const fact = (label: string, value: ReactNode) => (
    <Fragment key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  );
  const field = (name: string) => t(`resources.card_orders.fields.${name}` as never);
  const carrierName = (carrier: Carrier) => t(`resources.card_orders.carriers.${carrier}`);

  return (
    <ScreenFrame
      title={order ? t('resources.card_orders.editTitle', { name: order.number }) : back.label}
      status={status}
      onRetry={onRetry}
      breadcrumbs={
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      }
    >
      {order && (
        <StyledPage>
          {notice && (
            <InlineAlert
              ref={noticeRef}
              tabIndex={-1}
              tone={notice.tone}
              description={translateError(t, notice.message)}
            />
          )}
          <StyledSections>
            <Card>
              <Card.Header title={t('resources.card_orders.sections.order')} titleAs="h2" />
              <Card.Body>
                <StyledFacts>
                  {fact(field('state'), <CardOrderStatusBadge state={order.state} />)}
                  {fact(field('church_name'), order.churchName)}
                  {fact(
                    field('account_name'),
                    `${order.accountName} · ${t(`resources.card_orders.accountKinds.${order.accountKind}`)}`,
                  )}
                  {fact(
                    field('orderer_name'),
                    <>
                      {order.ordererName}
                      <br />
                      <Link href={`mailto:${order.ordererEmail}`}>{order.ordererEmail}</Link>
                    </>,
                  )}
                  {fact(
                    field('packs'),
                    t('resources.card_orders.packsAndCards', {
                      packs: number(order.packs),
                      cards: number(order.cards),
                    }),
                  )}
                  {fact(
                    field('amount_cents'),
                    <MoneyAmount cents={order.amountCents} currency={order.currency} />,
                  )}
                  {fact(field('locale'), t(`resources.card_orders.languages.${order.locale}`))}
                  {fact(field('short_url'), order.shortUrl)}
                  {fact(
                    field('proof_available'),
                    order.proofAvailable ? (
                      <span>
                        <Button
                          size="small"
                          variant="secondary"
                          icon={<Icon name="download" />}
                          loading={busy === 'proof'}
                          onClick={openProof}
                        >
                          {t('resources.card_orders.openProof')}
                        </Button>
                        {proofFailed && (
                          <span role="alert"> {t('resources.card_orders.proofFailed')}</span>
                        )}
                      </span>
                    ) : (
                      t('resources.card_orders.noProofYet')
                    ),
                  )}
                </StyledFacts>
              </Card.Body>
            </Card>
            <Card>
              <Card.Header title={t('resources.card_orders.sections.shipping')} titleAs="h2" />
              <Card.Body>
                <StyledFacts>
                  {fact(field('ship_to'), order.shipTo)}
                  {fact(
                    field('tracking_number'),
                    order.tracking ? (
                      <Link href={order.tracking.url} external>
                        {t('resources.card_orders.track', {
                          carrier: carrierName(order.tracking.carrier),
                          number: order.tracking.number,
                        })}
                      </Link>
                    ) : (
                      t('resources.card_orders.notShipped')
                    ),
                  )}
                </StyledFacts>
              </Card.Body>
            </Card>
          </StyledSections>

          <Card>
            <Card.Header title={t('resources.card_orders.sections.moves')} titleAs="h2" />
            <Card.Body>
              {targets.length === 0 ? (
                <p>{t('resources.card_orders.noMoves')}</p>
              ) : (
                <StyledMoves>
                  {targets.includes('in_production') && (
                    <div>
                      <Button
                        icon={<Icon name="settings" />}
                        loading={busy === 'in_production'}
                        onClick={() => void move('in_production')}
                      >
                        {t(moveLabels.in_production)}
                      </Button>
                    </div>
                  )}
                  {targets.includes('shipped') && (
                    <ShipForm onShip={onShip} maxLength={trackingNumberMaxLength} />
                  )}
                  {targets.includes('delivered') && (
                    <div>
                      <Button
                        icon={<Icon name="success" />}
                        loading={busy === 'delivered'}
                        onClick={() => void move('delivered')}
                      >
                        {t(moveLabels.delivered)}
                      </Button>
                    </div>
                  )}
                  {targets.includes('cancelled') && (
                    <div>
                      <Button
                        variant="secondary"
                        tone="critical"
                        icon={<Icon name="close" />}
                        onClick={() => setConfirmingCancel(true)}
                      >
                        {t(moveLabels.cancelled)}
                      </Button>
                      <ConfirmDialog
                        open={confirmingCancel}
                        onClose={() => setConfirmingCancel(false)}
                        tone="critical"
                        message={t('resources.card_orders.cancelMessage', { number: order.number })}
                        confirmLabel={t(moveLabels.cancelled)}
                        cancelLabel={t('resources.card_orders.keepOrder')}
                        onConfirm={async () => {
                          // A refusal shows in the page's notice; the dialog closes either way.
                          await move('cancelled');
                        }}
                      />
                    </div>
                  )}
                </StyledMoves>
              )}
            </Card.Body>
          </Card>

          <Card>
            <Card.Header title={t('resources.card_orders.sections.history')} titleAs="h2" />
            <Card.Body>
              {moves.length === 0 ? (
                <p>{t('resources.card_orders.noHistory')}</p>
              ) : (
                <StyledHistory>
                  {moves.map((each) => (
                    <li key={each.key}>
                      <time dateTime={each.at}>{dates.dateTime(each.at)}</time>
                      <CardOrderStatusBadge state={each.state} size="small" />
                      <span>
                        {each.by
                          ? t('resources.card_orders.movedBy', { name: each.by })
                          : t('resources.card_orders.movedBySystem')}
                      </span>
                    </li>
                  ))}
                </StyledHistory>
              )}
            </Card.Body>
          </Card>
        </StyledPage>
      )}
    </ScreenFrame>
  );
}
