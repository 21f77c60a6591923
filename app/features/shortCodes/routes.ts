import { type RouteRow } from '#app/routeRow.ts';

/** QR short codes (admin): the feature's routes, one row each (decision 060). */
export const shortCodesRoutes = [
  { name: 'adminQrCodes', path: '/admin/qr_code', area: 'admin' },
  // Not in the spec's table: making a code, and one code's page (re-point, disable), in no menu.
  { name: 'adminQrCodeCreate', path: '/admin/qr_code/create', area: 'admin' },
  { name: 'adminQrCode', path: '/admin/qr_code/:codeId', area: 'admin' },
] as const satisfies readonly RouteRow[];
