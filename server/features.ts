import type { ServerFeature } from './feature.ts';
import { authFeature } from './auth/feature.ts';
import { accountFeature } from './account/feature.ts';
import { careFeature } from './care/feature.ts';
import { moderatorsFeature } from './moderators/feature.ts';
import { campusesFeature } from './campuses/feature.ts';
import { connectionsFeature } from './connections/feature.ts';
import { messagesFeature } from './messages/feature.ts';
import { videosFeature } from './videos/feature.ts';
import { testimonialsFeature } from './testimonials/feature.ts';
import { churchFeature } from './church/feature.ts';
import { settingsFeature } from './settings/feature.ts';
import { dashboardFeature } from './dashboard/feature.ts';
import { billingFeature } from './billing/feature.ts';
import { givingFeature } from './giving/feature.ts';
import { cardOrdersFeature } from './cardOrders/feature.ts';
import { resultsFeature } from './results/feature.ts';
import { storeFeature } from './store/feature.ts';
import { publicFeature } from './public/feature.ts';
import { shortCodesFeature } from './shortCodes/feature.ts';
import { contentFeature } from './content/feature.ts';
import { bootcampFeature } from './bootcamp/feature.ts';
import { playerEmbedFeature } from './playerEmbed/feature.ts';
import { playerAdminFeature } from './player/admin-feature.ts';
import { aiFeature } from './ai/feature.ts';
import { supportFeature } from './support/feature.ts';

/**
 * Every feature's part of the server (server/<feature>/feature.ts), registered by server/app.ts
 * in this order: its API routes, then its routes outside the API, its jobs and its sweeps.
 */
export const serverFeatures: readonly ServerFeature[] = [
  authFeature,
  accountFeature,
  careFeature,
  moderatorsFeature,
  campusesFeature,
  connectionsFeature,
  messagesFeature,
  videosFeature,
  testimonialsFeature,
  churchFeature,
  settingsFeature,
  dashboardFeature,
  billingFeature,
  givingFeature,
  cardOrdersFeature,
  resultsFeature,
  storeFeature,
  publicFeature,
  shortCodesFeature,
  contentFeature,
  bootcampFeature,
  playerEmbedFeature,
  playerAdminFeature,
  aiFeature,
  supportFeature,
];
