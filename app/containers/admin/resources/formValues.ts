import type { Struct } from 'superstruct';
import type { ResourceFormValues } from '../../../../screens/admin/ResourceFormScreen';
import { fieldsOf, shapeOf } from './describe';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/** A record's values as the form edits them: text for text and ids, lists for choices. */
export function formValuesOf(
  names: readonly string[],
  struct: AnyStruct | null,
  record: Record<string, unknown>,
): ResourceFormValues {
  const fields = fieldsOf(struct);
  const values: ResourceFormValues = {};
  for (const name of names) {
    const field = fields[name];
    const value = record[name];
    if (!field) continue;
    const { kind } = shapeOf(field);
    if (kind === 'enums') values[name] = Array.isArray(value) ? value.map(String) : [];
    else if (kind === 'boolean') values[name] = value === true;
    else if (kind === 'password') values[name] = '';
    else values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * What the server is sent for the form's values: ids as numbers, an emptied field as null
 * where the field may be null, and left out where it may be (an empty password: the server
 * mails a link). A required field left empty is sent empty, so the server names it.
 */
export function payloadOf(
  struct: AnyStruct | null,
  values: ResourceFormValues,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(struct))) {
    if (!(name in values)) continue;
    const value = values[name];
    const shape = shapeOf(field);
    if (typeof value === 'string' && value === '') {
      if (shape.kind === 'password') continue;
      if (shape.nullable) payload[name] = null;
      else if (!shape.required) continue;
      else payload[name] = shape.kind === 'integer' ? undefined : '';
      continue;
    }
    payload[name] = shape.kind === 'integer' ? Number(value) : value;
  }
  return payload;
}
