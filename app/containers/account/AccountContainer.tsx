import { AccountScreen } from '../../../screens/account/AccountScreen';
import { InvoicesAndPayments } from '../../../screens/billing/InvoicesAndPayments';
import { isPayingPastor } from '../../roles';
import { useInvoicesAndPayments } from '../billing/useInvoicesAndPayments';
import { useSessionUser } from '../shared/useSessionUser';
import { useAccountScreen } from './useAccountScreen';

export function AccountContainer() {
  const user = useSessionUser();
  // A paying partner's account gains the church's invoices and payments (issue 10).
  const billing = useInvoicesAndPayments(user ? isPayingPastor(user.roles) : false);
  return (
    <AccountScreen
      {...useAccountScreen()}
      billing={billing.props && <InvoicesAndPayments {...billing.props} />}
    />
  );
}
