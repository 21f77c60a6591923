import { endpoint } from '../endpoint.ts';
import {
  AcceptChurchInviteRequest,
  AcceptChurchInviteResponse,
  ChurchModeratorsRequest,
  ChurchModeratorsResponse,
  InviteModeratorRequest,
  ModeratorInvitationResponse,
  RemoveChurchModeratorRequest,
} from './moderators.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Moderators.
 */
export const moderatorsCalls = {
  churchModerators: endpoint(
    'GET',
    '/church_moderators',
    ChurchModeratorsRequest,
    ChurchModeratorsResponse,
  ),
  inviteModerator: endpoint(
    'POST',
    '/invite_moderator',
    InviteModeratorRequest,
    ChurchModeratorsResponse,
  ),
  removeChurchModerator: endpoint(
    'POST',
    '/remove_church_moderator',
    RemoveChurchModeratorRequest,
    ChurchModeratorsResponse,
  ),
  moderatorInvitation: endpoint<never, ModeratorInvitationResponse>(
    'GET',
    '/moderator_invitation',
    null,
    ModeratorInvitationResponse,
  ),
  acceptChurchInvite: endpoint(
    'POST',
    '/accept_church_invite',
    AcceptChurchInviteRequest,
    AcceptChurchInviteResponse,
  ),
};
