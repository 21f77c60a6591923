export { DataTable, autoVirtualizeAbove, dataTableRowHeights } from './DataTable';
export type {
  DataTableAlign,
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableRowAction,
  DataTableRowActions,
  DataTableRowKey,
  DataTableSelection,
  DataTableSize,
  DataTableSort,
  SortDirection,
  SortValue,
} from './DataTable.types';
export { useDataTableState } from './useDataTableState';
export type {
  DataTableState,
  DataTableStateApi,
  UseDataTableStateOptions,
} from './useDataTableState';
