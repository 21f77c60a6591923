import { enums, object, optional, record, string, unknown } from 'superstruct';
import type { Infer } from 'superstruct';

/** Machine-readable error codes; `message` carries the human text. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'conflict',
  'invalid_token',
  'too_many_requests',
  /** A card route asks for a proof of work (428) after refused cards; `challenge` is ALTCHA's. */
  'challenge_required',
  /** A payment card was refused (402); `fields.card_token` says why (contract/billing/billing.ts). */
  'payment_declined',
  /** A service the server relies on (a geocoder, a payment provider) did not answer. */
  'service_unavailable',
  /** A signed link (a store download's) is past its end (410): ask for a new one. */
  'link_expired',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error response: `{ error: { code, message, fields? } }`.
 * `fields` maps a request field path (`email`, `0.value`) to what is wrong with it; `challenge` is
 * the proof of work a 428 `challenge_required` asks for (decision 062).
 */
export const ErrorResponse = object({
  error: object({
    code: enums(ERROR_CODES),
    message: string(),
    fields: optional(record(string(), string())),
    challenge: optional(record(string(), unknown())),
  }),
});
export type ErrorResponse = Infer<typeof ErrorResponse>;

/**
 * The query parameter in which a card attempt sends back its solved challenge (base64 of
 * ALTCHA's JSON), after a 428 `challenge_required`.
 */
export const CHALLENGE_PARAM = 'altcha';
