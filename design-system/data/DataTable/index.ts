export { DataTable, autoVirtualizeAbove, dataTableRowHeights } from './DataTable';
export type {
  DataTableAlign,
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableRowAction,
  DataTableRowActions,
  DataTableSize,
  DataTableSort,
  SortDirection,
  SortValue,
} from './DataTable.types';
