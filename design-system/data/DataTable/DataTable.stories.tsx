import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { DataTable, dataTableRowHeights } from './DataTable';
import type {
  DataTableColumn,
  DataTableProps,
  DataTableRowActions,
  DataTableRowKey,
} from './DataTable.types';
import { sampleChurch, sampleChurches, type SampleChurch } from './sampleChurches';

type ChurchTableProps = Omit<
  DataTableProps<SampleChurch>,
  'label' | 'columns' | 'rows' | 'getRowKey' | 'rowActions' | 'selection'
> & {
  /**
   * Rows can be picked, starting with these ids; churches without an attendance figure cannot
   * be (as rows not ready for the action).
   */
  initialSelection?: readonly DataTableRowKey[];
  onSelectionChange?: (selected: DataTableRowKey[]) => void;
  /** How many sample churches (deterministic, named from their index). */
  rowCount: number;
  /** The row actions column: none, buttons, or a ⋮ menu. */
  actions: 'none' | 'buttons' | 'menu';
  /** Use the churches' own empty message and an 'Add a church' button. */
  customEmpty?: boolean;
  /** Windowed stories only: start scrolled down to this row. */
  initialScrollRow?: number;
  onAction: (action: string, church: SampleChurch) => void;
};

/** A table of sample churches, with headers and cells in the story's language. */
function ChurchTable({
  rowCount,
  actions,
  customEmpty = false,
  initialScrollRow,
  onAction,
  initialSelection,
  onSelectionChange,
  ...rest
}: ChurchTableProps) {
  const t = useT();
  const [selected, setSelected] = useState<DataTableRowKey[]>([...(initialSelection ?? [])]);
  const locale = useLocale();
  const rows = useMemo(() => sampleChurches(rowCount), [rowCount]);
  const columns = useMemo<DataTableColumn<SampleChurch>[]>(() => {
    const number = new Intl.NumberFormat(localeTags[locale]);
    const date = new Intl.DateTimeFormat(localeTags[locale], {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    return [
      {
        key: 'name',
        header: t('dataTable.sample.church'),
        cell: (church) => church.name,
        sortValue: (church) => church.name,
        width: '16rem',
      },
      {
        key: 'city',
        header: t('dataTable.sample.city'),
        cell: (church) => church.city,
        sortValue: (church) => church.city,
      },
      {
        key: 'attendance',
        header: t('dataTable.sample.attendance'),
        cell: (church) => (church.attendance === null ? '—' : number.format(church.attendance)),
        sortValue: (church) => church.attendance,
        align: 'end',
        width: '9rem',
      },
      {
        key: 'joined',
        header: t('dataTable.sample.joined'),
        cell: (church) => (
          <time dateTime={church.joined.toISOString().slice(0, 10)}>
            {date.format(church.joined)}
          </time>
        ),
        sortValue: (church) => church.joined,
        firstSortDirection: 'descending',
        width: '10rem',
      },
    ];
  }, [t, locale]);
  const rowActions = useMemo<DataTableRowActions<SampleChurch> | undefined>(() => {
    if (actions === 'none') return undefined;
    const edit = {
      key: 'edit',
      label: t('dataTable.sample.edit'),
      onAction: (church: SampleChurch) => onAction('edit', church),
    };
    const remove = {
      key: 'remove',
      label: t('dataTable.sample.remove'),
      tone: 'critical' as const,
      onAction: (church: SampleChurch) => onAction('remove', church),
    };
    const view = {
      key: 'view',
      label: t('dataTable.sample.viewProfile'),
      onAction: (church: SampleChurch) => onAction('view', church),
    };
    return {
      variant: actions,
      rowLabel: (church) => church.name,
      actions: actions === 'buttons' ? [edit, remove] : [view, edit, remove],
      width: actions === 'buttons' ? '12rem' : '4.5rem',
    };
  }, [actions, onAction, t]);

  // Deterministic scroll position for the visual test of a windowed table.
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const scroller = boxRef.current?.querySelector<HTMLElement>('[data-windowed="true"]');
    if (scroller && initialScrollRow)
      scroller.scrollTop = initialScrollRow * dataTableRowHeights[rest.size ?? 'medium'];
  }, [initialScrollRow, rest.size]);

  return (
    <div ref={boxRef}>
      <DataTable
        {...rest}
        label={t('dataTable.sample.label')}
        columns={columns}
        rows={rows}
        getRowKey={(church) => church.id}
        rowActions={rowActions}
        selection={
          initialSelection && {
            selected,
            onChange: (next) => {
              setSelected(next);
              onSelectionChange?.(next);
            },
            rowLabel: (church) => church.name,
            disabled: (church) => church.attendance === null,
          }
        }
        emptyMessage={customEmpty ? t('dataTable.sample.noChurches') : rest.emptyMessage}
        emptyAction={
          customEmpty ? (
            <Button variant="secondary" icon={<Icon name="plus" size="small" />}>
              {t('dataTable.sample.addChurch')}
            </Button>
          ) : (
            rest.emptyAction
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Design System/Data/DataTable',
  component: ChurchTable,
  args: {
    rowCount: 12,
    actions: 'none',
    size: 'medium',
    onAction: fn(),
    onSortChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    actions: { control: 'inline-radio', options: ['none', 'buttons', 'menu'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    rowCount: { control: { type: 'number', min: 0, max: 10000 } },
  },
} satisfies Meta<typeof ChurchTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const collator = new Intl.Collator('en-US', { numeric: true });
const sortedNames = (count: number) =>
  sampleChurches(count)
    .map((church) => church.name)
    .sort(collator.compare);

export const Playground: Story = { args: { actions: 'menu', pagination: true, rowCount: 24 } };

/** Biggest churches first: attendance, descending. */
export const Sorted: Story = {
  args: { defaultSort: { column: 'attendance', direction: 'descending' } },
};

/** The state `SortByClicking` ends in. */
export const SortedDescending: Story = {
  args: { defaultSort: { column: 'name', direction: 'descending' } },
};

export const SortByClicking: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const names = sortedNames(args.rowCount);
    const button = canvas.getByRole('button', { name: 'Church' });
    await userEvent.click(button);
    await expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(names[0] as string);
    await userEvent.keyboard('{Enter}');
    await expect(button.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(names.at(-1) as string);
    await expect(canvas.getByText('Sorted by Church, descending')).toBeInTheDocument();
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'descending',
    });
  },
};

export const Paginated: Story = { args: { rowCount: 42, pagination: true } };

/** The state `PageThrough` ends in. */
export const PaginatedSecondPage: Story = {
  args: { rowCount: 42, pagination: { defaultPage: 2 } },
};

export const PageThrough: Story = {
  args: { rowCount: 42, pagination: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 42')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 42')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(sampleChurch(10).name);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '43');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '12');
  },
};

