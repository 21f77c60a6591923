import { endpoint } from '../endpoint.ts';
import {
  BillingInfoResponse,
  ChangeIntervalRequest,
  CheckoutRequest,
  CheckoutResponse,
  FileAnswer,
  InvoiceFileRequest,
  PayAndSubscribeRequest,
  PaymentConfigResponse,
  PlansResponse,
  PricingResponse,
  SetBillingInfoRequest,
  SetBillingInfoResponse,
  SubscribeRequest,
  SubscriptionDetails,
  TransactionsResponse,
  UpdateShippingRequest,
  UpdateShippingResponse,
  UpgradeMembershipRequest,
  UpgradeMembershipResponse,
} from './billing.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Billing: plans,
 * pricing and the payment config and checkout are public.
 */
export const billingCalls = {
  paymentPlans: endpoint<never, PlansResponse>('GET', '/payment/plans', null, PlansResponse),
  paymentPricing: endpoint<never, PricingResponse>(
    'GET',
    '/payment/pricing',
    null,
    PricingResponse,
  ),
  paymentConfig: endpoint<never, PaymentConfigResponse>(
    'GET',
    '/payment/config',
    null,
    PaymentConfigResponse,
  ),
  checkout: endpoint('POST', '/checkout', CheckoutRequest, CheckoutResponse),
  subscribe: endpoint('POST', '/payment/subscribe', SubscribeRequest, SubscriptionDetails),
  payAndSubscribe: endpoint(
    'POST',
    '/payment/pay_and_subscribe',
    PayAndSubscribeRequest,
    SubscriptionDetails,
  ),
  subscriptionDetails: endpoint<never, SubscriptionDetails>(
    'GET',
    '/subscription_details',
    null,
    SubscriptionDetails,
  ),
  changeInterval: endpoint(
    'POST',
    '/subscription/change_interval',
    ChangeIntervalRequest,
    SubscriptionDetails,
  ),
  paymentTransactions: endpoint<never, TransactionsResponse>(
    'GET',
    '/payment/transactions',
    null,
    TransactionsResponse,
  ),
  /** A PDF: the app fetches it with the API client's `download`, not `call`. */
  paymentInvoice: endpoint('GET', '/payment/invoice', InvoiceFileRequest, FileAnswer),
  getBillingInfo: endpoint<never, BillingInfoResponse>(
    'GET',
    '/payment/get_billing_info',
    null,
    BillingInfoResponse,
  ),
  setBillingInfo: endpoint(
    'POST',
    '/payment/set_billing_info',
    SetBillingInfoRequest,
    SetBillingInfoResponse,
  ),
  creditcardReset: endpoint(
    'POST',
    '/creditcard_reset',
    SetBillingInfoRequest,
    SetBillingInfoResponse,
  ),
  upgradeMembership: endpoint(
    'POST',
    '/users/upgrade_membership',
    UpgradeMembershipRequest,
    UpgradeMembershipResponse,
  ),
  updateShipping: endpoint(
    'POST',
    '/users/update_shipping',
    UpdateShippingRequest,
    UpdateShippingResponse,
  ),
};
