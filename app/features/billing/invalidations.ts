import type { EndpointName } from '#contract';
import { resourceNames } from '#app/query/resourceInvalidations';

/** The billing feature's endpoints that only read: their answers are what queries cache. */
export const billingQueries = [
  'paymentPlans',
  'paymentPricing',
  'paymentConfig',
  'subscriptionDetails',
  'paymentTransactions',
  'paymentInvoice',
  'getBillingInfo',
  'accountBilling',
  'adminInvoiceFile',
] as const satisfies readonly EndpointName[];

/** What each of the billing feature's writes changes: the queries to refresh after it succeeds. */
export const billingInvalidations = {
  // Checkout signs a new church in: a new session, an empty cache.
  checkout: [],
  // Billing writes change the membership, which the profile (menu, guard) carries too.
  subscribe: ['subscriptionDetails', 'paymentTransactions', 'lookupProfile'],
  payAndSubscribe: ['subscriptionDetails', 'paymentTransactions', 'lookupProfile'],
  changeInterval: ['subscriptionDetails'],
  setBillingInfo: ['getBillingInfo', 'subscriptionDetails', 'paymentTransactions', 'lookupProfile'],
  creditcardReset: [
    'getBillingInfo',
    'subscriptionDetails',
    'paymentTransactions',
    'lookupProfile',
  ],
  // The role changes (free_evangelism → evangelism): the menu reads the profile.
  upgradeMembership: [
    'subscriptionDetails',
    'paymentTransactions',
    'getBillingInfo',
    'lookupProfile',
    'lookupUser',
  ],
  // The card design shows the saved shipping address.
  updateShipping: ['lookupProfile', 'cardDesign'],
  refundPayment: ['accountBilling', 'adminDashboard', ...resourceNames.reads],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