/** Numbers follow the language: Korean reads the total first. */
export const PaginatedKorean: Story = {
  args: { rowCount: 1234, pagination: { defaultPage: 3, defaultPageSize: 25 }, actions: 'menu' },
  globals: { locale: 'ko' },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rowCount: 0, customEmpty: true } };

export const Error: Story = { args: { error: true } };

export const RetryAfterError: Story = {
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Three actions fold into a ⋮ menu per row. */
export const WithRowActions: Story = { args: { actions: 'menu' } };

/** Two actions stay as buttons; each is named with its row, e.g. 'Edit Grace Church'. */
export const WithRowActionButtons: Story = {
  args: { actions: 'buttons' },
  globals: { theme: 'dark' },
};

export const RowActionNames: Story = {
  args: { actions: 'buttons' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Grace Church' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', sampleChurch(0));
    await expect(canvas.getByRole('button', { name: 'Remove Hope Church' })).toBeInTheDocument();
  },
};

/** 10,000 rows: only those in view (plus a few) are in the page; the header stays on top. */
export const Virtualized10000: Story = {
  args: { rowCount: 10000, virtualized: true, actions: 'menu', maxHeight: '30rem' },
};

/** The same table scrolled to row 5,000 (the state `WindowedScrolling` reaches). */
export const Virtualized10000Scrolled: Story = {
  args: {
    rowCount: 10000,
    virtualized: true,
    actions: 'menu',
    maxHeight: '30rem',
    initialScrollRow: 5000,
  },
};

export const WindowedScrolling: Story = {
  args: { rowCount: 10000, virtualized: true, actions: 'menu', maxHeight: '30rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const dataRows = () => table.querySelectorAll('tbody tr[aria-rowindex]');
    await expect(dataRows().length).toBeLessThan(60);
    const scroller = canvas.getByRole('region', { name: 'Churches' });
    await expect(scroller.scrollHeight).toBe(48 * 10001);
    scroller.scrollTop = 5000 * 48;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="5002"]')).not.toBeNull());
    await expect(table.querySelector('[aria-rowindex="5002"] th')).toHaveTextContent(
      sampleChurch(5000).name,
    );
    await expect(dataRows().length).toBeLessThan(60);
  },
};

export const Catalog: Story = {
  args: { rowCount: 3, actions: 'buttons' },
  render: (args) => (
    <CatalogGrid gap={6}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <ChurchTable key={size} {...args} size={size} />
      ))}
      <ChurchTable
        {...args}
        actions="menu"
        defaultSort={{ column: 'city', direction: 'ascending' }}
      />
      <ChurchTable {...args} loading loadingRowCount={2} />
      <ChurchTable {...args} rowCount={0} />
      <ChurchTable {...args} error />
    </CatalogGrid>
  ),
};

/** Rows picked for an action on several (a download): two picked, one that cannot be. */
export const Selectable: Story = {
  args: { rowCount: 6, initialSelection: [1, 3] },
};

/** The page's box picks every row that can be picked, then none; each row's box is named. */
export const SelectRows: Story = {
  args: { rowCount: 12, pagination: true, initialSelection: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('checkbox', { name: 'Select every row on this page' });
    const pickable = sampleChurches(10)
      .filter((church) => church.attendance !== null)
      .map((church) => church.id);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${sampleChurch(0).name}` }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([sampleChurch(0).id]);
    await expect(page).toHaveProperty('indeterminate', true);
    await userEvent.click(page);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining(pickable));
    await expect(page).toBeChecked();
    // The next page's rows are not picked by this page's box.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(page).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(page);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};
