import { ChurchDirectoryScreen } from '#screens/connections/ChurchDirectoryScreen';
import { ConnectToChurchScreen } from '#screens/connections/ConnectToChurchScreen';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useChurchDirectoryScreen } from './useChurchDirectoryScreen';
import { useConnectToChurchScreen } from './useConnectToChurchScreen';

function ConnectToChurch() {
  return <ConnectToChurchScreen {...useConnectToChurchScreen()} />;
}

function ChurchDirectory() {
  return <ChurchDirectoryScreen {...useChurchDirectoryScreen()} />;
}

/**
 * connect-to-church is two items of the menus (app/routes.ts): an individual's Connect to a
 * church, and the partners' Church directory. The first asks to connect; the second only lists.
 */
export function ConnectToChurchContainer() {
  const individual = useSessionUser()?.roles.includes('individual') ?? false;
  return individual ? <ConnectToChurch /> : <ChurchDirectory />;
}
