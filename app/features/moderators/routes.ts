import { type RouteRow } from '#app/routeRow.ts';

/** Moderators: the feature's routes, one row each (decision 060). */
export const moderatorsRoutes = [
  // Moderation.
  { name: 'becomeModerator', path: '/become-moderator', area: 'main' },
  { name: 'inviteModerator', path: '/invite-moderator', area: 'main' },
  { name: 'churchModerators', path: '/church-moderators', area: 'main' },
] as const satisfies readonly RouteRow[];
