import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Spinner } from '#ds/feedback/Spinner';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { CardOrderStatusBadge, type CardOrderHistoryItem } from '#ds/cardOrders';
import type { CardOrderInProgress } from '../cardScreenTypes';
import { StyledProgressBody } from './OrderCardsScreen.styles';
import { Stack } from '#ds/primitives/Stack';

export type OrderProgressProps = {
  order: CardOrderInProgress;
  onOpenProof: (order: CardOrderHistoryItem) => Promise<void>;
  onApprove: (order: CardOrderHistoryItem) => Promise<void>;
  onCancel: (order: CardOrderHistoryItem) => Promise<void>;
  /** Where a draft is paid (individual/checkout). */
  payHref: (order: CardOrderHistoryItem) => string;
};

type Failure = 'proof' | 'approve' | 'cancel' | null;

/**
 * The order waiting for the person: paying a draft, the proof being made, or the proof to open
 * and approve before it is printed (or to cancel).
 */
export function OrderProgress({
  order,
  onOpenProof,
  onApprove,
  onCancel,
  payHref,
}: OrderProgressProps) {
  const t = useT();
  const format = new Intl.NumberFormat(localeTags[useLocale()]);
  const [busy, setBusy] = useState<Failure>(null);
  const [failed, setFailed] = useState<Failure>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (what: Exclude<Failure, null>, work: () => Promise<void>) => {
    setBusy(what);
    setFailed(null);
    try {
      await work();
    } catch {
      setFailed(what);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t('orderCards.progress.title', { number: order.number })}
        actions={<CardOrderStatusBadge state={order.state} />}
      />
      <Card.Body>
        <StyledProgressBody>
          <p>
            {t('orderCards.progress.summary', {
              packs: format.format(order.packs),
              cards: format.format(order.cards),
            })}
          </p>
          {order.state === 'draft' && (
            <>
              <p>{t('orderCards.progress.draft')}</p>
              <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
                <Link href={payHref(order)}>{t('orderCards.progress.pay')}</Link>
              </Stack>
            </>
          )}
          {order.state === 'paid' && (
            <Stack direction="horizontal" align="center" gap={2}>
              <Spinner size="small" decorative />
              <p role="status">{t('orderCards.progress.preparing')}</p>
            </Stack>
          )}
          {order.state === 'proof_ready' && (
            <>
              <p>{t('orderCards.progress.proofReady')}</p>
              <Stack direction="horizontal" align="center" wrap="wrap" gap={3}>
                <Button
                  variant="secondary"
                  icon={<Icon name="file" size="small" />}
                  loading={busy === 'proof'}
                  onClick={() => void run('proof', () => onOpenProof(order))}
                >
                  {t('orderCards.progress.openProof')}
                </Button>
                <Button
                  loading={busy === 'approve'}
                  onClick={() => void run('approve', () => onApprove(order))}
                >
                  {t('orderCards.progress.approve')}
                </Button>
                <Button variant="plain" tone="critical" onClick={() => setConfirming(true)}>
                  {t('orderCards.progress.cancel')}
                </Button>
              </Stack>
            </>
          )}
          {failed && (
            <InlineAlert tone="critical" description={t(`orderCards.progress.failed.${failed}`)} />
          )}
        </StyledProgressBody>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => run('cancel', () => onCancel(order)).then(() => setConfirming(false))}
        message={t('orderCards.progress.cancelMessage')}
        confirmLabel={t('orderCards.progress.cancel')}
        tone="critical"
        loading={busy === 'cancel'}
      />
    </Card>
  );
}
