import type { EndpointName } from '#contract';
import { afterResourceWrite, resourceNames } from '#app/query/resourceInvalidations';

/** The store feature's endpoints that only read: their answers are what queries cache. */
export const storeQueries = [
  'storeCatalogue',
  'storeProducts',
  'storeProduct',
  'storeSpecialOffers',
  // Reads only (the server's price of an order), though it is a POST.
  'storeQuote',
  'storeOrders',
  'storeDownload',
] as const satisfies readonly EndpointName[];

/** What each of the store feature's writes changes: the queries to refresh after it succeeds. */
export const storeInvalidations = {
  // A physical product's typed address becomes the account's saved one (decision 056).
  storeCheckout: ['storeOrders', 'lookupProfile', 'cardDesign'],
  storeOrderTransition: ['adminDashboard', ...resourceNames.reads],
  // A link is made for the moment; nothing cached changes.
  storeDownloadLink: [],
  storeProductImage: afterResourceWrite,
  storeProductFile: afterResourceWrite,
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
