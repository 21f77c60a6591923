import type { Struct } from 'superstruct';

/** Every call is under this base, with JSON bodies and `Authorization: Bearer <token>`. */
export const API_BASE = '/api/v1';

export type HttpMethod = 'GET' | 'POST';

/** One call: where it lives and the structs of its body and its answer. GETs take no body. */
export type Endpoint<Req, Res> = {
  method: HttpMethod;
  path: string;
  request: Struct<Req, unknown> | null;
  response: Struct<Res, unknown>;
  /**
   * How a POST's body is sent: JSON (the default), or multipart/form-data for a file upload,
   * whose request struct then checks the form's fields other than the file.
   */
  encoding?: 'multipart';
};

/** Declares one call of the endpoint table. */
export function endpoint<Req, Res>(
  method: HttpMethod,
  path: string,
  request: Struct<Req, unknown> | null,
  response: Struct<Res, unknown>,
  encoding?: 'multipart',
): Endpoint<Req, Res> {
  return encoding
    ? { method, path, request, response, encoding }
    : { method, path, request, response };
}
