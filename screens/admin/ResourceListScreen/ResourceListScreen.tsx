import { Grid } from '#ds/primitives/Grid';
import { useMemo, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowKey,
  type DataTableSort,
} from '#ds/data/DataTable';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Icon } from '#ds/display/Icon';
import { MoneyAmount } from '#ds/display/MoneyAmount';
import { Skeleton } from '#ds/display/Skeleton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { Select, TextField, type SelectOption } from '#ds/forms';
import { useT } from '#ds/i18n';
import { useDateFormat, useNumberFormat } from '#screens/shared/formatDate';
import { LinkButton } from '#ds/actions/LinkButton';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import type { ScreenStatus } from '#screens/shared/messages';
import {
  StyledBadges,
  StyledSelectionBar,
  StyledToolbar,
  StyledView,
  StyledViews,
} from './ResourceListScreen.styles';
import { Text } from '#ds/primitives/Text';
import { Stack } from '#ds/primitives/Stack';

/** A filter of the list, shown as a menu: its current value and its choices, translated. */
export type ResourceListFilter = {
  name: string;
  label: string;
  /** '' means no filter. */
  value: string;
  options: readonly SelectOption[];
  /** One of the options always applies: no 'any value' choice (e.g. whose list to read). */
  required?: boolean;
};

/** A record as a list shows it: its id and its fields by name. */
export type ResourceRow = { id: number | string } & Record<string, unknown>;

/**
 * A column, described as data: `text` and `number` show the value, `date` an ISO time as a date,
 * `badge` and `badges` one or several values as labels (`valueLabels` translates them).
 */
export type ResourceListColumn = {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'money' | 'date' | 'badge' | 'badges' | 'actions';
  sortable?: boolean;
  valueLabels?: Readonly<Record<string, string>>;
  /** Makes the cell a link to the record (the first column, usually). */
  href?: (row: ResourceRow) => string;
  /** For `actions`: the buttons of a row (none for a row that allows none). */
  actions?: (row: ResourceRow) => readonly ResourceRowAction[];
};

/** A button of one row, e.g. Accept; `accessibleLabel` names the row ('Accept Ann Lee'). */
export type ResourceRowAction = {
  key: string;
  label: string;
  accessibleLabel: string;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
  /** Shows a spinner while the row's request runs. */
  loading?: boolean;
};

/** A named view of the same list (e.g. the pastors among all users), as a link. */
export type ResourceListView = { key: string; label: string; href: string; current: boolean };

export type ResourceListScreenProps = {
  title: string;
  description?: string;
  /**
   * From the screen frame: `loading` until the first page is there, `error` with a retry,
   * `restricted` for a 403. Later pages load with the previous one on screen.
   */
  status: ScreenStatus;
  onRetry: () => void;
  /** The table's name for screen readers, e.g. 'Users'. */
  tableLabel: string;
  columns: readonly ResourceListColumn[];
  /** The rows of the current page, already sorted and filtered by the server. */
  rows: readonly ResourceRow[];
  /** Every row matching the search and filters, on all pages. */
  totalRows: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort) => void;
  /** The text search as it is applied now. */
  search: string;
  /** What the search looks in, e.g. 'Search by name or email'; no search field without it. */
  searchLabel?: string;
  onSearch: (search: string) => void;
  filters?: readonly ResourceListFilter[];
  onFilterChange?: (name: string, value: string) => void;
  views?: readonly ResourceListView[];
  /** A link to the create form, when the person may create. */
  createAction?: { label: string; href: string };
  /** Shown when nothing matches. */
  emptyMessage: string;
  /** Pins the time zone of dates (stories, tests); the browser's by default. */
  timeZone?: string;
  /** The outcome of a row action, above the table (e.g. a refused request). */
  notice?: { tone: 'success' | 'critical'; text: string };
  /**
   * Renders only the rows in view, in the table's own scroll box (the DataTable's windowed
   * mode), for pages much taller than a screen; by default the table windows above 200 rows.
   */
  windowed?: boolean;
  selection?: ResourceListSelection;
  /** What the page shows above the list (AI control's settings above its log). */
  lead?: ReactNode;
};

/**
 * Rows picked for one action on several at once (the card orders' print files): a box on each
 * row and one for the page, and above the table what is picked and the action.
 */
export type ResourceListSelection = {
  /** The ids of the picked rows (on this page or others). */
  selected: readonly DataTableRowKey[];
  onChange: (selected: DataTableRowKey[]) => void;
  /** The row's name, for its box ('Select CO-000042'). */
  rowLabel: (row: ResourceRow) => string;
  /** Rows that cannot be picked. */
  disabled?: (row: ResourceRow) => boolean;
  /** What is picked, translated ('Selected: 3'); or what picking is for, when nothing is. */
  summary: string;
  action: { label: string; onClick: () => void; loading?: boolean; disabled?: boolean };
  clearLabel: string;
};

type ToolbarValues = Record<string, string | undefined>;

/**
 * Any admin list: named views, a search and filters, and a server-paged, server-sorted table.
 * Every control reports to the container, which keeps the state in the URL.
 */
