import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { useT } from '#ds/i18n';
import { CardOrderStatusBadge, type CardOrderState, type Carrier } from '#ds/cardOrders';
import { useNumberFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ShipForm, type ShipValues } from '#screens/admin/OrderFulfilment';
import { OrderPage, type OrderPageMove, type OrderPageNotice } from '#screens/admin/OrderPage';

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
export type AdminCardOrderMove = OrderPageMove<CardOrderState>;

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
  notice?: OrderPageNotice;
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
  moves,
  targets,
  onMove,
  onShip,
  onOpenProof,
  trackingNumberMaxLength,
  timeZone,
  ...page
}: CardOrderScreenProps) {
  const t = useT();
  const number = useNumberFormat();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [openingProof, setOpeningProof] = useState(false);
  const [proofFailed, setProofFailed] = useState(false);

  const openProof = async () => {
    setOpeningProof(true);
    setProofFailed(false);
    try {
      await onOpenProof();
    } catch {
      setProofFailed(true);
    } finally {
      setOpeningProof(false);
    }
  };

  const field = (name: string) => t(`resources.card_orders.fields.${name}` as never);
  const carrierName = (carrier: Carrier) => t(`resources.card_orders.carriers.${carrier}`);

  return (
    <OrderPage
      {...page}
      title={(order) => t('resources.card_orders.editTitle', { name: order.number })}
    >
      {(order) => (
        <>
          <OrderPage.Sections>
            <OrderPage.Card title={t('resources.card_orders.sections.order')}>
              <OrderPage.Facts>
                <OrderPage.Fact label={field('state')}>
                  <CardOrderStatusBadge state={order.state} />
                </OrderPage.Fact>
                <OrderPage.Fact label={field('church_name')}>{order.churchName}</OrderPage.Fact>
                <OrderPage.Fact label={field('account_name')}>
                  {`${order.accountName} · ${t(`resources.card_orders.accountKinds.${order.accountKind}`)}`}
                </OrderPage.Fact>
                <OrderPage.Fact label={field('orderer_name')}>
                  {order.ordererName}
                  <br />
                  <Link href={`mailto:${order.ordererEmail}`}>{order.ordererEmail}</Link>
                </OrderPage.Fact>
                <OrderPage.Fact label={field('packs')}>
                  {t('resources.card_orders.packsAndCards', {
                    packs: number(order.packs),
                    cards: number(order.cards),
                  })}
                </OrderPage.Fact>
                <OrderPage.Fact label={field('amount_cents')}>
                  <MoneyAmount cents={order.amountCents} currency={order.currency} />
                </OrderPage.Fact>
                <OrderPage.Fact label={field('locale')}>
                  {t(`resources.card_orders.languages.${order.locale}`)}
                </OrderPage.Fact>
                <OrderPage.Fact label={field('short_url')}>{order.shortUrl}</OrderPage.Fact>
                <OrderPage.Fact label={field('proof_available')}>
                  {order.proofAvailable ? (
                    <span>
                      <Button
                        size="small"
                        variant="secondary"
                        icon={<Icon name="download" />}
                        loading={openingProof}
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
                  )}
                </OrderPage.Fact>
              </OrderPage.Facts>
            </OrderPage.Card>
            <OrderPage.Card title={t('resources.card_orders.sections.shipping')}>
              <OrderPage.Facts>
                <OrderPage.Fact label={field('ship_to')}>{order.shipTo}</OrderPage.Fact>
                <OrderPage.Fact label={field('tracking_number')}>
                  {order.tracking ? (
                    <Link href={order.tracking.url} external>
                      {t('resources.card_orders.track', {
                        carrier: carrierName(order.tracking.carrier),
                        number: order.tracking.number,
                      })}
                    </Link>
                  ) : (
                    t('resources.card_orders.notShipped')
                  )}
                </OrderPage.Fact>
              </OrderPage.Facts>
            </OrderPage.Card>
          </OrderPage.Sections>

          <OrderPage.Moves
            title={t('resources.card_orders.sections.moves')}
            none={t('resources.card_orders.noMoves')}
            targets={targets}
          >
            {targets.includes('in_production') && (
              <OrderPage.MoveButton
                icon={<Icon name="settings" />}
                onMove={() => onMove('in_production')}
              >
                {t(moveLabels.in_production)}
              </OrderPage.MoveButton>
            )}
            {targets.includes('shipped') && (
              <ShipForm onShip={onShip} maxLength={trackingNumberMaxLength} />
            )}
            {targets.includes('delivered') && (
              <OrderPage.MoveButton
                icon={<Icon name="success" />}
                onMove={() => onMove('delivered')}
              >
                {t(moveLabels.delivered)}
              </OrderPage.MoveButton>
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
                    await onMove('cancelled');
                  }}
                />
              </div>
            )}
          </OrderPage.Moves>

          <OrderPage.History
            title={t('resources.card_orders.sections.history')}
            none={t('resources.card_orders.noHistory')}
            moves={moves}
            badge={(state) => <CardOrderStatusBadge state={state} size="small" />}
            by={(each) =>
              each.by
                ? t('resources.card_orders.movedBy', { name: each.by })
                : t('resources.card_orders.movedBySystem')
            }
            timeZone={timeZone}
          />
        </>
      )}
    </OrderPage>
  );
}
