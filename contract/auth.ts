import { array, object, string } from 'superstruct';
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
} from './validation.ts';

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
