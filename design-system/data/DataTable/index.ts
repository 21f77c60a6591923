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
