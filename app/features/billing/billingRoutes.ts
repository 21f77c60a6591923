/** The routes of the payment pages, whose containers load as one chunk (BillingContainers). */
export const billingRoutes = [
  'checkout',
  'individualCheckout',
  'pricing',
  'billingRenewal',
  'paymentInfo',
  'updateBillingInfo',
  'plan',
  'subscriptions',
  'upgradeInformation',
  'upgradeMembership',
  'upgradeSuccessful',
] as const;

export type BillingRoute = (typeof billingRoutes)[number];
