import type { EndpointName } from '#contract';
import { afterResourceWrite } from '#app/query/resourceInvalidations';

/** What each of the player admin's writes beside its resources changes (decision 074). */
export const playerAdminInvalidations = {
  // A category's cover: its record and every list that shows it.
  playerCategoryCover: afterResourceWrite,
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
