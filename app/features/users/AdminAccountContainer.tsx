import { RelatedRecords } from '#screens/admin/RelatedRecords';
import { ResourceFormScreen } from '#screens/admin/ResourceFormScreen';
import { InvoicesAndPayments } from '#screens/billing/InvoicesAndPayments';
import { useAccountBilling } from './useAccountBilling';
import { useAdminAccountScreen } from './useAdminAccountScreen';

export function AdminAccountContainer() {
  const { users, accountId, ...props } = useAdminAccountScreen();
  const billing = useAccountBilling(accountId);
  return (
    <ResourceFormScreen {...props}>
      <RelatedRecords {...users} />
      {billing && <InvoicesAndPayments {...billing} />}
    </ResourceFormScreen>
  );
}
