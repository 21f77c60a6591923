import { type RouteRow } from '#app/routeRow.ts';

/** Moderators: the feature's routes, one row each (decision 060). */
export const moderatorsRoutes = [
  // Moderation.
  { name: 'becomeModerator', path: '/become-moderator', area: 'main' },
  { name: 'inviteModerator', path: '/invite-moderator', area: 'main' },
  { name: 'churchModerators', path: '/church-moderators', area: 'main' },
  { name: 'adminModerators', path: '/admin/moderators', area: 'admin' },
  // Not in the spec's table: one moderator's page (remove), in no menu.
  { name: 'adminModerator', path: '/admin/moderators/:moderatorId', area: 'admin' },
  { name: 'adminModeratorActivities', path: '/admin/moderator-activities', area: 'admin' },
] as const satisfies readonly RouteRow[];
