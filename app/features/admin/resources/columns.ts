import { useMemo } from 'react';
import type { ResourceDefinition } from '#contract/resources';
import type { MessageKey, Translate } from '#ds/i18n';
import type { ResourceListColumn, ResourceRow } from '#screens/admin/ResourceListScreen';
import { displayOf, fieldLabelKey, fieldsOf, shapeOf, valueLabelKey } from './describe';

/** Translates a locale key built from a resource's name (the keys are checked by locale tests). */
export const tKey = (t: Translate, key: string, params?: Record<string, string | number>) =>
  t(key as MessageKey, params);

/** Each value of a field, translated when the definition names its texts. */
export function valueLabelsOf(
  t: Translate,
  definition: ResourceDefinition,
  field: string,
  values: readonly string[],
): Record<string, string> | undefined {
  if (!displayOf(definition).valueLabels[field]) return undefined;
  return Object.fromEntries(
    values.map((value) => [value, tKey(t, valueLabelKey(definition, field, value) ?? value)]),
  );
}

/** The list's columns, from the definition's display hints and its record struct. */
export function columnsOf(
  t: Translate,
  definition: ResourceDefinition,
  recordHref?: (row: ResourceRow) => string,
): ResourceListColumn[] {
  const display = displayOf(definition);
  const record = fieldsOf(definition.record);
  return display.columns.map((name) => {
    const struct = record[name];
    const shape = struct ? shapeOf(struct, name) : null;
    const kinds: Partial<Record<string, ResourceListColumn['kind']>> = {
      date: 'date',
      integer: 'number',
      money: 'money',
      enum: 'badge',
      enums: 'badges',
    };
    const kind = kinds[shape?.kind ?? ''] ?? 'text';
    return {
      name,
      label: tKey(t, fieldLabelKey(definition, name)),
      kind,
      sortable: definition.sorts.includes(name),
      valueLabels:
        shape?.kind === 'boolean'
          ? { true: t('common.yes'), false: t('common.no') }
          : shape
            ? valueLabelsOf(t, definition, name, shape.values)
            : undefined,
      href: name === display.linkColumn ? recordHref : undefined,
    };
  });
}

/** A record as the list shows it: its fields, plus the combined columns (a user's name). */
export function rowOf(
  definition: ResourceDefinition,
  record: Record<string, unknown>,
): ResourceRow {
  const { combined } = displayOf(definition);
  const row: Record<string, unknown> = { ...record };
  for (const [name, parts] of Object.entries(combined)) {
    row[name] = parts
      .map((part) => record[part])
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' ');
  }
  return row as ResourceRow;
}

/** The columns, memoised on the language and the link. */
export function useColumns(
  t: Translate,
  definition: ResourceDefinition,
  recordHref?: (row: ResourceRow) => string,
) {
  return useMemo(() => columnsOf(t, definition, recordHref), [t, definition, recordHref]);
}
