import { endpoint } from './endpoint.ts';
import { HealthResponse } from './common.ts';
import { sessionCalls } from './sessionCalls.ts';
import { careCalls } from './care/calls.ts';
import { churchCalls } from './church/calls.ts';
import { videosCalls } from './videos/calls.ts';
import { messagesCalls } from './messages/calls.ts';
import { campusesCalls } from './campuses/calls.ts';
import { connectionsCalls } from './connections/calls.ts';
import { moderatorsCalls } from './moderators/calls.ts';
import { billingCalls } from './billing/calls.ts';
import { givingCalls } from './giving/calls.ts';
import { resultsCalls } from './results/calls.ts';
import { testimonialsCalls } from './testimonials/calls.ts';
import { cardOrdersCalls } from './cardOrders/calls.ts';
import { storeCalls } from './store/calls.ts';
import { contentCalls } from './content/calls.ts';
import { bootcampCalls } from './bootcamp/calls.ts';
import { playerEmbedCalls } from './playerEmbed/calls.ts';
import { aiCalls } from './ai/calls.ts';
import { supportCalls } from './support/calls.ts';

/**
 * The calls of the spec (section 7) and sign-in, the session's calls first (`sessionCalls`): what
 * the signed-in pages' queries and mutations call. It holds no admin resources (see `endpoints`).
 * Each feature declares its own in contract/<feature>/calls.ts (decision 060).
 */
export const calls = {
  ...sessionCalls,
  health: endpoint<never, HealthResponse>('GET', '/health', null, HealthResponse),
  ...careCalls,
  ...churchCalls,
  ...videosCalls,
  ...messagesCalls,
  ...campusesCalls,
  ...connectionsCalls,
  ...moderatorsCalls,
  ...billingCalls,
  ...givingCalls,
  ...resultsCalls,
  ...testimonialsCalls,
  ...cardOrdersCalls,
  ...storeCalls,
  ...contentCalls,
  ...bootcampCalls,
  ...playerEmbedCalls,
  ...aiCalls,
  ...supportCalls,
};
