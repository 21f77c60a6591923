import {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
} from './auth/auth.ts';
import { EmptyRequest, OkResponse } from './common.ts';
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
import { endpoint } from './endpoint.ts';
import { LookupProfileResponse } from './account/profile.ts';
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
} from './account/user.ts';

/**
 * The session's calls: signing in and out, the profile and user, the settings every page reads.
 * The app's `api` object offers these, and the sign-in page loads only them: every other call
 * (`calls`, which includes these) arrives with the signed-in pages, so a new area's endpoints
 * never weigh on sign-in.
 */
export const sessionCalls = {
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
