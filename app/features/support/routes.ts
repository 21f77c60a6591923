import { type RouteRow } from '#app/routeRow.ts';

/**
 * Support: the feature's routes, one row each (decision 060). The support center (its answers
 * are content of kind support_answer) and the support request page (decision 077). None needs
 * payment: a church that is past due must still be able to ask for help (decision 079).
 */
export const supportRoutes = [
  // 'Support center and support request' (spec section 2, screens named in the interface text).
  { name: 'supportCenter', path: '/support', area: 'main', needsPayment: false },
  { name: 'supportAnswer', path: '/support/:slug', area: 'main', needsPayment: false },
  { name: 'supportRequest', path: '/support-request', area: 'main', needsPayment: false },
] as const satisfies readonly RouteRow[];
