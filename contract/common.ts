import { literal, object, string } from 'superstruct';
import type { Infer } from 'superstruct';

/** The body of a call that takes no payload (`{}` or no body at all). */
export const EmptyRequest = object({});
export type EmptyRequest = Infer<typeof EmptyRequest>;

/** The answer of a call whose only result is that it worked. */
export const OkResponse = object({ ok: literal(true), message: string() });
export type OkResponse = Infer<typeof OkResponse>;

/** GET /health: the server is up and its database answers. No token needed. */
export const HealthResponse = object({ status: literal('ok') });
export type HealthResponse = Infer<typeof HealthResponse>;
