import { AccountScreen } from '#screens/account/AccountScreen';
import { ShippingAddressCard } from '#screens/account/ShippingAddressCard';
import { InvoicesAndPayments } from '#screens/billing/InvoicesAndPayments';
import { MyGiftsSection } from '#screens/giving/MyGiftsSection';
import { isPayingPastor } from '#app/roles';
import { useInvoicesAndPayments } from '#app/features/billing/useInvoicesAndPayments';
import { useMyGifts } from '#app/features/giving/useMyGifts';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useAccountScreen } from './useAccountScreen';
import { useShippingAddressCard } from './useShippingAddressCard';

export function AccountContainer() {
  const user = useSessionUser();
  // A paying partner's account gains the church's invoices and payments (issue 10).
  const billing = useInvoicesAndPayments(user ? isPayingPastor(user.roles) : false);
  // Monthly gifts can be cancelled from the account too (issue 10); none shows nothing.
  const myGifts = useMyGifts();
  const invoices = billing.props && <InvoicesAndPayments {...billing.props} />;
  const gifts = myGifts.gifts.length > 0 && <MyGiftsSection {...myGifts} />;
  const shipping = useShippingAddressCard();
  return (
    <AccountScreen
      {...useAccountScreen()}
      shipping={<ShippingAddressCard {...shipping} />}
      billing={
        (invoices || gifts) && (
          <>
            {invoices}
            {gifts}
          </>
        )
      }
    />
  );
}
