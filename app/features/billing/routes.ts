import { type RouteRow } from '#app/routeRow.ts';

/** Plans, checkout, the membership and its payments: the feature's routes, one row each (decision 060). */
export const billingRoutes = [
  // Stand-alone pages (plain layout with footer).
  { name: 'individualCheckout', path: '/individual/checkout', area: 'standalone' },
  { name: 'checkout', path: '/checkout', area: 'standalone' },
  {
    name: 'billingRenewal',
    path: '/billingRenewal',
    aliases: ['/billing-renewal'],
    area: 'standalone',
  },
  // 'Pricing: select average attendance, then join monthly or yearly' (spec section 2). Public,
  // like checkout, which it leads to.
  { name: 'pricing', path: '/pricing', area: 'standalone' },
  { name: 'updateBillingInfo', path: '/updateBillingInfo', area: 'main', needsPayment: false },
  { name: 'paymentInfo', path: '/paymentInfo', area: 'main', needsPayment: false },
  { name: 'plan', path: '/plan', area: 'main', needsPayment: false },
  { name: 'subscriptions', path: '/subscriptions', area: 'main' },
  // Upgrade.
  { name: 'upgradeInformation', path: '/upgrade-information', area: 'main' },
  { name: 'upgradeMembership', path: '/upgrade-membership', area: 'main' },
  // 'successfull' is the product's published path.
  { name: 'upgradeSuccessful', path: '/upgrade-successfull', area: 'main' },
] as const satisfies readonly RouteRow[];
