import type { ServerFeature } from '#server/feature.ts';
import { registerSupportInboundMail } from './inbound-mail.ts';
import { registerSupportRoutes } from './support-routes.ts';

/**
 * Support requests (decision 077): the person's and the admin's calls in the API, and the
 * inbound-mail webhook beside it. The queue is the `support_requests` resource
 * (server/resources/index.ts); the support center's answers are content (server/content).
 */
export const supportFeature: ServerFeature = {
  api: registerSupportRoutes,
  site: registerSupportInboundMail,
};