/** The DataTable columns of a list, with each kind of value rendered one way everywhere. */
export function useTableColumns(
  columns: readonly ResourceListColumn[],
  timeZone: string | undefined,
): DataTableColumn<ResourceRow>[] {
  const formatDate = useDateFormat(timeZone);
  const formatNumber = useNumberFormat();
  return useMemo(
    () =>
      columns.map((column) => {
        const label = (value: unknown) =>
          column.valueLabels?.[String(value)] ?? (value === null ? '' : String(value));
        const render = (row: ResourceRow) => {
          if (column.kind === 'actions') {
            return (
              <Stack direction="horizontal" wrap="wrap" gap={2}>
                {(column.actions?.(row) ?? []).map((action) => (
                  <Button
                    key={action.key}
                    size="small"
                    variant={action.variant ?? 'secondary'}
                    loading={action.loading}
                    onClick={action.onClick}
                    aria-label={action.accessibleLabel}
                  >
                    {action.label}
                  </Button>
                ))}
              </Stack>
            );
          }
          const value = row[column.name];
          if (value === null || value === undefined || value === '') return '—';
          switch (column.kind) {
            case 'date':
              return formatDate.date(String(value));
            case 'number':
              return formatNumber(Number(value));
            case 'money':
              return <MoneyAmount cents={Number(value)} />;
            case 'badge':
              return <Badge>{label(value)}</Badge>;
            case 'badges':
              return (
                <StyledBadges>
                  {(Array.isArray(value) ? value : [value]).map((item) => (
                    <Badge key={String(item)}>{label(item)}</Badge>
                  ))}
                </StyledBadges>
              );
            default:
              return label(value);
          }
        };
        return {
          key: column.name,
          header: column.label,
          sortable: column.sortable ?? false,
          align: column.kind === 'number' || column.kind === 'money' ? 'end' : 'start',
          cell: (row: ResourceRow) =>
            column.href ? (
              <Link href={column.href(row)} variant="standalone">
                {render(row)}
              </Link>
            ) : (
              render(row)
            ),
        } satisfies DataTableColumn<ResourceRow>;
      }),
    [columns, formatDate, formatNumber],
  );
}

export function ResourceListScreen({
  title,
  description,
  status,
  onRetry,
  tableLabel,
  columns,
  rows,
  totalRows,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  search,
  searchLabel,
  onSearch,
  filters = [],
  onFilterChange,
  views,
  createAction,
  emptyMessage,
  timeZone,
  notice,
  windowed,
  selection,
  lead,
}: ResourceListScreenProps) {
  const t = useT();
  const tableColumns = useTableColumns(columns, timeZone);
  const formatNumber = useNumberFormat();
  const initialValues: ToolbarValues = {
    q: search,
    ...Object.fromEntries(filters.map((filter) => [filter.name, filter.value])),
  };
  return (
    <ScreenFrame
      title={title}
      description={description}
      status={status}
      onRetry={onRetry}
      actions={
        createAction && (
          <LinkButton href={createAction.href} icon={<Icon name="plus" />}>
            {createAction.label}
          </LinkButton>
        )
      }
      skeleton={<ListSkeleton />}
    >
      <Grid gap={5} shrink>
        {lead}
        {views && views.length > 1 && (
          <StyledViews aria-label={t('adminResources.views')}>
            {views.map((view) => (
              <StyledView
                key={view.key}
                href={view.href}
                aria-current={view.current ? 'page' : undefined}
              >
                {view.label}
              </StyledView>
            ))}
          </StyledViews>
        )}
        <Form<ToolbarValues>
          onSubmit={(values) => onSearch((values.q ?? '').trim())}
          initialValues={initialValues}
          initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
        >
          {({ handleSubmit }) => (
            <StyledToolbar role="search" onSubmit={handleSubmit} noValidate>
              {searchLabel && (
                <TextField name="q" type="search" label={searchLabel} autoComplete="off" />
              )}
              {filters.map((filter) => (
                <Select
                  key={filter.name}
                  name={filter.name}
                  label={filter.label}
                  options={filter.options}
                  placeholder={filter.required ? false : t('adminResources.anyValue')}
                />
              ))}
              {searchLabel && (
                <Button type="submit" variant="secondary" icon={<Icon name="search" />}>
                  {t('adminResources.search')}
                </Button>
              )}
              {/* A filter applies as soon as it is chosen; the text waits for Search or Enter. */}
              <FormSpy<ToolbarValues>
                subscription={{ values: true }}
                onChange={({ values }) => {
                  for (const filter of filters) {
                    const next = values[filter.name] ?? '';
                    if (next !== filter.value) onFilterChange?.(filter.name, next);
                  }
                }}
              />
            </StyledToolbar>
          )}
        </Form>
        {notice && <InlineAlert tone={notice.tone} description={notice.text} />}
        <Text as="p" tone="muted" size="small" aria-live="polite">
          {t('adminResources.found', { count: formatNumber(totalRows) })}
        </Text>
        {selection && (
          <StyledSelectionBar aria-label={selection.action.label}>
            <p aria-live="polite">{selection.summary}</p>
            <Button
              variant="secondary"
              icon={<Icon name="download" />}
              loading={selection.action.loading}
              disabled={selection.action.disabled}
              onClick={selection.action.onClick}
            >
              {selection.action.label}
            </Button>
            {selection.selected.length > 0 && (
              <Button variant="plain" onClick={() => selection.onChange([])}>
                {selection.clearLabel}
              </Button>
            )}
          </StyledSelectionBar>
        )}
        <DataTable
          label={tableLabel}
          columns={tableColumns}
          rows={rows}
          getRowKey={(row) => row.id}
          sort={sort}
          onSortChange={onSortChange}
          manualSorting
          virtualized={windowed}
          pagination={{ page, pageSize, totalRows, onPageChange, onPageSizeChange }}
          emptyMessage={emptyMessage}
          selection={
            selection && {
              selected: selection.selected,
              onChange: selection.onChange,
              rowLabel: selection.rowLabel,
              disabled: selection.disabled,
            }
          }
        />
      </Grid>
    </ScreenFrame>
  );
}

/** The shape of a list while its first page loads: the toolbar, then rows. */
function ListSkeleton() {
  return (
    <Grid gap={5} shrink>
      <Skeleton variant="rectangle" height={44} />
      <Skeleton variant="text" lines={8} />
    </Grid>
  );
}
