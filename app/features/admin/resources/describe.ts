import type { Struct } from 'superstruct';
import type { ResourceDefinition, ResourceDisplay } from '#contract/resources';

// Structs are invariant in their type: a struct of any type is written with `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/** What a record field is, read from its struct: how to show it and how to edit it. */
export type FieldShape = {
  kind: 'text' | 'email' | 'password' | 'enum' | 'enums' | 'boolean' | 'date' | 'integer' | 'money';
  /** The values of an `enum` or of each item of `enums`, in the contract's order. */
  values: readonly string[];
  /** The field must be given (`optional` makes it not). */
  required: boolean;
  /** The field may be null (`nullable`): an emptied field is sent as null. */
  nullable: boolean;
};

function refinementsOf(struct: AnyStruct, probe: unknown): string[] {
  const [error] = struct.validate(probe);
  return error ? error.failures().flatMap((failure) => failure.refinement ?? []) : [];
}

/** Amounts are integer cents, always in a field named `…_cents` (`price_cents`, `total_cents`). */
const isMoneyField = (name: string) => name.endsWith('_cents');

/**
 * A field's shape from its struct (and, for an amount, its name). superstruct keeps a struct's
 * `type` and `schema` through `optional`, `nullable` and `refine`, but not the refinement's
 * name: an empty text reveals it (`Email` refuses '' as `email`, `NewPassword` as `new_password`).
 */
export function shapeOf(struct: AnyStruct, name = ''): FieldShape {
  const required = struct.validate(undefined)[0] !== undefined;
  const nullable = struct.validate(null)[0] === undefined;
  const base = { values: [], required, nullable };
  switch (struct.type) {
    case 'enums':
      return { ...base, kind: 'enum', values: Object.values(struct.schema as object) };
    case 'array': {
      const item = struct.schema as AnyStruct | undefined;
      return item?.type === 'enums'
        ? { ...base, kind: 'enums', values: Object.values(item.schema as object) }
        : { ...base, kind: 'text' };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'integer':
    case 'number':
      return { ...base, kind: isMoneyField(name) ? 'money' : 'integer' };
    case 'iso_date_time':
      return { ...base, kind: 'date' };
    case 'string': {
      const refinements = refinementsOf(struct, '');
      if (refinements.includes('email')) return { ...base, kind: 'email' };
      if (refinements.includes('new_password')) return { ...base, kind: 'password' };
      return { ...base, kind: 'text' };
    }
    default:
      return { ...base, kind: 'text' };
  }
}

/** The fields of an object struct, by name, in the struct's order. */
export function fieldsOf(struct: AnyStruct | null): Record<string, AnyStruct> {
  return struct?.type === 'object' ? { ...(struct.schema as Record<string, AnyStruct>) } : {};
}

/** A resource's display hints, with the defaults of a definition that gives none. */
export function displayOf(
  definition: ResourceDefinition,
): Required<ResourceDisplay<Record<string, unknown>>> {
  const display = (definition.display ?? {}) as Partial<ResourceDisplay<Record<string, unknown>>>;
  const recordFields = Object.keys(fieldsOf(definition.record)).filter((name) => name !== 'id');
  return {
    columns: display.columns ?? recordFields,
    combined: display.combined ?? {},
    linkColumn: display.linkColumn ?? definition.labelField,
    valueLabels: display.valueLabels ?? {},
    languageFields: display.languageFields ?? [],
    references: display.references ?? {},
    formOrder: display.formOrder ?? [],
    facts: display.facts ?? [],
    titleFields: display.titleFields ?? [definition.labelField],
  };
}

/** The form's fields in order: the hinted order first, then the struct's other fields. */
export function formFieldNames(definition: ResourceDefinition, struct: AnyStruct | null): string[] {
  const fields = Object.keys(fieldsOf(struct));
  const { formOrder } = displayOf(definition);
  return [
    ...formOrder.filter((name) => fields.includes(name)),
    ...fields.filter((name) => !formOrder.includes(name)),
  ];
}

/** The locale key of a field's label: `resources.<name>.fields.<field>`. */
export const fieldLabelKey = (definition: ResourceDefinition, field: string) =>
  `resources.${definition.name}.fields.${field}`;

/** The locale key of one value of a translated field: `resources.<name>.<group>.<value>`. */
export function valueLabelKey(
  definition: ResourceDefinition,
  field: string,
  value: string,
): string | null {
  const group = displayOf(definition).valueLabels[field];
  return group ? `resources.${definition.name}.${group}.${value}` : null;
}
