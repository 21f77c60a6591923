import { APP_LOCALES } from '#contract/locales.ts';
import { array, enums, nullable, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Email, Id, IsoDateTime, LinkToken, QueryId } from '#contract/validation.ts';

export const CHURCH_MODERATOR_STATUSES = ['invited', 'approved'] as const;
export type ChurchModeratorStatus = (typeof CHURCH_MODERATOR_STATUSES)[number];

/** One of a church's moderators, or an invitation still open. */
export const ChurchModerator = object({
  id: Id,
  email: string(),
  /** The person's name once they accepted; null while invited. */
  name: nullable(string()),
  status: enums(CHURCH_MODERATOR_STATUSES),
  invited_at: IsoDateTime,
  accepted_at: nullable(IsoDateTime),
  /** When an open invitation's link stops working. */
  expires_at: nullable(IsoDateTime),
});
export type ChurchModerator = Infer<typeof ChurchModerator>;

/** GET /church_moderators?account_id= : the caller's own church only. */
export const ChurchModeratorsRequest = object({ account_id: QueryId });
export type ChurchModeratorsRequest = Infer<typeof ChurchModeratorsRequest>;

export const ChurchModeratorsResponse = object({ moderators: array(ChurchModerator) });
export type ChurchModeratorsResponse = Infer<typeof ChurchModeratorsResponse>;

/** POST /invite_moderator: mails a link to become a moderator of the caller's church. */
export const InviteModeratorRequest = object({
  email: Email,
  /** The inviter's page language: the invitation's, when the address is no user's. */
  locale: optional(enums(APP_LOCALES)),
});
export type InviteModeratorRequest = Infer<typeof InviteModeratorRequest>;

/** POST /remove_church_moderator: a moderator or an open invitation of the caller's church. */
export const RemoveChurchModeratorRequest = object({ id: Id });
export type RemoveChurchModeratorRequest = Infer<typeof RemoveChurchModeratorRequest>;

/** GET /moderator_invitation: the open invitation addressed to the signed-in person, if any. */
export const ModeratorInvitationResponse = object({
  invitation: nullable(
    object({
      church_name: string(),
      invited_at: IsoDateTime,
      expires_at: IsoDateTime,
    }),
  ),
  /** The moderator invitation video from settings (empty when none is set). */
  video_url: string(),
});
export type ModeratorInvitationResponse = Infer<typeof ModeratorInvitationResponse>;

/**
 * POST /accept_church_invite: with the token of the mailed link, or without one for the open
 * invitation addressed to the signed-in person's own address.
 */
export const AcceptChurchInviteRequest = object({ token: nullable(LinkToken) });
export type AcceptChurchInviteRequest = Infer<typeof AcceptChurchInviteRequest>;

export const AcceptChurchInviteResponse = object({ church_name: string() });
export type AcceptChurchInviteResponse = Infer<typeof AcceptChurchInviteResponse>;
