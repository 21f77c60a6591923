import { array, enums, object, optional, string } from 'superstruct';
import { APP_LOCALES } from '#contract/locales.ts';
import type { Infer } from 'superstruct';
import {
  Email,
  Id,
  IsoDateTime,
  LinkToken,
  NewPassword,
  requiredText,
  LIMITS,
  RoleStruct,
} from '#contract/validation.ts';

/** Who signed in: enough for the shell before the profile lookup answers. */
export const UserSummary = object({
  id: Id,
  account_id: Id,
  email: string(),
  firstname: string(),
  lastname: string(),
  role: array(RoleStruct),
});
export type UserSummary = Infer<typeof UserSummary>;

export const SignInRequest = object({
  email: Email,
  password: requiredText(LIMITS.passwordMax),
  /** The app's language at sign-in: kept as the language of the user's mails. */
  locale: optional(enums(APP_LOCALES)),
});
export type SignInRequest = Infer<typeof SignInRequest>;

export const SignInResponse = object({
  /** A JWT to send as `Authorization: Bearer <token>`. */
  token: string(),
  expires_at: IsoDateTime,
  user: UserSummary,
});
export type SignInResponse = Infer<typeof SignInResponse>;

export const ForgotPasswordRequest = object({ email: Email });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = object({
  token: LinkToken,
  password: NewPassword,
});
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;
