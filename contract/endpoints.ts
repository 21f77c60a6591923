import { AdminDashboardResponse } from './dashboard/adminDashboard.ts';
import {
  AccountBillingRequest,
  AccountBillingResponse,
  AdminInvoiceFileRequest,
  FileAnswer,
  RefundPaymentRequest,
  RefundPaymentResponse,
} from './billing/billing.ts';
import { calls } from './calls.ts';
import { CardOrderPrintFilesRequest, CardOrderTransitionRequest } from './cardOrders/cardOrders.ts';
import { CardOrderRecord } from './cardOrders/cardOrdersResource.ts';
import { EmptyRequest } from './common.ts';
import { contentAdminCalls } from './content/calls.ts';
import { playerAdminCalls } from './player/adminCalls.ts';
import { aiAdminCalls } from './ai/calls.ts';
import { supportAdminCalls } from './support/calls.ts';
import { careAdminCalls } from './care/videoCalls.ts';
import { endpoint } from './endpoint.ts';
import { resourceEndpointTables, resources } from './resources/index.ts';
import { StoreProductRecord } from './store/storeResources.ts';
import { StoreOrderRecord } from './store/storeOrdersResource.ts';
import { StoreProductUploadRequest } from './store/store.ts';
import { StoreOrderTransitionRequest } from './store/storeFulfilment.ts';
import { MyVideo, SaveAdminVideoRequest } from './videos/videos.ts';

export { API_BASE, type Endpoint, type HttpMethod } from './endpoint.ts';

/**
 * Every endpoint of the API: the spec's calls, the admin dashboard and each resource's calls.
 * The server registers a route for each, and the fuzz suite and authorization matrix cover each.
 */
export const endpoints = {
  ...calls,
  adminDashboard: endpoint('POST', '/admin/dashboard', EmptyRequest, AdminDashboardResponse),
  saveAdminVideo: endpoint('POST', '/admin/save_video', SaveAdminVideoRequest, MyVideo),
  accountBilling: endpoint(
    'GET',
    '/admin/account_billing',
    AccountBillingRequest,
    AccountBillingResponse,
  ),
  refundPayment: endpoint(
    'POST',
    '/admin/refund_payment',
    RefundPaymentRequest,
    RefundPaymentResponse,
  ),
  adminInvoiceFile: endpoint('GET', '/admin/account_invoice', AdminInvoiceFileRequest, FileAnswer),
  cardOrderTransition: endpoint(
    'POST',
    '/admin/card_order_transition',
    CardOrderTransitionRequest,
    CardOrderRecord,
  ),
  /** A zip of several orders' print PDFs: fetched with the API client's `download`. */
  cardOrderPrintFiles: endpoint(
    'GET',
    '/admin/card_order_print_files',
    CardOrderPrintFilesRequest,
    FileAnswer,
  ),
  storeOrderTransition: endpoint(
    'POST',
    '/admin/store_order_transition',
    StoreOrderTransitionRequest,
    StoreOrderRecord,
  ),
  storeProductImage: endpoint(
    'POST',
    '/admin/store/product_image',
    StoreProductUploadRequest,
    StoreProductRecord,
    'multipart',
  ),
  storeProductFile: endpoint(
    'POST',
    '/admin/store/product_file',
    StoreProductUploadRequest,
    StoreProductRecord,
    'multipart',
  ),
  ...contentAdminCalls,
  ...playerAdminCalls,
  ...aiAdminCalls,
  ...supportAdminCalls,
  ...careAdminCalls,
  ...resourceEndpointTables(resources),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
