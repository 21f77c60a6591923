import { RelatedRecords } from '../../../screens/admin/RelatedRecords';
import { ResourceFormScreen } from '../../../screens/admin/ResourceFormScreen';
import { useAdminAccountScreen } from './useAdminAccountScreen';

export function AdminAccountContainer() {
  const { users, ...props } = useAdminAccountScreen();
  return (
    <ResourceFormScreen {...props}>
      <RelatedRecords {...users} />
    </ResourceFormScreen>
  );
}
