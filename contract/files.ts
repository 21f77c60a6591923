import { object, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { IsoDateTime, MAX_ID, queryInteger } from './validation.ts';

// Structs of files going in and out, shared by the features that upload or serve them (the
// store's products, content attachments). A module of its own, so they load with those
// features, not with the API client on sign-in's path.

/** A record's id as a multipart form field sends it (FormData sends text): its digits. */
export const FormFieldId = refine(string(), 'id', (value) =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? true : 'Must be a positive id.',
);

/**
 * A signed download link: the link is the key, so it opens without signing in, and it works
 * until `expires_at` (server/http/signed-links.ts makes and checks it).
 */
export const SignedLink = object({
  /** `/api/v1/…/download?<id>=…&expires=…&signature=…`, usable without signing in. */
  url: string(),
  expires_at: IsoDateTime,
});
export type SignedLink = Infer<typeof SignedLink>;

/** A signed link's end, in Unix seconds, as its query string carries it. */
export const LinkExpiry = queryInteger(0, 4_102_444_800);

/** A signed link's HMAC-SHA256, in base64url (43 characters). */
export const LinkSignature = refine(string(), 'signature', (value) =>
  /^[A-Za-z0-9_-]{43}$/.test(value) ? true : 'This download link is not valid.',
);
