import { Link } from '#ds/actions/Link';
import { MoneyAmount, formatMoney } from '#ds/display/MoneyAmount';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { CardPaymentForm } from '#ds/payments';
import { CardOrderStatusBadge, type CardOrderState } from '#ds/cardOrders';
import type { PayWithCard } from '#screens/billing/billingScreenTypes';
import { StyledPublicPage } from '#screens/billing/billing.styles';
import { LinkButton } from '#ds/actions/LinkButton';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import { StyledSummary } from './CardCheckoutScreen.styles';
import { Text } from '#ds/primitives/Text';

/** The draft order being paid, with the amount the server computed. */
export type CheckoutOrder = {
  number: string;
  state: CardOrderState;
  packs: number;
  cards: number;
  amountCents: number;
  currency: string;
};

export type CardCheckoutScreenProps = PublicPageProps & {
  /** Asks to sign in first when set (the order is the signed-in person's). */
  signInHref: string | null;
  /** Null while it loads. */
  order: CheckoutOrder | null;
  /** The order could not be loaded (unknown, or not this person's). */
  failed?: boolean;
  onRetry?: () => void;
  /** Pays the order with the card form's token. */
  onPay: PayWithCard;
  /** Where the person follows the order (its proof, its history). */
  ordersHref: string;
  /** A fixed expiry day for stories. */
  today?: Date;
};

/**
 * individual/checkout (stand-alone): pays a card order that waits for payment, for the amount
 * the server computed, with the card form (test cards in the sandbox).
 */
export function CardCheckoutScreen({
  signInHref,
  order,
  failed = false,
  onRetry,
  onPay,
  ordersHref,
  today,
  ...page
}: CardCheckoutScreenProps) {
  const t = useT();
  const locale = useLocale();
  const format = new Intl.NumberFormat(localeTags[locale]);
  const paid = order !== null && order.state !== 'draft';
  const paidRef = useFocusOnChange<HTMLDivElement>(paid ? order?.number : undefined);

  const body = () => {
    if (signInHref) {
      return (
        <>
          <p>{t('cardCheckout.signInFirst')}</p>
          <div>
            <LinkButton href={signInHref}>{t('cardCheckout.signIn')}</LinkButton>
          </div>
        </>
      );
    }
    if (failed) {
      return (
        <InlineAlert tone="critical" description={t('cardCheckout.loadFailed')} onRetry={onRetry} />
      );
    }
    if (!order) return <Skeleton variant="rectangle" height={360} />;
    return (
      <>
        <StyledSummary aria-label={t('cardCheckout.summary')}>
          <div>
            <Text as="dt" tone="muted">
              {t('cardCheckout.order')}
            </Text>
            <dd>
              {order.number} <CardOrderStatusBadge state={order.state} size="small" />
            </dd>
          </div>
          <div>
            <Text as="dt" tone="muted">
              {t('cardCheckout.packs')}
            </Text>
            <dd>{format.format(order.packs)}</dd>
          </div>
          <div>
            <Text as="dt" tone="muted">
              {t('cardCheckout.cards')}
            </Text>
            <dd>{format.format(order.cards)}</dd>
          </div>
          <div data-total>
            <Text as="dt" tone="muted">
              {t(paid ? 'cardCheckout.amountPaid' : 'cardCheckout.amount')}
            </Text>
            <dd>
              <MoneyAmount
                cents={order.amountCents}
                currency={order.currency}
                variant="strong"
                size="large"
              />
            </dd>
          </div>
        </StyledSummary>
        {paid ? (
          <InlineAlert
            ref={paidRef}
            tabIndex={-1}
            tone="success"
            title={t('cardCheckout.paid')}
            description={t('cardCheckout.paidNext')}
            action={<Link href={ordersHref}>{t('cardCheckout.followOrder')}</Link>}
          />
        ) : (
          <CardPaymentForm
            onPay={onPay}
            today={today}
            submitLabel={t('cardCheckout.pay', {
              amount: formatMoney(order.amountCents, order.currency, locale),
            })}
          />
        )}
      </>
    );
  };

  return (
    <PublicLayout {...page} width="wide">
      <StyledPublicPage>
        <h1>{t('cardCheckout.title')}</h1>
        <p>
          {t('cardCheckout.description')} <Link href={ordersHref}>{t('cardCheckout.back')}</Link>
        </p>
        {body()}
      </StyledPublicPage>
    </PublicLayout>
  );
}
