import { useMemo, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { formatMoney } from '#ds/display/MoneyAmount';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  RadioGroup,
  Select,
  ShippingAddressFields,
  TextField,
  type SelectOption,
  type ShippingAddressLimits,
  type ShippingAddressValues,
  type Validator,
} from '#ds/forms';
import { useLocale, useT } from '#ds/i18n';
import { CardPaymentForm, TestModeMarker, type CardPaymentOutcome } from '#ds/payments';
import { OrderSummary, PriceTag, type OrderSummaryProps } from '#ds/store';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import type { StoreProductView } from '../storeScreenTypes';
import {
  StyledCheckout,
  StyledCoupon,
  StyledProduct,
  StyledProductImage,
} from './StoreCheckoutScreen.styles';
import { Stack } from '#ds/primitives/Stack';

/** How many of one product the form offers at once. */
const QUANTITIES = Array.from({ length: 20 }, (_, index) => String(index + 1));

/** A coupon as people type it: 3 to 32 letters, digits or dashes (the server checks it too). */
const couponShape: Validator<string | undefined> = (value) =>
  value === undefined || /^[A-Za-z0-9-]{3,32}$/.test(value.trim())
    ? undefined
    : 'store.checkout.couponShape';

/** Where a physical product goes: the form's start (the saved address) and its rules. */
export type StoreShippingForm = {
  /** The account's saved shipping address, or just a country to start from. */
  initialValues: Partial<ShippingAddressValues>;
  countries: readonly SelectOption[];
  limits: ShippingAddressLimits;
};

