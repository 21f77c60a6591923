import { endpoint } from '../endpoint.ts';
import { FileAnswer } from '../billing/billing.ts';
import {
  StoreCatalogueResponse,
  StoreCheckoutRequest,
  StoreCheckoutResponse,
  StoreDownloadLink,
  StoreDownloadLinkRequest,
  StoreDownloadRequest,
  StoreItem,
  StoreOrdersResponse,
  StoreProductRequest,
  StoreProductsRequest,
  StoreProductsResponse,
  StoreQuote,
  StoreQuoteRequest,
  StoreSpecialOffersResponse,
} from './store.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. The store
 * (decision 050): the download is public, its signed link is the key.
 */
export const storeCalls = {
  storeCatalogue: endpoint<never, StoreCatalogueResponse>(
    'GET',
    '/store/catalogue',
    null,
    StoreCatalogueResponse,
  ),
  storeProducts: endpoint('GET', '/store/products', StoreProductsRequest, StoreProductsResponse),
  storeProduct: endpoint('GET', '/store/product', StoreProductRequest, StoreItem),
  storeSpecialOffers: endpoint<never, StoreSpecialOffersResponse>(
    'GET',
    '/store/special_offers',
    null,
    StoreSpecialOffersResponse,
  ),
  storeQuote: endpoint('POST', '/store/quote', StoreQuoteRequest, StoreQuote),
  storeCheckout: endpoint('POST', '/store/checkout', StoreCheckoutRequest, StoreCheckoutResponse),
  storeOrders: endpoint<never, StoreOrdersResponse>(
    'GET',
    '/store/orders',
    null,
    StoreOrdersResponse,
  ),
  storeDownloadLink: endpoint(
    'POST',
    '/store/download_link',
    StoreDownloadLinkRequest,
    StoreDownloadLink,
  ),
  /** The file itself: a link the browser follows, not a call of the API client. */
  storeDownload: endpoint('GET', '/store/download', StoreDownloadRequest, FileAnswer),
};
