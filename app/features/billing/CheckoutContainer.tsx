import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { endpoints } from '#contract';
import { useLocale } from '#ds/i18n';
import { CheckoutScreen } from '#screens/billing/CheckoutScreen';
import { goToRoute } from '#app/navigation';
import { CardPayments } from '#app/payments/CardPayments';
import { useIdempotencyKey } from '#app/payments/idempotency';
import { QueryProvider } from '#app/query/QueryProvider';
import { adoptSignIn } from '#app/session/adopt';
import { whenProfileLoaded } from '#app/features/auth/whenProfileLoaded';
import { preloadShell } from '#app/shell/loadShell';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';
import { payWithKey } from './payWithKey';
import { askedPlanOf, usePricing } from './usePricing';
import { cardMutation } from '#app/payments/cardMutation';

function Checkout() {
  const href = useRouteHref();
  const location = useLocation();
  const { pricing, failed, retry } = usePricing();
  const idempotency = useIdempotencyKey();
  const checkout = useMutation(cardMutation(endpoints.checkout));
  const locale = useLocale();
  return (
    <CheckoutScreen
      {...usePublicPage()}
      pricing={pricing}
      pricingFailed={failed}
      onRetry={retry}
      askedPlan={askedPlanOf(location.search)}
      signInHref={href('signIn')}
      onCheckout={async (token, values) => {
        const paid = await payWithKey('Checkout', idempotency, (key) =>
          checkout.mutateAsync({
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            church_role: values.church_role.trim(),
            cell_phone: values.cell_phone.trim(),
            church_name: values.church_name.trim(),
            email: values.email.trim().toLowerCase(),
            password: values.password,
            plan_code: values.plan_code,
            card_token: token,
            idempotency_key: key,
            locale,
          }),
        );
        if (!paid.ok) return paid.outcome;
        // Signed in: the new pastor lands on their dashboard with the full menu.
        const dashboard = adoptSignIn(paid.result);
        preloadShell();
        await whenProfileLoaded();
        goToRoute(dashboard, { replace: true });
      }}
    />
  );
}

/** Checkout (stand-alone): a new church's sign-up and first payment. */
export function CheckoutContainer() {
  return (
    <QueryProvider>
      <CardPayments>
        <Checkout />
      </CardPayments>
    </QueryProvider>
  );
}
