import { validate } from 'superstruct';
import type { Struct, StructError } from 'superstruct';
import { validationFailed } from './api-error.ts';
import { unsafeInputFields } from './unsafe-input.ts';

type Failure = ReturnType<StructError['failures']>[number];

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Must be text.',
  boolean: 'Must be true or false.',
  number: 'Must be a number.',
  integer: 'Must be a whole number.',
  object: 'Must be an object.',
  array: 'Must be a list.',
  literal: 'Must be the expected value.',
  nullable: 'Must be a value or null.',
};

/** One human message for one failure; our own refinements already carry theirs. */
function describe(failure: Failure): string {
  if (failure.type === 'never') return 'This field is not allowed.';
  if (failure.value === undefined) return 'This field is required.';
  if (failure.refinement !== undefined) return failure.message;
  if (failure.type === 'enums') {
    // superstruct says: Expected one of `"a","b"`, but received: "c"
    const allowed = /`(.*)`/.exec(failure.message)?.[1]?.replace(/"/g, '').split(',').join(', ');
    return allowed ? `Must be one of: ${allowed}.` : 'Must be one of the allowed values.';
  }
  return TYPE_MESSAGES[failure.type] ?? failure.message;
}

/** Field path → message, e.g. `{ email: 'Enter a valid email address.', '0.value': … }`. */
export function failuresToFields(error: StructError): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const failure of error.failures()) {
    const key = failure.path.length === 0 ? 'body' : failure.path.map(String).join('.');
    fields[key] ??= describe(failure);
  }
  return fields;
}

/**
 * Checks a request body against its contract struct, after refusing text no database stores. A missing body counts as `{}`, so a call
 * without payload needs none and a call with one gets a message per missing field.
 */
export function parseRequest<T>(
  struct: Struct<T, unknown>,
  body: unknown,
  { coerce = false }: { coerce?: boolean } = {},
): T {
  // NUL and unpaired surrogates pass every string() struct but no database takes them.
  const unsafe = unsafeInputFields(body);
  if (Object.keys(unsafe).length > 0) throw validationFailed(unsafe);
  const [error, value] = validate(body ?? {}, struct, { coerce });
  if (error) throw validationFailed(failuresToFields(error));
  return value;
}
