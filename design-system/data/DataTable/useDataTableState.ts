import { useRef, useState } from 'react';
import type { DataTablePagination, DataTableRowKey, DataTableSort } from './DataTable.types';

/** What decides which rows a list shows, and which of them are picked. */
export type DataTableState = {
  sort: DataTableSort | null;
  page: number;
  pageSize: number;
  /** The text search as applied. The table does not filter: the caller (or its server) does. */
  search: string;
  selected: readonly DataTableRowKey[];
};

export type UseDataTableStateOptions = {
  /** The state before anyone changes it (and what `value` leaves out). */
  defaults?: Partial<DataTableState>;
  /**
   * Controlled: the state kept elsewhere, such as the URL's query string (app/ has the
   * adapter). Each change then goes to `onChange` only; what is left out stays in the hook.
   */
  value?: Partial<DataTableState>;
  onChange?: (next: DataTableState) => void;
};

export type DataTableStateApi = {
  state: DataTableState;
  setSort: (sort: DataTableSort) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setSelected: (selected: DataTableRowKey[]) => void;
  /** Spread into `DataTable`: its sort and paging, controlled by this state. */
  tableProps: {
    sort: DataTableSort | null;
    onSortChange: (sort: DataTableSort) => void;
    pagination: Pick<
      DataTablePagination,
      'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange'
    >;
  };
};

const initialState: DataTableState = {
  sort: null,
  page: 1,
  pageSize: 10,
  search: '',
  selected: [],
};

/**
 * A list's state with its setters, for a `DataTable` in controlled mode. Uncontrolled it keeps
 * the state itself; with `value` and `onChange` the state lives where the caller keeps it (the
 * URL), so back, forward and reload keep the page and sort. A new sort, search or page size
 * goes back to page one.
 */
export function useDataTableState({
  defaults,
  value,
  onChange,
}: UseDataTableStateOptions = {}): DataTableStateApi {
  const [own, setOwn] = useState<DataTableState>(() => ({ ...initialState, ...defaults }));
  const state: DataTableState = { ...own, ...value };
  // The table may report two changes in one event (a page size, then the page): the second
  // builds on the first, not on the state of the last render, until the event is over.
  const pending = useRef<DataTableState | null>(null);

  const change = (patch: Partial<DataTableState>) => {
    const next = { ...(pending.current ?? state), ...patch };
    if (!pending.current) queueMicrotask(() => (pending.current = null));
    pending.current = next;
    setOwn(next);
    onChange?.(next);
  };

  const setSort = (sort: DataTableSort) => change({ sort, page: 1 });
  const setPage = (page: number) => change({ page });
  const setPageSize = (pageSize: number) => change({ pageSize, page: 1 });
  const setSearch = (search: string) => change({ search, page: 1 });
  const setSelected = (selected: DataTableRowKey[]) => change({ selected });

  return {
    state,
    setSort,
    setPage,
    setPageSize,
    setSearch,
    setSelected,
    tableProps: {
      sort: state.sort,
      onSortChange: setSort,
      pagination: {
        page: state.page,
        pageSize: state.pageSize,
        onPageChange: setPage,
        onPageSizeChange: setPageSize,
      },
    },
  };
}
