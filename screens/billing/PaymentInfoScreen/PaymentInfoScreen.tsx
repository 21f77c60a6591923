import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useLocale, useT } from '#ds/i18n';
import { CardPaymentForm, formatDay } from '#ds/payments';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import type { PayWithCard, SavedCard } from '../billingScreenTypes';
import { Stack } from '#ds/primitives/Stack';

export type OpenInvoice = {
  number: string;
  amountDueCents: number;
  date: string;
};

export type PaymentInfoScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** `paymentInfo`, where an open invoice leads, or `updateBillingInfo`. */
  title: 'paymentInfo' | 'updateBillingInfo';
  /** The saved card; null when none is saved or it could not be read (spec section 8). */
  card: SavedCard | null;
  /** The invoice waiting for a card (past_due), which saving a card pays. */
  openInvoice: OpenInvoice | null;
  /** Saves the card (and pays the open invoice). */
  onSaveCard: PayWithCard;
  /** What the last save did: the card is saved, or saved and the open invoice paid. */
  saved?: 'card' | 'paid' | null;
  accountHref: string;
  dashboardHref: string;
  today?: Date;
};

/**
 * Payment information (updateBillingInfo and paymentInfo): the saved card, the open invoice if
 * one waits, and the card form; saving a card pays the open invoice, so a past_due membership
 * is active again.
 */
export function PaymentInfoScreen({
  status,
  onRetry,
  title,
  card,
  openInvoice,
  onSaveCard,
  saved = null,
  accountHref,
  dashboardHref,
  today,
}: PaymentInfoScreenProps) {
  const t = useT();
  const locale = useLocale();
  const savedRef = useFocusOnChange<HTMLDivElement>(saved);
  return (
    <ScreenFrame
      title={t(title === 'paymentInfo' ? 'routes.paymentInfo' : 'routes.updateBillingInfo')}
      description={t('billing.paymentInfo.description')}
      breadcrumbs={<Link href={accountHref}>{t('billing.backToAccount')}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('billing.loadFailed')}
      loadingLabel={t('billing.loading')}
      skeleton={<Skeleton variant="rectangle" height={360} />}
      width="narrow"
    >
      <Stack gap={6}>
        {saved && (
          <InlineAlert
            ref={savedRef}
            tabIndex={-1}
            tone="success"
            title={t(saved === 'paid' ? 'billing.paymentInfo.paid' : 'billing.paymentInfo.saved')}
            action={<Link href={dashboardHref}>{t('billing.goToDashboard')}</Link>}
          />
        )}
        {openInvoice && !saved && (
          <InlineAlert
            tone="warning"
            title={t('billing.paymentInfo.openInvoice', { number: openInvoice.number })}
            description={
              <>
                {t('billing.paymentInfo.amountDue')}{' '}
                <MoneyAmount cents={openInvoice.amountDueCents} variant="strong" /> (
                {formatDay(openInvoice.date, locale)}). {t('billing.paymentInfo.payWithCard')}
              </>
            }
          />
        )}
        <Card>
          <Card.Header titleAs="h2" title={t('billing.paymentInfo.currentCard')} />
          <Card.Body>
            <p>
              {card
                ? t('billing.paymentInfo.cardSummary', {
                    brand: card.brand.toUpperCase(),
                    last4: card.last4,
                    month: String(card.expMonth).padStart(2, '0'),
                    year: card.expYear,
                  })
                : t('billing.paymentInfo.noCard')}
            </p>
          </Card.Body>
        </Card>
        <Card>
          <Card.Header titleAs="h2" title={t('billing.paymentInfo.newCard')} />
          <Card.Body>
            <CardPaymentForm
              onPay={onSaveCard}
              today={today}
              title={t('billing.paymentInfo.cardDetails')}
              submitLabel={
                openInvoice
                  ? t('billing.paymentInfo.saveAndPay')
                  : t('billing.paymentInfo.saveCard')
              }
            />
          </Card.Body>
        </Card>
      </Stack>
    </ScreenFrame>
  );
}
