import type { DataTableColumn, DataTableSort, SortValue } from './DataTable.types';

/** Compares two sort values: numbers and dates by value, strings by the locale's collation. */
function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

function isEmpty(value: SortValue): value is null | undefined {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

/**
 * The rows in the order `sort` asks for, as a new array (the input is never mutated).
 * Empty values go last whichever the direction, so flipping the order never puts blanks first.
 * The sort is stable: rows that compare equal keep the order the caller gave them.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null,
  collator: Intl.Collator,
): readonly Row[] {
  if (!sort) return rows;
  const column = columns.find((candidate) => candidate.key === sort.column);
  if (!column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const { compare, sortValue } = column;
  if (compare) return [...rows].sort((a, b) => sign * compare(a, b));
  if (!sortValue) return rows;

  // Read each row's value once: sorting 10,000 rows calls the comparator ~130,000 times.
  const keyed = rows.map((row) => ({ row, value: sortValue(row) }));
  keyed.sort((a, b) => {
    const aEmpty = isEmpty(a.value);
    const bEmpty = isEmpty(b.value);
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty);
    return sign * compareValues(a.value, b.value, collator);
  });
  return keyed.map((entry) => entry.row);
}
