import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpoints } from '#contract';
import { PaymentInfoScreen } from '#screens/billing/PaymentInfoScreen';
import { CardPayments } from '#app/payments/CardPayments';
import { usePaymentConfig } from '#app/payments/usePaymentConfig';
import { endpointQuery } from '#app/query/endpointQuery';
import { isPayingPastor } from '#app/roles';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { cardPaymentOutcomeOf } from '#app/payments/paymentErrors';
import { cardMutation } from '#app/payments/cardMutation';

function PaymentInfo({ title }: { title: 'paymentInfo' | 'updateBillingInfo' }) {
  const href = useRouteHref();
  const user = useSessionUser();
  const paying = user ? isPayingPastor(user.roles) : false;
  const config = usePaymentConfig();
  // A failed billing-info fetch shows empty billing info (spec section 8): no retry, no error.
  const billingInfo = useQuery({ ...endpointQuery(endpoints.getBillingInfo), retry: false });
  const transactions = useQuery({
    ...endpointQuery(endpoints.paymentTransactions),
    enabled: paying,
  });
  const open = transactions.data?.invoices.find((invoice) => invoice.status === 'open') ?? null;
  const save = useMutation(
    cardMutation(title === 'paymentInfo' ? endpoints.creditcardReset : endpoints.setBillingInfo),
  );
  const [saved, setSaved] = useState<'card' | 'paid' | null>(null);
  const card = billingInfo.data?.card ?? null;

  return (
    <PaymentInfoScreen
      {...screenStateOf([config.query])}
      title={title}
      card={
        card && {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          holderName: card.holder_name,
        }
      }
      openInvoice={
        open && { number: open.number, amountDueCents: open.amount_due_cents, date: open.date }
      }
      saved={saved}
      accountHref={href('account')}
      dashboardHref={href('dashboard')}
      onSaveCard={async (token, values) => {
        setSaved(null);
        try {
          const answer = await save.mutateAsync({
            card_token: token,
            holder_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
          });
          setSaved(answer.paid_invoice_ids.length > 0 ? 'paid' : 'card');
        } catch (error) {
          reportFailure('Saving the card', error);
          return cardPaymentOutcomeOf(error);
        }
      }}
    />
  );
}

/** paymentInfo: where an open invoice leads; saving a card pays it (POST /creditcard_reset). */
export function PaymentInfoContainer() {
  return (
    <CardPayments>
      <PaymentInfo title="paymentInfo" />
    </CardPayments>
  );
}

/** updateBillingInfo: the same card form (POST /payment/set_billing_info). */
export function UpdateBillingInfoContainer() {
  return (
    <CardPayments>
      <PaymentInfo title="updateBillingInfo" />
    </CardPayments>
  );
}
