import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { ErrorCode, ErrorResponse } from '#contract/errors.ts';
import { ApiError, SOMETHING_WENT_WRONG } from './api-error.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.ts';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/** Maps Fastify's own request errors (body parsing, size, media type) to the contract shape. */
function fromFastify(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        'unsupported_media_type',
        'Send the request body as JSON (Content-Type: application/json).',
      );
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'validation_failed', 'The address of this request is not valid.');
    default:
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        const code: ErrorCode = error.statusCode === 404 ? 'not_found' : 'validation_failed';
        return new ApiError(
          error.statusCode === 404 ? 404 : 400,
          code,
          'The request is not valid.',
        );
      }
      return null;
  }
}

function sendError(reply: FastifyReply, apiError: ApiError): FastifyReply {
  return reply.status(apiError.status).headers(apiError.headers).send(apiError.toResponse());
}

/**
 * Errors Fastify raises before any hook or route runs (a malformed URL encoding, a failed route
 * constraint): without this option they leave in Fastify's own shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  void sendError(
    reply,
    fromFastify(error) ?? new ApiError(400, 'validation_failed', 'The request is not valid.'),
  );
};

/** A request the HTTP parser itself rejects (broken request line or headers). */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error,
  socket,
) => {
  if (!socket.writable || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    error: { code: 'validation_failed', message: 'The request is not valid HTTP.' },
  } satisfies ErrorResponse);
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/**
 * JSON in, JSON out. Bodies are JSON only (anything else is a 415), and every error leaves as
 * `{ error: { code, message, fields? } }`. Unexpected errors are logged and answered with the
 * generic message, never with their details.
 */
export function installHttpConventions(app: FastifyInstance): void {
  // An empty body with Content-Type: application/json means "no payload", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // Checked on the text, before JSON.parse and the contract structs walk it.
    if (jsonDepthExceeds(text)) {
      done(
        new ApiError(
          400,
          'validation_failed',
          `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
          { fields: { body: `Must not nest more than ${MAX_JSON_DEPTH} levels.` } },
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });

  app.setErrorHandler((error, request, reply) => {
    const apiError =
      error instanceof ApiError ? error : isFastifyError(error) ? fromFastify(error) : null;
    if (apiError) {
      if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, apiError);
    }
    request.log.error({ err: error }, 'unexpected error');
    const body: ErrorResponse = {
      error: { code: 'internal_error', message: SOMETHING_WENT_WRONG },
    };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]?.slice(0, 200);
    const body: ErrorResponse = {
      error: { code: 'not_found', message: `There is no ${request.method} ${path}.` },
    };
    return reply.status(404).send(body);
  });
}
