import { endpoint } from './endpoint.ts';
import {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
} from './auth.ts';
import { ChurchFinderRequest, ChurchFinderResponse } from './churches.ts';
import {
  ChurchConnectionsRequest,
  ChurchConnectionsResponse,
  CreateChurchConnectionRequest,
  DecideChurchConnectionRequest,
  DecideChurchConnectionResponse,
  DestroyChurchConnectionRequest,
  ModeratedChurchesResponse,
  MyChurchConnectionsResponse,
} from './connections.ts';
import { CareUserResponse, CreateCareUserRequest, EditCareRequest } from './care.ts';
import { ChurchProfile, EditProfileRequest, UploadChurchPictureRequest } from './churchProfile.ts';
import { EmptyRequest, HealthResponse, OkResponse } from './common.ts';
import {
  MessageDetail,
  MessageRequest,
  MessagesRequest,
  MessagesResponse,
  ReadMessageRequest,
  ReplyMessageRequest,
} from './messages.ts';
import {
  DeleteLocationRequest,
  GeocodeRequest,
  GeocodeResponse,
  LocationInput,
  LocationsResponse,
  UpdateLocationRequest,
} from './locations.ts';
import {
  AcceptChurchInviteRequest,
  AcceptChurchInviteResponse,
  ChurchModeratorsRequest,
  ChurchModeratorsResponse,
  InviteModeratorRequest,
  ModeratorInvitationResponse,
  RemoveChurchModeratorRequest,
} from './moderators.ts';
import {
  GetConfigResponse,
  GetConfigVarRequest,
  GetConfigVarResponse,
  GetInstructionVideosResponse,
  SetConfigRequest,
  SetConfigResponse,
  SetConfigVarRequest,
  SetConfigVarResponse,
  SetInstructionVideoRequest,
  SetInstructionVideoResponse,
} from './config.ts';
import { LookupProfileResponse } from './profile.ts';
import {
  CheckVideoSlugRequest,
  CheckVideoSlugResponse,
  ConnectVideoChurchRequest,
  MyVideo,
  SaveVideoRequest,
  VideoIdRequest,
  VideoQuery,
} from './videos.ts';
import {
  LookupUserResponse,
  SendNewEmailTokenRequest,
  SendNewEmailTokenResponse,
  UpdateActionStepRequest,
  UpdateActionStepResponse,
  UpdateUserRequest,
  UpdateUserResponse,
  VerifyNewEmailRequest,
  VerifyNewEmailResponse,
} from './user.ts';

/**
 * The calls of the spec (section 7) and sign-in: what the app's typed `api` object offers. The
 * sign-in page loads this table, so it holds no admin resources (see `endpoints`).
 */
