import type { Struct } from 'superstruct';
import { centsOfAmount } from '#ds/forms';
import type { ResourceFormValues } from '#screens/admin/ResourceFormScreen';
import { fieldsOf, shapeOf } from './describe';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input shows it: the browser's local time, to the minute. */
export function localInputOf(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant a `datetime-local` value means (it is read in the browser's time zone). */
function instantOf(local: string): string {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/**
 * A record's values as the form edits them: text for text and ids, lists for choices, an amount
 * in units for cents (`19.99`), the local time for an instant.
 */
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
    const { kind } = shapeOf(field, name);
    if (kind === 'enums') values[name] = Array.isArray(value) ? value.map(String) : [];
    else if (kind === 'boolean') values[name] = value === true;
    else if (kind === 'password') values[name] = '';
    else if (value === null || value === undefined) values[name] = '';
    else if (kind === 'money') values[name] = (Number(value) / 100).toFixed(2);
    else if (kind === 'date') values[name] = localInputOf(String(value));
    else values[name] = String(value);
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
    const shape = shapeOf(field, name);
    if (typeof value === 'string' && value === '') {
      if (shape.kind === 'password') continue;
      if (shape.nullable) payload[name] = null;
      else if (!shape.required) continue;
      else payload[name] = shape.kind === 'integer' || shape.kind === 'money' ? undefined : '';
      continue;
    }
    if (typeof value === 'string' && shape.kind === 'money') {
      // What the form's check let through always reads; anything else goes as typed, and the
      // server names the field.
      payload[name] = centsOfAmount(value) ?? value;
    } else if (typeof value === 'string' && shape.kind === 'date') {
      payload[name] = instantOf(value);
    } else {
      payload[name] = shape.kind === 'integer' ? Number(value) : value;
    }
  }
  return payload;
}
