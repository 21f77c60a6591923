import { endpoint } from '../endpoint.ts';
import { FileAnswer } from '../billing/billing.ts';
import {
  CardDesign,
  CardOrderActionRequest,
  CardOrderCheckoutRequest,
  CardOrderIdQuery,
  CardOrderProofRequest,
  CardOrderQuote,
  CardOrderQuoteRequest,
  CardOrderResponse,
  CardOrdersResponse,
  CreateCardOrderRequest,
  RemoveCardLogoRequest,
  UploadCardLogoRequest,
} from './cardOrders.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Invitation cards:
 * churches' paying roles and individuals.
 */
export const cardOrdersCalls = {
  cardOrders: endpoint<never, CardOrdersResponse>('GET', '/card_orders', null, CardOrdersResponse),
  cardOrder: endpoint('GET', '/card_orders/order', CardOrderIdQuery, CardOrderResponse),
  cardOrderQuote: endpoint('GET', '/card_orders/quote', CardOrderQuoteRequest, CardOrderQuote),
  cardDesign: endpoint<never, CardDesign>('GET', '/card_orders/design', null, CardDesign),
  uploadCardLogo: endpoint(
    'POST',
    '/card_orders/logo',
    UploadCardLogoRequest,
    CardDesign,
    'multipart',
  ),
  removeCardLogo: endpoint('POST', '/card_orders/remove_logo', RemoveCardLogoRequest, CardDesign),
  createCardOrder: endpoint('POST', '/card_orders', CreateCardOrderRequest, CardOrderResponse),
  cardOrderCheckout: endpoint(
    'POST',
    '/card_orders/checkout',
    CardOrderCheckoutRequest,
    CardOrderResponse,
  ),
  /** A PDF: the app fetches it with the API client's `download`, not `call`. */
  cardOrderProof: endpoint('GET', '/card_orders/proof', CardOrderProofRequest, FileAnswer),
  approveCardOrder: endpoint(
    'POST',
    '/card_orders/approve',
    CardOrderActionRequest,
    CardOrderResponse,
  ),
  cancelCardOrder: endpoint(
    'POST',
    '/card_orders/cancel',
    CardOrderActionRequest,
    CardOrderResponse,
  ),
};
