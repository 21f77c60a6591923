import type { MadeVideoKind } from '#contract/videos/videos.ts';
import type { Role } from '#contract/roles.ts';
import type { VideoStatus } from '#contract/account/profile.ts';

/** Who makes a church's welcome and profile videos: the pastor's items (spec section 6). */
export const CHURCH_VIDEO_ROLES = [
  'evangelism',
  'free_evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

/** Who shares a Jesus story: individuals (their menu's Share your story). */
export const STORY_VIDEO_ROLES = ['individual'] as const satisfies readonly Role[];

/** Who makes videos with the wizard at all. */
export const VIDEO_MAKER_ROLES = [
  ...CHURCH_VIDEO_ROLES,
  ...STORY_VIDEO_ROLES,
] as const satisfies readonly Role[];

/** Who may upload a file: the makers, and admins for the instruction and monthly videos. */
export const VIDEO_UPLOADER_ROLES = [
  ...VIDEO_MAKER_ROLES,
  'admin',
] as const satisfies readonly Role[];

const KIND_ROLES: Record<MadeVideoKind, readonly Role[]> = {
  welcome: CHURCH_VIDEO_ROLES,
  profile: CHURCH_VIDEO_ROLES,
  story: STORY_VIDEO_ROLES,
};

export function mayMake(roles: readonly Role[], kind: MadeVideoKind): boolean {
  return roles.some((role) => KIND_ROLES[kind].includes(role));
}

/**
 * The status a video made with the wizard is written in; the save then submits it through the
 * transition table (`submitOrFollowPayment`: 'Under Review', or waiting for its church to pay).
 */
export const INITIAL_VIDEO_STATUS: VideoStatus = 'created';

/** Admins' instruction and monthly videos need nobody's review. */
export const ADMIN_VIDEO_STATUS: VideoStatus = 'approved';
