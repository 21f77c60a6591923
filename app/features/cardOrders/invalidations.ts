import type { EndpointName } from '#contract';
import { resourceNames } from '#app/query/resourceInvalidations';

/** The cardOrders feature's endpoints that only read: their answers are what queries cache. */
export const cardOrdersQueries = [
  'cardOrders',
  'cardOrder',
  'cardOrderQuote',
  'cardDesign',
  'cardOrderProof',
  'cardOrderPrintFiles',
] as const satisfies readonly EndpointName[];

/** What each of the cardOrders feature's writes changes: the queries to refresh after it succeeds. */
export const cardOrdersInvalidations = {
  uploadCardLogo: ['cardDesign'],
  removeCardLogo: ['cardDesign'],
  // An order uses the plan's packs (the quote) and may save the shipping address.
  createCardOrder: [
    'cardOrders',
    'cardOrder',
    'cardOrderQuote',
    'cardDesign',
    'lookupProfile',
    'cardResults',
  ],
  cardOrderCheckout: ['cardOrders', 'cardOrder'],
  approveCardOrder: ['cardOrders', 'cardOrder'],
  cancelCardOrder: ['cardOrders', 'cardOrder', 'cardOrderQuote', 'cardResults'],
  cardOrderTransition: ['adminDashboard', ...resourceNames.reads],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
