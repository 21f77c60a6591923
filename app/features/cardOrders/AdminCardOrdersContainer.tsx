import { useState } from 'react';
import { endpoints } from '#contract';
import { PRINT_FILES_MAX } from '#contract/cardOrders/cardOrders';
import { cardOrdersResource } from '#contract/resources';
import type { DataTableRowKey } from '#ds/data/DataTable';
import { useT } from '#ds/i18n';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { apiClient, errorCode, saveFile } from '#app/api';
import type { RouteName } from '#app/routes';
import { reportFailure } from '#app/shared/apiErrors';
import { cardOrderRoutes, cardOrderViews } from '#app/features/admin/resources/routes';
import { useResourceListScreen } from '#app/features/admin/resources/useResourceListScreen';

type Notice = { tone: 'success' | 'critical'; text: string };

/** Why the print files were refused, in the admin's language. */
function printFilesRefusal(error: unknown) {
  switch (errorCode(error)) {
    case 'conflict':
      return 'resources.card_orders.printFiles.notReady' as const;
    case 'not_found':
      return 'resources.card_orders.errors.gone' as const;
    default:
      return 'resources.card_orders.printFiles.failed' as const;
  }
}

function CardOrdersView({ route }: { route: RouteName }) {
  const t = useT();
  const view = cardOrderViews.find((each) => each.route === route);
  const list = useResourceListScreen(cardOrdersResource, {
    routes: cardOrderRoutes,
    views: cardOrderViews,
    view,
  });
  const [selected, setSelected] = useState<DataTableRowKey[]>([]);
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  // Several orders' proofs as one zip, fetched as binary through the API client.
  const downloadPrintFiles = async () => {
    if (selected.length > PRINT_FILES_MAX) {
      setNotice({ tone: 'critical', text: t('resources.card_orders.printFiles.tooMany') });
      return;
    }
    setDownloading(true);
    setNotice(undefined);
    try {
      const file = await apiClient.download(
        endpoints.cardOrderPrintFiles.path,
        { ids: selected.join(',') },
        'card-orders.zip',
      );
      saveFile(file);
      setNotice({
        tone: 'success',
        text: t('resources.card_orders.printFiles.downloaded', { count: selected.length }),
      });
      setSelected([]);
    } catch (error) {
      reportFailure('Downloading card print files', error);
      setNotice({ tone: 'critical', text: t(printFilesRefusal(error)) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ResourceListScreen
      {...list}
      notice={notice}
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          setNotice(undefined);
        },
        rowLabel: (row) => String(row.number),
        // Only an order with its proof has a print file.
        disabled: (row) => row.proof_available !== true,
        summary:
          selected.length === 0
            ? t('resources.card_orders.printFiles.none')
            : t('resources.card_orders.printFiles.summary', { count: selected.length }),
        action: {
          label: t('resources.card_orders.printFiles.action'),
          onClick: () => void downloadPrintFiles(),
          loading: downloading,
          disabled: selected.length === 0,
        },
        clearLabel: t('resources.card_orders.printFiles.clear'),
      }}
    />
  );
}

/** Approved orders waiting to be sent to print (admin cardOrder new). */
export function AdminCardOrderNewContainer() {
  return <CardOrdersView route="adminCardOrderNew" />;
}

/** Orders not yet finished (admin cardOrder list). */
export function AdminCardOrdersContainer() {
  return <CardOrdersView route="adminCardOrders" />;
}

/** Delivered, cancelled and refunded orders (admin cardOrder history). */
export function AdminCardOrderHistoryContainer() {
  return <CardOrdersView route="adminCardOrderHistory" />;
}
