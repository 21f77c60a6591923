import {
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { Skeleton } from '#ds/display/Skeleton';
import { localeTags, useLocale, useT } from '#ds/i18n';
import {
  StyledCell,
  StyledHeaderCell,
  StyledRoot,
  StyledRow,
  StyledScroller,
  StyledSelectCell,
  StyledSelectHeaderCell,
  StyledSkeleton,
  StyledSortButton,
  StyledSpacer,
  StyledState,
  StyledStateCell,
  StyledTable,
} from './DataTable.styles';
import type {
  DataTableColumn,
  DataTableProps,
  DataTableRowKey,
  DataTableSize,
  DataTableSort,
} from './DataTable.types';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { SelectBox } from './SelectBox';
import { sortRows } from './sortRows';
import { useOverflows, useRowWindow } from './useScrollBox';
import { renderedIndices } from './windowRange';

/** Row heights in px per density; the windowing arithmetic and the CSS both read these. */
export const dataTableRowHeights: Record<DataTableSize, number> = {
  small: 40,
  medium: 48,
  large: 56,
};

/** Above this many rows shown at once, a table windows itself unless told otherwise. */
export const autoVirtualizeAbove = 200;

/** Rows rendered beyond each edge of the scroll box. */
const overscan = 8;
const defaultPageSizes = [10, 25, 50, 100] as const;
const unsizedColumnWidth = '10rem';
const selectionColumnWidth = '3rem';
const skeletonLengths = ['long', 'medium', 'short'] as const;

function isSortable<Row>(column: DataTableColumn<Row>): boolean {
  return column.sortable ?? Boolean(column.compare || column.sortValue);
}

/**
 * A table of rows described by columns: sorting, paging or windowed scrolling for large
 * lists, loading, empty and error states, and per-row actions. On phones the table keeps its
 * columns and scrolls sideways inside its box (docs/decisions/005-data-table-on-phones.md).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  pagination,
  virtualized,
  maxHeight,
  size = 'medium',
  loading = false,
  loadingRowCount,
  error = false,
  errorMessage,
  onRetry,
  emptyMessage,
  emptyAction,
  rowActions,
  selection,
  ref,
}: DataTableProps<Row>) {
  const t = useT();
  const locale = useLocale();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowHeight = dataTableRowHeights[size];

  // Sorting: controlled when `sort` is given (even as null), uncontrolled otherwise.
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const [announcement, setAnnouncement] = useState('');
  const collator = useMemo(
    () => new Intl.Collator(localeTags[locale], { numeric: true }),
    [locale],
  );
  const sortedRows = useMemo(
    () => (manualSorting ? rows : sortRows(rows, columns, sort, collator)),
    [manualSorting, rows, columns, sort, collator],
  );

  // Paging: each of page and page size is controlled when given, uncontrolled otherwise.
  const paging = pagination === true ? {} : pagination || null;
  const [ownPage, setOwnPage] = useState(paging?.defaultPage ?? 1);
  const [ownPageSize, setOwnPageSize] = useState(paging?.defaultPageSize ?? defaultPageSizes[0]);
  const pageSize = paging?.pageSize ?? ownPageSize;
  const totalRows = paging?.totalRows ?? sortedRows.length;
  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  const page = Math.min(Math.max(1, paging?.page ?? ownPage), pageCount);
  const firstIndex = paging ? (page - 1) * pageSize : 0;
  const shownRows =
    paging && paging.totalRows === undefined
      ? sortedRows.slice(firstIndex, firstIndex + pageSize)
      : sortedRows;

  const showRows = !loading && !error && shownRows.length > 0;
  const windowed = showRows && (virtualized ?? shownRows.length > autoVirtualizeAbove);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rowWindow = useRowWindow(scrollerRef, {
    enabled: windowed,
    rowCount: shownRows.length,
    rowHeight,
    overscan,
  });
  const overflows = useOverflows(scrollerRef);

  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  const widths = [
    ...(selection ? [selectionColumnWidth] : []),
    ...columns.map((column) => column.width),
    ...(rowActions ? [rowActions.width ?? '8rem'] : []),
  ];
  const aligns = [
    ...(selection ? (['center'] as const) : []),
    ...columns.map((column) => column.align),
    ...(rowActions ? (['end'] as const) : []),
  ];
  const minWidth = `calc(${widths.map((width) => width ?? unsizedColumnWidth).join(' + ')})`;

  const scrollToTop = () => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
  };

  const changePage = (next: number) => {
    if (paging?.page === undefined) setOwnPage(next);
    if (next !== page) paging?.onPageChange?.(next);
    scrollToTop();
  };

  const changePageSize = (next: number) => {
    // Stay on the page that holds the first row in view.
    const nextPage = Math.floor(firstIndex / next) + 1;
    if (paging?.pageSize === undefined) setOwnPageSize(next);
    paging?.onPageSizeChange?.(next);
    changePage(nextPage);
  };

  const toggleSort = (column: DataTableColumn<Row>) => {
    const direction =
      sort?.column === column.key
        ? sort.direction === 'ascending'
          ? 'descending'
          : 'ascending'
        : (column.firstSortDirection ?? 'ascending');
    const next = { column: column.key, direction } as const;
    if (sortProp === undefined) setOwnSort(next);
    onSortChange?.(next);
    setAnnouncement(
      t(direction === 'ascending' ? 'dataTable.sortedAscending' : 'dataTable.sortedDescending', {
        column: column.header,
      }),
    );
    if (paging) changePage(1);
    else scrollToTop();
  };

  // The row holding keyboard focus stays rendered even when scrolled out of the window.
  const onBodyFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    setFocusedRow(row ? Number(row.dataset.rowIndex) : null);
  };
  const onBodyBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(null);
  };

  // Selection: the header's box stands for the rows on screen that can be picked.
  const selectedKeys = new Set(selection?.selected ?? []);
  const pickable = selection
    ? shownRows.filter((row) => !selection.disabled?.(row)).map(getRowKey)
    : [];
  const pickedHere = pickable.filter((key) => selectedKeys.has(key)).length;
  const selectPage = (checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((key) => !pickable.includes(key));
    selection.onChange(checked ? [...others, ...pickable] : others);
  };
  const selectRow = (key: DataTableRowKey, checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((each) => each !== key);
    selection.onChange(checked ? [...others, key] : others);
  };

  const renderRow = (row: Row, index: number) => {
    const rowIndex = firstIndex + index;
    const key = getRowKey(row);
    return (
      <StyledRow
        key={key}
        aria-rowindex={rowIndex + 2}
        data-row-index={index}
        data-selected={selection ? selectedKeys.has(key) : undefined}
      >
        {selection && (
          <StyledSelectCell>
            <SelectBox
              label={t('dataTable.selectRow', { row: selection.rowLabel(row) })}
              checked={selectedKeys.has(key)}
              disabled={selection.disabled?.(row)}
              onChange={(checked) => selectRow(key, checked)}
            />
          </StyledSelectCell>
        )}
        {columns.map((column, columnIndex) =>
          columnIndex === rowHeaderIndex ? (
            <StyledCell as="th" scope="row" key={column.key} data-align={column.align}>
              {column.cell(row, rowIndex)}
            </StyledCell>
          ) : (
            <StyledCell key={column.key} data-align={column.align}>
              {column.cell(row, rowIndex)}
            </StyledCell>
          ),
        )}
        {rowActions && (
          <StyledCell data-align="end">
            <RowActions row={row} config={rowActions} />
          </StyledCell>
        )}
      </StyledRow>
    );
  };

  const renderSpacer = (rowsSkipped: number, key: string) => (
    <tr key={key} aria-hidden="true">
      <StyledSpacer colSpan={columnCount} style={{ height: rowsSkipped * rowHeight }} />
    </tr>
  );

  const renderWindow = () => {
    const body: ReactNode[] = [];
    let next = 0;
    for (const index of renderedIndices(rowWindow, focusedRow, shownRows.length)) {
      if (index > next) body.push(renderSpacer(index - next, `gap-${next}`));
      body.push(renderRow(shownRows[index] as Row, index));
      next = index + 1;
    }
    if (next < shownRows.length) body.push(renderSpacer(shownRows.length - next, `gap-${next}`));
    return body;
  };

  const renderState = (content: ReactNode) => (
    <tr>
      <StyledStateCell colSpan={columnCount}>{content}</StyledStateCell>
    </tr>
  );

  const renderBody = () => {
    if (loading) {
      const count = loadingRowCount ?? (paging ? Math.min(pageSize, 10) : 5);
      return Array.from({ length: count }, (_, index) => (
        <tr key={index} aria-hidden="true">
          {widths.map((_width, columnIndex) => (
            <StyledCell key={columnIndex} data-align={aligns[columnIndex]}>
              <StyledSkeleton
                data-length={skeletonLengths[(index + columnIndex) % skeletonLengths.length]}
              >
                <Skeleton />
              </StyledSkeleton>
            </StyledCell>
          ))}
        </tr>
      ));
    }
    if (error) {
      return renderState(
        <StyledState role="alert" data-tone="critical">
          <p>
            <Icon name="error" size="medium" />
            {errorMessage ?? t('common.somethingWentWrong')}
          </p>
          {onRetry && (
            <Button
              variant="secondary"
              icon={<Icon name="refresh" size="small" />}
              onClick={onRetry}
            >
              {t('common.retry')}
            </Button>
          )}
        </StyledState>,
      );
    }
    if (shownRows.length === 0) {
      return renderState(
        <StyledState>
          <p>{emptyMessage ?? t('dataTable.noRows')}</p>
          {emptyAction}
        </StyledState>,
      );
    }
    if (windowed) return renderWindow();
    return shownRows.map(renderRow);
  };

  const scrollable = overflows || windowed;
  const rootStyle = { '--data-table-row-height': `${rowHeight}px` } as CSSProperties;
  const tableStyle = { '--data-table-min-width': minWidth } as CSSProperties;

  return (
    <StyledRoot data-size={size} style={rootStyle}>
      <StyledScroller
        ref={scrollerRef}
        data-windowed={windowed}
        style={{ maxHeight: maxHeight ?? (windowed ? 'min(70vh, 40rem)' : undefined) }}
        role={scrollable ? 'region' : undefined}
        aria-label={scrollable ? label : undefined}
        tabIndex={scrollable ? 0 : undefined}
      >
        <StyledTable
          ref={ref}
          aria-label={label}
          aria-rowcount={showRows ? totalRows + 1 : undefined}
          aria-busy={loading || undefined}
          style={tableStyle}
        >
          <colgroup>
            {widths.map((width, index) => (
              <col key={index} style={width ? { width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={showRows ? 1 : undefined}>
              {selection && (
                <StyledSelectHeaderCell scope="col">
                  <SelectBox
                    label={t('dataTable.selectPage')}
                    checked={pickable.length > 0 && pickedHere === pickable.length}
                    mixed={pickedHere > 0 && pickedHere < pickable.length}
                    disabled={!showRows || pickable.length === 0}
                    onChange={selectPage}
                  />
                </StyledSelectHeaderCell>
              )}
              {columns.map((column) => {
                const sorted = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <StyledHeaderCell
                    key={column.key}
                    scope="col"
                    data-align={column.align}
                    aria-sort={sorted}
                  >
                    {isSortable(column) ? (
                      <StyledSortButton type="button" onClick={() => toggleSort(column)}>
                        <span>{column.header}</span>
                        <Icon
                          name={
                            sorted === 'ascending'
                              ? 'sort-asc'
                              : sorted === 'descending'
                                ? 'sort-desc'
                                : 'sort-none'
                          }
                          size="small"
                        />
                      </StyledSortButton>
                    ) : (
                      column.header
                    )}
                  </StyledHeaderCell>
                );
              })}
              {rowActions && (
                <StyledHeaderCell scope="col" data-align="end">
                  <span className="visually-hidden">
                    {rowActions.header ?? t('dataTable.actions')}
                  </span>
                </StyledHeaderCell>
              )}
            </tr>
          </thead>
          <tbody onFocus={onBodyFocus} onBlur={onBodyBlur}>
            {renderBody()}
          </tbody>
        </StyledTable>
      </StyledScroller>
      {paging && totalRows > 0 && !error && (
        <Pager
          page={page}
          pageSize={pageSize}
          pageSizeOptions={paging.pageSizeOptions ?? defaultPageSizes}
          totalRows={totalRows}
          disabled={loading}
          onPageChange={changePage}
          onPageSizeChange={changePageSize}
        />
      )}
      <span role="status" className="visually-hidden">
        {loading ? t('common.loading') : announcement}
      </span>
    </StyledRoot>
  );
}
