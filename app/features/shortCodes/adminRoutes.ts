import { type RouteRow } from '#app/routeRow.ts';

/**
 * The shortCodes feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const shortCodesAdminRoutes = [
  { name: 'adminQrCodes', path: '/admin/qr_code', area: 'admin' },
  // Not in the spec's table: making a code, and one code's page (re-point, disable), in no menu.
  { name: 'adminQrCodeCreate', path: '/admin/qr_code/create', area: 'admin' },
  { name: 'adminQrCode', path: '/admin/qr_code/:codeId', area: 'admin' },
] as const satisfies readonly RouteRow[];
