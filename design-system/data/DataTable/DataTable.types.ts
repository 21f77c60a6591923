import type { ReactNode, Ref } from 'react';

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are ordered by, and which way. */
export type DataTableSort = { column: string; direction: SortDirection };

/** A value a column sorts by. Empty values (null, undefined, '', NaN) always go last. */
export type SortValue = string | number | Date | null | undefined;

export type DataTableAlign = 'start' | 'center' | 'end';

/** Row density: 40, 48 or 56 px rows. */
export type DataTableSize = 'small' | 'medium' | 'large';

/** One column, described as data. */
export type DataTableColumn<Row> = {
  /** Unique within the table; names the column in `sort`. */
  key: string;
  /** Header text, already translated by the caller. */
  header: string;
  /** What a cell of this column shows for a row. `rowIndex` counts from 0 over all rows. */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /**
   * A CSS width ('12rem', '25%'). Columns without one share the space left, and never get
   * less than 10rem: on a phone the table scrolls sideways instead of squeezing them.
   */
  width?: string;
  /** `end` for numbers, so that digits line up. */
  align?: DataTableAlign;
  /** The value to sort by: strings by the locale's collation, numbers and dates by value. */
  sortValue?: (row: Row) => SortValue;
  /** A full compare function, for orders one value cannot express. Wins over `sortValue`. */
  compare?: (a: Row, b: Row) => number;
  /**
   * Whether the header is a sort button. True by default when `sortValue` or `compare` is
   * given; set it alone when the caller sorts the rows itself (`manualSorting`).
   */
  sortable?: boolean;
  /** The direction of the first click on this column, e.g. newest first for dates. */
  firstSortDirection?: SortDirection;
  /** This column names the row (a `th scope="row"`). Defaults to the first column. */
  rowHeader?: boolean;
};

/** One thing a person can do to a row. */
export type DataTableRowAction<Row> = {
  key: string;
  /** Visible label, translated ('Edit'). Its accessible name adds the row: 'Edit Grace Church'. */
  label: string;
  onAction: (row: Row) => void;
  /** `critical` for destructive actions. */
  tone?: 'accent' | 'critical';
  /** Leave the action out for some rows. */
  hidden?: (row: Row) => boolean;
  /** Show the action but refuse it for some rows. */
  disabled?: (row: Row) => boolean;
};

/** A last column of per-row actions. */
export type DataTableRowActions<Row> = {
  actions: readonly DataTableRowAction<Row>[];
  /** The row's name as people say it ('Grace Church'); every action's accessible name includes it. */
  rowLabel: (row: Row) => string;
  /** Buttons side by side, or a ⋮ menu. Defaults to buttons for up to two actions, a menu above. */
  variant?: 'buttons' | 'menu';
  /** Header of the column, read by screen readers only. Defaults to 'Actions'. */
  header?: string;
  /** A CSS width for the column. */
  width?: string;
};

/** Paging. Page numbers count from 1, as people (and URLs) do. */
export type DataTablePagination = {
  /** The current page, controlled. */
  page?: number;
  /** The first page shown, uncontrolled. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Rows per page, controlled. */
  pageSize?: number;
  /** Rows per page, uncontrolled. Default 10. */
  defaultPageSize?: number;
  /** The choices of the rows-per-page menu. Default 10, 25, 50, 100. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** All rows on the server, when `rows` already holds only the current page. */
  totalRows?: number;
};

/** A row's key, as `getRowKey` gives it. */
export type DataTableRowKey = string | number;

/**
 * Rows a person can pick for an action on several at once (download, export): a first column
 * of checkboxes, and one in the header for every row on the page. Controlled: the caller keeps
 * the keys, so a selection can outlive a page change or be cleared after the action.
 */
export type DataTableSelection<Row> = {
  /** The keys (`getRowKey`) of the selected rows, on this page or others. */
  selected: readonly DataTableRowKey[];
  onChange: (selected: DataTableRowKey[]) => void;
  /** The row's name as people say it: its box is labelled 'Select <name>'. */
  rowLabel: (row: Row) => string;
  /** Rows that cannot be picked (their box shows, disabled). */
  disabled?: (row: Row) => boolean;
};

export type DataTableProps<Row> = {
  /** Names the table for screen readers (translated), e.g. 'Churches'. */
  label: string;
  /** The columns, in order. Keep the array stable (useMemo): the rows are re-sorted when it changes. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (an id), so rows keep their state when the order changes. */
  getRowKey: (row: Row) => string | number;

  /** The sort, controlled (`null`: the order of `rows`). */
  sort?: DataTableSort | null;
  /** The first sort, uncontrolled. */
  defaultSort?: DataTableSort | null;
  /** Called with the new sort when a person clicks a sortable header. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The caller sorts `rows` itself (e.g. on the server); the table only reports sort changes. */
  manualSorting?: boolean;

  /** Show a pager. `true` uses the defaults (10 rows a page). */
  pagination?: DataTablePagination | boolean;
  /**
   * Render only the rows in view (plus a few) inside a scroll box with a sticky header.
   * Defaults to on when more than 200 rows would be shown at once.
   */
  virtualized?: boolean;
  /** Most height of the scroll box, a CSS length. Default for windowed tables: min(70vh, 40rem). */
  maxHeight?: string;
  size?: DataTableSize;

  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows. Default: the page size, at most 10; 5 without pages. */
  loadingRowCount?: number;
  /** Shows 'Something went wrong!' (or `errorMessage`) instead of the rows. */
  error?: boolean;
  errorMessage?: string;
  /** Shows a Try again button in the error state. */
  onRetry?: () => void;
  /** Shown when there are no rows. Default: 'Nothing to show yet.' */
  emptyMessage?: string;
  /** A next step under the empty message, e.g. an 'Add a church' button. */
  emptyAction?: ReactNode;

  rowActions?: DataTableRowActions<Row>;
  /** Checkboxes to pick rows (see DataTableSelection). */
  selection?: DataTableSelection<Row>;
  ref?: Ref<HTMLTableElement>;
};
