import { APP_LOCALES } from '#contract/locales.ts';
import { array, boolean, enums, nullable, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { USER_STATES } from './profile.ts';
import {
  Email,
  HttpUrl,
  Id,
  IsoDateTime,
  LIMITS,
  LinkToken,
  requiredText,
  Slug,
  RoleStruct,
} from '#contract/validation.ts';

/** The signed-in user's own editable record (the update-info screen). */
export const LookupUserResponse = object({
  id: Id,
  email: string(),
  /** A new address waiting for its verification link to be used. */
  pending_email: nullable(string()),
  firstname: string(),
  lastname: string(),
  photo_url: nullable(string()),
  role: array(RoleStruct),
  state: enums(USER_STATES),
  show_mode: boolean(),
  is_truelife_member: boolean(),
  completed_action_steps: array(string()),
});
export type LookupUserResponse = Infer<typeof LookupUserResponse>;

/**
 * Every field is optional; only those sent change. A different `email` is not applied: it starts
 * the same verification as /send_new_email_token and shows up as `pending_email`.
 */
export const UpdateUserRequest = object({
  firstname: optional(requiredText(LIMITS.name)),
  lastname: optional(requiredText(LIMITS.name)),
  photo_url: optional(nullable(HttpUrl)),
  show_mode: optional(boolean()),
  email: optional(Email),
  /**
   * The app's language: kept as the language of the user's mails (the app sends it when the
   * user switches language), and the language of the confirmation mailed to a new `email`.
   */
  locale: optional(enums(APP_LOCALES)),
});
export type UpdateUserRequest = Infer<typeof UpdateUserRequest>;

export const UpdateUserResponse = LookupUserResponse;
export type UpdateUserResponse = LookupUserResponse;

export const SendNewEmailTokenRequest = object({
  email: Email,
  /** The page's language: the confirmation goes to an address that is no user's yet. */
  locale: optional(enums(APP_LOCALES)),
});
export type SendNewEmailTokenRequest = Infer<typeof SendNewEmailTokenRequest>;

export const SendNewEmailTokenResponse = object({
  pending_email: string(),
  expires_at: IsoDateTime,
  message: string(),
});
export type SendNewEmailTokenResponse = Infer<typeof SendNewEmailTokenResponse>;

export const VerifyNewEmailRequest = object({ token: LinkToken });
export type VerifyNewEmailRequest = Infer<typeof VerifyNewEmailRequest>;

export const VerifyNewEmailResponse = LookupUserResponse;
export type VerifyNewEmailResponse = LookupUserResponse;

/** Marks one step of "Track your progress" done or not done. */
export const UpdateActionStepRequest = object({
  step: Slug,
  completed: boolean(),
});
export type UpdateActionStepRequest = Infer<typeof UpdateActionStepRequest>;

export const UpdateActionStepResponse = object({
  completed_action_steps: array(string()),
});
export type UpdateActionStepResponse = Infer<typeof UpdateActionStepResponse>;
