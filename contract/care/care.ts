import { nullable, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  Email,
  HttpUrl,
  IsoDateTime,
  LIMITS,
  NewPassword,
  Phone,
  requiredText,
} from '#contract/validation.ts';

/**
 * Church access: a church's separate login for the companion counselling product, where its
 * members sign in with the church's login (the account's slug) and the care password. The
 * care details are what the counselling product shows its members.
 */
const careDetails = {
  care_pastor: requiredText(LIMITS.name),
  care_email: Email,
  care_address: requiredText(LIMITS.address),
  care_phone: Phone,
  care_website: HttpUrl,
};

export const CareAccess = object({
  care_pastor: string(),
  care_email: string(),
  care_address: string(),
  care_phone: string(),
  care_website: string(),
  /** When the care password was last set; the password itself is never sent back. */
  password_set_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type CareAccess = Infer<typeof CareAccess>;

/** GET /care_user: the church's login, and its church access once it has been set up. */
export const CareUserResponse = object({
  login: string(),
  care_access: nullable(CareAccess),
});
export type CareUserResponse = Infer<typeof CareUserResponse>;

/** POST /care_user: sets up church access, once per church. */
export const CreateCareUserRequest = object({ ...careDetails, care_password: NewPassword });
export type CreateCareUserRequest = Infer<typeof CreateCareUserRequest>;

/** POST /edit_care: the care details; a care password only when it is to change. */
export const EditCareRequest = object({ ...careDetails, care_password: optional(NewPassword) });
export type EditCareRequest = Infer<typeof EditCareRequest>;
