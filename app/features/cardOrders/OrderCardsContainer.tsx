import { OrderCardsScreen } from '#screens/cardOrders/OrderCardsScreen';
import { useOrderCardsScreen } from './useOrderCardsScreen';

/** orderCards (a church) and individual/orderCards (an individual): one screen, the server says who pays. */
export function OrderCardsContainer() {
  return <OrderCardsScreen {...useOrderCardsScreen({ reorder: false })} />;
}

/** reOrderCards?order=<id>: the same screen, pre-filled from a past order. */
export function ReOrderCardsContainer() {
  return <OrderCardsScreen {...useOrderCardsScreen({ reorder: true })} />;
}
