import { Grid } from '#ds/primitives/Grid';
import { Link } from '#ds/actions/Link';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  Select,
  ShippingAddressFields,
  translateError,
  type SelectOption,
  type ShippingAddressLimits,
  type ShippingAddressValues,
} from '#ds/forms';
import { localeNames, locales, useT, type Locale } from '#ds/i18n';
import {
  CardOrderHistory,
  InvitationCardPreview,
  LogoUploadField,
  PackPicker,
  type CardOrderHistoryItem,
  type LogoUploadOutcome,
  type PackQuote,
} from '#ds/cardOrders';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import type { CardDesignView, CardOrderInProgress } from '../cardScreenTypes';
import { OrderProgress } from './OrderProgress';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

/** The order form's values: where the cards go and the language of their text. */
export type OrderCardsValues = ShippingAddressValues & { locale: Locale };

/** The rules for the logo file and its resolution (from the contract). */
export type LogoRules = {
  accept: string;
  maxSize: number;
  warnBelowPpi: number;
  refuseBelowPpi: number;
};

export type OrderCardsScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** reOrderCards: the order this one repeats, pre-filled from it. */
  reorderOf?: { number: string } | null;
  design: CardDesignView | null;
  logoRules: LogoRules;
  onUploadLogo: (file: File) => Promise<LogoUploadOutcome>;
  onRemoveLogo: () => Promise<void>;
  packs: number;
  onPacksChange: (packs: number) => void;
  cardsPerPack: number;
  maxPacks: number;
  quote: PackQuote | null;
  /** The church's average attendance (its plan's band), to suggest a number of packs. */
  attendance?: number | null;
  quoteFailed?: boolean;
  onRetryQuote?: () => void;
  /** Who pays: a church (its plan's packs, then its saved card) or an individual (checkout). */
  payer: 'church' | 'individual';
  /** A church's saved card, charged for the extra packs. */
  savedCard?: { brand: string; last4: string } | null;
  initialValues: Partial<OrderCardsValues>;
  countries: readonly SelectOption[];
  addressLimits: ShippingAddressLimits;
  /** Places the order (an individual goes on to pay it). */
  onPlaceOrder: (values: OrderCardsValues) => Promise<ScreenFormOutcome | void>;
  /** The newest order with something to wait for or to do. */
  inProgress: CardOrderInProgress | null;
  /** The order just placed on this page: its progress takes the focus when it shows. */
  placedOrderId?: number | null;
  history: readonly CardOrderHistoryItem[];
  onOpenProof: (order: CardOrderHistoryItem) => Promise<void>;
  onApprove: (order: CardOrderHistoryItem) => Promise<void>;
  onCancel: (order: CardOrderHistoryItem) => Promise<void>;
  reorderHref: (order: CardOrderHistoryItem) => string;
  payHref: (order: CardOrderHistoryItem) => string;
  /** Where a church changes its saved card. */
  paymentInfoHref?: string;
};

function PaymentNote({
  payer,
  quote,
  savedCard,
  paymentInfoHref,
}: Pick<OrderCardsScreenProps, 'payer' | 'quote' | 'savedCard' | 'paymentInfoHref'>) {
  const t = useT();
  if (payer === 'individual')
    return (
      <Text as="p" tone="muted">
        {t('orderCards.payment.individual')}
      </Text>
    );
  if (!quote) return null;
  if (quote.totalCents === 0)
    return (
      <Text as="p" tone="muted">
        {t('orderCards.payment.included')}
      </Text>
    );
  return (
    <Text as="p" tone="muted">
      {savedCard
        ? t('orderCards.payment.savedCard', {
            brand: savedCard.brand.toUpperCase(),
            last4: savedCard.last4,
          })
        : t('orderCards.payment.noCard')}{' '}
      {paymentInfoHref && <Link href={paymentInfoHref}>{t('orderCards.payment.changeCard')}</Link>}
    </Text>
  );
}

/**
 * Ordering invitation cards (orderCards, individual/orderCards and reOrderCards): the card as it
 * will print with the logo upload, the packs with the server's price and the suggested use, the
 * shipping address and Place order; then the order's proof to open and approve, and the history.
 */
