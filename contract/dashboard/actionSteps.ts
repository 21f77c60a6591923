/**
 * The steps of a church's 'Track your progress', in the order the dashboard shows them
 * (decision 051). The server ticks most of them itself when the thing happens; the person may
 * still tick or untick any of them through update_action_step.
 */
export const PASTOR_ACTION_STEPS = [
  'watch-intro-video',
  'complete-church-profile',
  'add-church-location',
  'record-welcome-video',
  'order-invitation-cards',
  'see-first-scan',
  'invite-moderator',
  'invite-stories',
] as const;

export type PastorActionStep = (typeof PASTOR_ACTION_STEPS)[number];