const addressFields = [
  'name',
  'address',
  'address2',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies readonly (keyof ShippingAddressValues)[];

/** The address part of a payment form's values (the card fields left out). */
function addressOf(values: Partial<ShippingAddressValues>): Partial<ShippingAddressValues> {
  return Object.fromEntries(
    addressFields.flatMap((field) =>
      values[field] === undefined ? [] : [[field, values[field]] as const],
    ),
  );
}

export type PlacedOrder = {
  number: string;
  totalCents: number;
  digital: boolean;
  /** The order history, where a digital product downloads. */
  ordersHref: string;
};

export type StoreCheckoutScreenProps = {
  status: ScreenStatus;
  onRetry?: () => void;
  back: { label: string; href: string };
  product: StoreProductView | null;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The coupon taken (in capitals), or null. */
  coupon: string | null;
  /** Asks the server for the total with the coupon; a message when it refused the code. */
  onApplyCoupon: (code: string) => Promise<ScreenMessage | void>;
  onRemoveCoupon: () => void;
  /** The total as the server computed it; null until its first answer. */
  summary: Omit<OrderSummaryProps, 'ref'> | null;
  /** The church's saved card, which it may pay with; null for a person. */
  savedCard: { brand: string; last4: string } | null;
  testMode: boolean;
  /** A physical product's address form (shown only for one; a digital product has none). */
  shipping: StoreShippingForm;
  /**
   * Pays with the saved card, shipping a physical product to `address` (null for a digital
   * one); what was refused, if anything.
   */
  onPaySaved: (address: ShippingAddressValues | null) => Promise<CardPaymentOutcome>;
  /** Pays with the card form's token; `address` as for onPaySaved. */
  onPayCard: (token: string, address: ShippingAddressValues | null) => Promise<CardPaymentOutcome>;
  /** The order once paid: the screen says so instead of the form. */
  placed: PlacedOrder | null;
  today?: Date;
  timeZone?: string;
};

/**
 * orderProducts/{id}/checkout: the product (its offer price while it applies), the quantity and
 * a coupon, the total the server computed, and the payment: the church's saved card or a card.
 * A physical product's payment form asks where it goes first (decision 056), pre-filled with the
 * saved address; a digital product says it is downloaded once paid.
 */
export function StoreCheckoutScreen({
  status,
  onRetry,
  back,
  product,
  quantity,
  onQuantityChange,
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
  summary,
  savedCard,
  testMode,
  shipping,
  onPaySaved,
  onPayCard,
  placed,
  today,
  timeZone,
}: StoreCheckoutScreenProps) {
  const t = useT();
  const locale = useLocale();
  const dates = useDateFormat(timeZone);
  // The saved card is the default once the server says there is one.
  const [chosen, setPayWith] = useState<'saved_card' | 'new_card' | null>(null);
  const payWith = chosen ?? (savedCard ? 'saved_card' : 'new_card');
  const placedRef = useFocusOnChange<HTMLDivElement>(placed);
  const payLabel = summary
    ? t('store.checkout.pay', { amount: formatMoney(summary.totalCents, 'USD', locale) })
    : t('store.checkout.payPlain');
  const physical = product ? !product.digital : false;
  // What was typed survives a switch between the saved card's form and the card form: the new
  // form starts from what the one before held.
  const typed = useRef<Partial<ShippingAddressValues>>({});
  const [typedStart, setTypedStart] = useState<Partial<ShippingAddressValues>>({});
  const addressStart = useMemo(
    () => ({ ...shipping.initialValues, ...typedStart }),
    [shipping.initialValues, typedStart],
  );
  // The fields' own validation makes every value present before a payment is sent.
  const addressToSend = (values: Partial<ShippingAddressValues>) =>
    physical ? (addressOf(values) as ShippingAddressValues) : null;
  const addressFieldsShown = physical && (
    <>
      <FormSpy
        subscription={{ values: true }}
        onChange={({ values }) => {
          typed.current = addressOf(values as Partial<ShippingAddressValues>);
        }}
      />
      <ShippingAddressFields countries={shipping.countries} limits={shipping.limits} />
    </>
  );

  return (
    <ScreenFrame
      title={t('routes.orderProductCheckout')}
      breadcrumbs={<Link href={back.href}>{back.label}</Link>}
      status={status}
      onRetry={onRetry}
      errorDescription={t('store.loadFailed')}
      skeleton={<Skeleton variant="rectangle" height={420} />}
      width="narrow"
    >
      {product && placed ? (
        <InlineAlert
          ref={placedRef}
          tabIndex={-1}
          tone="success"
          title={t('store.checkout.placed', { number: placed.number })}
          description={t(
            placed.digital ? 'store.checkout.placedDigital' : 'store.checkout.placedShipped',
            {
              amount: formatMoney(placed.totalCents, 'USD', locale),
            },
          )}
          action={<Link href={placed.ordersHref}>{t('store.checkout.seeOrders')}</Link>}
        />
      ) : product ? (
        <StyledCheckout>
          <Card>
            <Card.Body>
              <StyledProduct>
                {product.imageUrl && (
                  <StyledProductImage src={product.imageUrl} alt="" width={800} height={600} />
                )}
                <div>
                  <h2>{product.name}</h2>
                  <p>{product.description}</p>
                  <PriceTag
                    priceCents={product.priceCents}
                    salePriceCents={product.salePriceCents}
                    size="large"
                  />
                  {product.offerEndsAt && (
                    <p>{t('store.offerEnds', { date: dates.dateTime(product.offerEndsAt) })}</p>
                  )}
                </div>
              </StyledProduct>
            </Card.Body>
          </Card>

          <Card>
            <Card.Header titleAs="h2" title={t('store.checkout.yourOrder')} />
            <Card.Body>
              <Form
                onSubmit={async (values: { quantity?: string; coupon?: string }) => {
                  const message = await onApplyCoupon(values.coupon?.trim() ?? '');
                  return message ? { coupon: message } : undefined;
                }}
                initialValues={{ quantity: String(quantity), coupon: coupon ?? '' }}
                render={({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate>
                    <FormSpy
                      subscription={{ values: true }}
                      onChange={({ values }) => {
                        const chosen = Number(values.quantity);
                        if (Number.isInteger(chosen) && chosen !== quantity)
                          onQuantityChange(chosen);
                      }}
                    />
                    {!product.digital && (
                      <Select
                        name="quantity"
                        label={t('store.checkout.quantity')}
                        options={QUANTITIES.map((value) => ({ value, label: value }))}
                        placeholder={false}
                      />
                    )}
                    <StyledCoupon>
                      <TextField
                        name="coupon"
                        label={t('store.checkout.coupon')}
                        hint={t('store.checkout.couponHint')}
                        validate={couponShape}
                        autoComplete="off"
                      />
                      <Button type="submit" variant="secondary" loading={submitting}>
                        {t('store.checkout.applyCoupon')}
                      </Button>
                      {coupon && (
                        <Button variant="plain" onClick={onRemoveCoupon}>
                          {t('store.checkout.removeCoupon', { code: coupon })}
                        </Button>
                      )}
                    </StyledCoupon>
                  </form>
                )}
              />
              {summary ? <OrderSummary {...summary} /> : <Skeleton variant="text" lines={3} />}
            </Card.Body>
          </Card>

          <Card>
            <Card.Header
              titleAs="h2"
              title={t(physical ? 'store.checkout.shippingAndPayment' : 'store.checkout.payment')}
            />
            <Card.Body>
              <Stack gap={4}>
                {!physical && <p>{t('store.checkout.digitalDelivery')}</p>}
                {savedCard && (
                  <Form
                    onSubmit={() => undefined}
                    initialValues={{ payWith }}
                    render={() => (
                      <>
                        <FormSpy
                          subscription={{ values: true }}
                          onChange={({ values }) => {
                            const chosen = values.payWith as 'saved_card' | 'new_card';
                            if (chosen && chosen !== payWith) {
                              setTypedStart(typed.current);
                              setPayWith(chosen);
                            }
                          }}
                        />
                        <RadioGroup
                          name="payWith"
                          label={t('store.checkout.payWith')}
                          options={[
                            {
                              value: 'saved_card',
                              label: t('store.checkout.savedCard', {
                                brand: savedCard.brand.toUpperCase(),
                                last4: savedCard.last4,
                              }),
                            },
                            { value: 'new_card', label: t('store.checkout.newCard') },
                          ]}
                        />
                      </>
                    )}
                  />
                )}
                {payWith === 'saved_card' && savedCard ? (
                  <ScreenForm<Partial<ShippingAddressValues>>
                    initialValues={addressStart}
                    onSubmit={async (values) => {
                      const outcome = await onPaySaved(addressToSend(values));
                      return outcome
                        ? { fieldErrors: outcome.fieldErrors, formError: outcome.message }
                        : undefined;
                    }}
                  >
                    {({ submitting }) => (
                      <>
                        {addressFieldsShown}
                        {testMode && <TestModeMarker />}
                        <Button
                          type="submit"
                          variant="primary"
                          fullWidth
                          loading={submitting}
                          disabled={!summary}
                        >
                          {payLabel}
                        </Button>
                      </>
                    )}
                  </ScreenForm>
                ) : (
                  <CardPaymentForm<Partial<ShippingAddressValues>>
                    onPay={(token, values) => onPayCard(token, addressToSend(values))}
                    initialValues={addressStart}
                    submitLabel={payLabel}
                    today={today}
                  >
                    {addressFieldsShown}
                  </CardPaymentForm>
                )}
              </Stack>
            </Card.Body>
          </Card>
        </StyledCheckout>
      ) : null}
    </ScreenFrame>
  );
}