export function OrderCardsScreen(props: OrderCardsScreenProps) {
  const t = useT();
  const { status, onRetry, reorderOf, design, inProgress, history } = props;
  const placed = inProgress && inProgress.id === props.placedOrderId ? inProgress.id : null;
  const progressRef = useFocusOnChange<HTMLDivElement>(placed);
  return (
    <ScreenFrame
      title={t(reorderOf ? 'routes.reOrderCards' : 'routes.orderCards')}
      description={
        reorderOf
          ? t('orderCards.reorderDescription', { number: reorderOf.number })
          : props.payer === 'church'
            ? t('orderCards.description')
            : design?.leadsTo === 'individual_story'
              ? t('orderCards.descriptionStory')
              : t('orderCards.descriptionChurch', { church: design?.churchName ?? '' })
      }
      status={status}
      onRetry={onRetry}
      errorDescription={t('orderCards.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={420} />}
    >
      {design && (
        <Stack gap={6}>
          {inProgress && (
            <div ref={progressRef} tabIndex={-1}>
              <OrderProgress
                order={inProgress}
                onOpenProof={props.onOpenProof}
                onApprove={props.onApprove}
                onCancel={props.onCancel}
                payHref={props.payHref}
              />
            </div>
          )}
          {design.problem ? (
            <InlineAlert
              tone="warning"
              title={t('orderCards.cannotOrder')}
              description={translateError(t, design.problem)}
            />
          ) : (
            <OrderForm {...props} design={design} />
          )}
          <Card>
            <Card.Header titleAs="h2" title={t('orderCards.history')} />
            <Card.Body>
              <CardOrderHistory
                orders={history}
                onOpenProof={props.onOpenProof}
                onApprove={props.onApprove}
                reorderHref={props.reorderHref}
                payHref={props.payHref}
              />
            </Card.Body>
          </Card>
        </Stack>
      )}
    </ScreenFrame>
  );
}

function OrderForm(props: OrderCardsScreenProps & { design: CardDesignView }) {
  const t = useT();
  const { design, logoRules } = props;
  const languages = locales.map((locale) => ({ value: locale, label: localeNames[locale] }));
  return (
    <>
      <Card>
        <Card.Header titleAs="h2" title={t('orderCards.design')} />
        <Card.Body>
          <Grid
            columns={{ regular: 'minmax(0, 1fr) minmax(0, 1fr)', tablet: 'minmax(0, 1fr)' }}
            gap={6}
            align="start"
          >
            <InvitationCardPreview
              churchName={design.churchName}
              logoUrl={design.logo?.url}
              qr={design.qr}
              shortUrl={design.sampleShortUrl}
            />
            <Stack gap={5}>
              <LogoUploadField
                onUpload={props.onUploadLogo}
                check={design.logo?.check}
                {...logoRules}
              />
              {design.logo && (
                <div>
                  <Button
                    variant="plain"
                    tone="critical"
                    size="small"
                    onClick={() => void props.onRemoveLogo()}
                  >
                    {t('orderCards.removeLogo')}
                  </Button>
                </div>
              )}
            </Stack>
          </Grid>
        </Card.Body>
      </Card>
      <Card>
        <Card.Header titleAs="h2" title={t('orderCards.order')} />
        <Card.Body>
          <ScreenForm<OrderCardsValues>
            onSubmit={(values) => props.onPlaceOrder(values)}
            initialValues={props.initialValues}
          >
            {({ submitting }) => (
              <>
                <PackPicker
                  value={props.packs}
                  onChange={props.onPacksChange}
                  cardsPerPack={props.cardsPerPack}
                  max={props.maxPacks}
                  quote={props.quote}
                  attendance={props.attendance}
                  quoteFailed={props.quoteFailed}
                  onRetryQuote={props.onRetryQuote}
                />
                <Select
                  name="locale"
                  label={t('orderCards.language')}
                  hint={t('orderCards.languageHint')}
                  options={languages}
                  placeholder={false}
                />
                <ShippingAddressFields countries={props.countries} limits={props.addressLimits} />
                <PaymentNote
                  payer={props.payer}
                  quote={props.quote}
                  savedCard={props.savedCard}
                  paymentInfoHref={props.paymentInfoHref}
                />
                <ScreenForm.Actions>
                  <Button type="submit" loading={submitting}>
                    {props.payer === 'individual'
                      ? t('orderCards.placeAndPay')
                      : t('orderCards.place')}
                  </Button>
                </ScreenForm.Actions>
              </>
            )}
          </ScreenForm>
        </Card.Body>
      </Card>
    </>
  );
}
