import { registerShortCodes } from './short-code-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The QR codes' short links. Its part of the server (server/features.ts). */
export const shortCodesFeature: ServerFeature = {
  site: registerShortCodes,
};
