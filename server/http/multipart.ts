import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';
import { ApiError, validationFailed } from './api-error.ts';
import { parseRequest } from './validate.ts';

export type MultipartLimits = { maxFileBytes: number };

/**
 * Lets the routes registered in `scope` take multipart/form-data (file uploads), streamed with
 * limits: one file, a few short fields. Content-type parsers are scoped to a Fastify plugin, so
 * every other route still refuses multipart with a 415.
 */
export async function acceptMultipart(
  scope: FastifyInstance,
  limits: MultipartLimits,
): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: limits.maxFileBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 12,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
}

export type Upload<T> = { fields: T; file: Buffer; filename: string };

function tooLarge(field: string, maxBytes: number): ApiError {
  const megabytes = Math.round(maxBytes / 1_000_000);
  return new ApiError(
    413,
    'payload_too_large',
    `The file is too large (at most ${megabytes} MB).`,
    {
      fields: { [field]: `Choose a file of at most ${megabytes} MB.` },
    },
  );
}

/**
 * Reads a multipart upload: its fields (checked by the contract struct, like a JSON body) and
 * the one file of `fileField`, whole, at most `maxBytes`. The fields must come before the file,
 * so a refused field is answered before the file is read.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  struct: Struct<T, unknown>,
  { fileField, maxBytes }: { fileField: string; maxBytes: number },
): Promise<Upload<T>> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const values: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname in values || part.valueTruncated || part.fieldnameTruncated) {
          throw validationFailed({ [part.fieldname.slice(0, 100)]: 'This field is not valid.' });
        }
        values[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw validationFailed({ [part.fieldname.slice(0, 100)]: 'This field is not allowed.' });
      }
      const fields = parseRequest(struct, values);
      const file = await part.toBuffer();
      if (file.length === 0) throw validationFailed({ [fileField]: 'Choose a file.' });
      return { fields, file, filename: part.filename };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileField, maxBytes);
    if (code && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) {
      throw new ApiError(413, 'payload_too_large', 'The form has too many parts.');
    }
    throw new ApiError(400, 'validation_failed', 'The upload could not be read.', {
      fields: { [fileField]: 'The upload could not be read. Try again.' },
    });
  }
  parseRequest(struct, values);
  throw validationFailed({ [fileField]: 'Choose a file.' });
}