export const calls = {
  health: endpoint<never, HealthResponse>('GET', '/health', null, HealthResponse),

  signIn: endpoint('POST', '/auth/sign_in', SignInRequest, SignInResponse),
  forgotPassword: endpoint('POST', '/auth/forgot_password', ForgotPasswordRequest, OkResponse),
  resetPassword: endpoint('POST', '/auth/reset_password', ResetPasswordRequest, OkResponse),
  logout: endpoint('POST', '/auth/logout', EmptyRequest, OkResponse),
  /** Whether the bearer token is still good; the cheapest signed-in call (bench:api's baseline). */
  checkSession: endpoint('POST', '/auth/check_session', EmptyRequest, OkResponse),

  lookupProfile: endpoint('POST', '/lookup_profile', EmptyRequest, LookupProfileResponse),
  lookupUser: endpoint('POST', '/lookup_user', EmptyRequest, LookupUserResponse),
  updateUser: endpoint('POST', '/update_user', UpdateUserRequest, UpdateUserResponse),
  sendNewEmailToken: endpoint(
    'POST',
    '/send_new_email_token',
    SendNewEmailTokenRequest,
    SendNewEmailTokenResponse,
  ),
  verifyNewEmail: endpoint(
    'POST',
    '/verify_new_email',
    VerifyNewEmailRequest,
    VerifyNewEmailResponse,
  ),
  updateActionStep: endpoint(
    'POST',
    '/update_action_step',
    UpdateActionStepRequest,
    UpdateActionStepResponse,
  ),

  careUser: endpoint<never, CareUserResponse>('GET', '/care_user', null, CareUserResponse),
  createCareUser: endpoint('POST', '/care_user', CreateCareUserRequest, CareUserResponse),
  editCare: endpoint('POST', '/edit_care', EditCareRequest, CareUserResponse),

  churchProfile: endpoint<never, ChurchProfile>('GET', '/church_profile', null, ChurchProfile),
  editProfile: endpoint('POST', '/edit_profile', EditProfileRequest, ChurchProfile),
  uploadChurchPicture: endpoint(
    'POST',
    '/upload_church_picture',
    UploadChurchPictureRequest,
    ChurchProfile,
    'multipart',
  ),

  checkVideoSlug: endpoint(
    'GET',
    '/check_video_slug',
    CheckVideoSlugRequest,
    CheckVideoSlugResponse,
  ),
  saveVideo: endpoint('POST', '/save_video', SaveVideoRequest, MyVideo),
  connectVideoChurch: endpoint('POST', '/connect_video_church', ConnectVideoChurchRequest, MyVideo),
  retryVideoProcessing: endpoint('POST', '/retry_video_processing', VideoIdRequest, MyVideo),
  myVideo: endpoint('GET', '/my_video', VideoQuery, MyVideo),

  messages: endpoint('GET', '/messages', MessagesRequest, MessagesResponse),
  message: endpoint('GET', '/messages/:id', MessageRequest, MessageDetail),
  readMessage: endpoint('POST', '/read_message', ReadMessageRequest, MessageDetail),
  replyMessage: endpoint('POST', '/reply_message', ReplyMessageRequest, MessageDetail),

  locations: endpoint<never, LocationsResponse>('GET', '/locations', null, LocationsResponse),
  createLocation: endpoint('POST', '/create_location', LocationInput, LocationsResponse),
  updateLocation: endpoint('POST', '/update_location', UpdateLocationRequest, LocationsResponse),
  deleteLocation: endpoint('POST', '/delete_location', DeleteLocationRequest, LocationsResponse),
  geocode: endpoint('GET', '/geocode', GeocodeRequest, GeocodeResponse),
  churchFinder: endpoint('GET', '/church_finder', ChurchFinderRequest, ChurchFinderResponse),

  myChurchConnections: endpoint<never, MyChurchConnectionsResponse>(
    'GET',
    '/my_church_connections',
    null,
    MyChurchConnectionsResponse,
  ),
  createChurchConnection: endpoint(
    'POST',
    '/create_church_connection',
    CreateChurchConnectionRequest,
    MyChurchConnectionsResponse,
  ),
  destroyChurchConnection: endpoint(
    'POST',
    '/destroy_church_connection',
    DestroyChurchConnectionRequest,
    MyChurchConnectionsResponse,
  ),
  getChurchConnections: endpoint(
    'GET',
    '/get_church_connections',
    ChurchConnectionsRequest,
    ChurchConnectionsResponse,
  ),
  getReviewChurchConnections: endpoint(
    'GET',
    '/get_review_church_connections',
    ChurchConnectionsRequest,
    ChurchConnectionsResponse,
  ),
  moderatedChurches: endpoint<never, ModeratedChurchesResponse>(
    'GET',
    '/moderated_churches',
    null,
    ModeratedChurchesResponse,
  ),
  decideChurchConnection: endpoint(
    'POST',
    '/decide_church_connection',
    DecideChurchConnectionRequest,
    DecideChurchConnectionResponse,
  ),

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

  getConfig: endpoint<never, GetConfigResponse>('GET', '/get_config', null, GetConfigResponse),
  getConfigVar: endpoint('POST', '/get_config_var', GetConfigVarRequest, GetConfigVarResponse),
  setConfig: endpoint('POST', '/set_config', SetConfigRequest, SetConfigResponse),
  setConfigVar: endpoint('POST', '/set_config_var', SetConfigVarRequest, SetConfigVarResponse),
  getInstructionVideos: endpoint<never, GetInstructionVideosResponse>(
    'GET',
    '/get_instruction_videos',
    null,
    GetInstructionVideosResponse,
  ),
  setInstructionVideo: endpoint(
    'POST',
    '/set_instruction_video',
    SetInstructionVideoRequest,
    SetInstructionVideoResponse,
  ),
};
