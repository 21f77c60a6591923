import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import { StyledGift, StyledGiftFacts } from './MyGiftsSection.styles';
import { Stack } from '#ds/primitives/Stack';

/** A monthly gift as the donor's list shows it. */
export type MonthlyGift = {
  id: number;
  totalCents: number;
  /** ISO date-time of the next charge. */
  nextChargeAt: string;
  cardLast4: string | null;
};

export type MyGiftsSectionProps = {
  /** The donor's active monthly gifts; the section shows nothing without one. */
  gifts: readonly MonthlyGift[];
  /** Stops one; resolves once the server confirmed (the dialog then closes). */
  onCancel: (id: number) => Promise<unknown>;
  /** Stories and tests pin the zone; the browser's by default. */
  timeZone?: string;
};

/** The donor's monthly gifts with Cancel, for the account or the giving page. */
export function MyGiftsSection({ gifts, onCancel, timeZone }: MyGiftsSectionProps) {
  const t = useT();
  const { date } = useDateFormat(timeZone);
  const [canceling, setCanceling] = useState<MonthlyGift | null>(null);
  if (gifts.length === 0) return null;
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('myGifts.title')} />
      <Card.Body>
        <Stack as="ul" gap={3}>
          {gifts.map((gift) => (
            <StyledGift key={gift.id}>
              <StyledGiftFacts>
                <span>
                  <MoneyAmount cents={gift.totalCents} variant="strong" /> {t('myGifts.perMonth')}
                </span>
                <span>{t('myGifts.next', { date: date(gift.nextChargeAt) })}</span>
                {gift.cardLast4 && <span>{t('myGifts.card', { last4: gift.cardLast4 })}</span>}
              </StyledGiftFacts>
              <Button variant="secondary" size="small" onClick={() => setCanceling(gift)}>
                {t('myGifts.cancel')}
              </Button>
            </StyledGift>
          ))}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        onConfirm={() => (canceling ? onCancel(canceling.id) : undefined)}
        message={t('myGifts.confirm')}
        confirmLabel={t('myGifts.cancelConfirm')}
        cancelLabel={t('myGifts.keep')}
        tone="critical"
      />
    </Card>
  );
}
