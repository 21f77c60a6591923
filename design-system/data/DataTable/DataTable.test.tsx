import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '#locales/en.json';
import fr from '#locales/fr.json';
import ko from '#locales/ko.json';
import { I18nProvider, type Locale, type Messages } from '#ds/i18n';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable.types';
import { sampleChurches, type SampleChurch } from './sampleChurches';
import { sortRows } from './sortRows';
import { renderedIndices, windowRange } from './windowRange';

const messages: Partial<Record<Locale, Messages>> = { en, fr, ko };

function inLocale(ui: ReactNode, locale: Locale = 'en') {
  return render(
    <I18nProvider locale={locale} messages={messages[locale] as Messages} fallback={en}>
      {ui}
    </I18nProvider>,
  );
}

const columns: DataTableColumn<SampleChurch>[] = [
  {
    key: 'name',
    header: 'Church',
    cell: (church) => church.name,
    sortValue: (church) => church.name,
  },
  {
    key: 'attendance',
    header: 'Attendance',
    cell: (church) => church.attendance ?? '—',
    sortValue: (church) => church.attendance,
    align: 'end',
  },
  {
    key: 'joined',
    header: 'Joined',
    cell: (church) => church.joined.toISOString(),
    sortValue: (church) => church.joined,
    firstSortDirection: 'descending',
  },
];

function Table(props: Partial<DataTableProps<SampleChurch>> & { count?: number }) {
  const { count = 12, ...rest } = props;
  return (
    <DataTable
      label="Churches"
      columns={columns}
      rows={sampleChurches(count)}
      getRowKey={(church) => church.id}
      {...rest}
    />
  );
}

const firstCells = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('sorting', () => {
  it('puts empty values last in both directions and sorts stably', () => {
    const rows = sampleChurches(30);
    const collator = new Intl.Collator('en');
    for (const direction of ['ascending', 'descending'] as const) {
      const sorted = sortRows(rows, columns, { column: 'attendance', direction }, collator);
      const values = sorted.map((church) => church.attendance);
      const firstEmpty = values.indexOf(null);
      expect(firstEmpty).toBeGreaterThan(0);
      expect(values.slice(firstEmpty).every((value) => value === null)).toBe(true);
      const present = values.slice(0, firstEmpty) as number[];
      expect(present).toEqual(
        [...present].sort((a, b) => (direction === 'ascending' ? a - b : b - a)),
      );
    }
    const byCity = sortRows(
      rows,
      [
        {
          key: 'city',
          header: 'City',
          cell: () => null,
          compare: (a, b) => a.city.localeCompare(b.city),
        },
      ],
      { column: 'city', direction: 'ascending' },
      collator,
    );
    const austin = byCity.filter((church) => church.city === 'Austin').map((church) => church.id);
    expect(austin).toEqual([...austin].sort((a, b) => a - b));
  });

  it('toggles between ascending and descending, starting where the column says', async () => {
    const user = userEvent.setup();
    inLocale(<Table />);
    const joined = screen.getByRole('button', { name: 'Joined' });
    await user.click(joined);
    expect(joined.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    await user.click(joined);
    expect(joined.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('status')?.textContent).toContain('Sorted by Joined, ascending');
    expect(screen.getByRole('columnheader', { name: 'Church' }).hasAttribute('aria-sort')).toBe(
      false,
    );
  });

  it('follows the sort prop when controlled and only reports clicks', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const view = inLocale(<Table sort={null} onSortChange={onSortChange} />);
    const before = firstCells();
    await user.click(screen.getByRole('button', { name: 'Church' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    expect(firstCells()).toEqual(before);

    function Controlled() {
      const [sort, setSort] = useState<DataTableSort | null>({
        column: 'name',
        direction: 'descending',
      });
      return <Table sort={sort} onSortChange={setSort} />;
    }
    view.unmount();
    inLocale(<Controlled />);
    const names = sampleChurches(12)
      .map((church) => church.name)
      .sort((a, b) => a.localeCompare(b));
    expect(firstCells()).toEqual([...names].reverse());
    await user.click(screen.getByRole('button', { name: 'Church' }));
    expect(firstCells()).toEqual(names);
  });

  it('leaves the order to the caller with manualSorting', async () => {
    const user = userEvent.setup();
    inLocale(<Table manualSorting defaultSort={{ column: 'name', direction: 'ascending' }} />);
    const before = firstCells();
    expect(before[0]).toBe('Grace Church');
    await user.click(screen.getByRole('button', { name: 'Church' }));
    expect(firstCells()).toEqual(before);
  });
});

describe('pagination', () => {
  it('keeps the first row in view when the page size changes, and focus on a usable button', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    inLocale(<Table count={42} pagination={{ onPageChange }} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('31–40 of 42').isConnected).toBe(true);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(screen.getByText('26–42 of 42').isConnected).toBe(true);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    // Next is now disabled: focus moved to Previous rather than to the page.
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
  });

  it('goes back to the first page when the sort changes', async () => {
    const user = userEvent.setup();
    inLocale(<Table count={42} pagination={{ defaultPage: 3 }} />);
    expect(screen.getByText('21–30 of 42').isConnected).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Church' }));
    expect(screen.getByText('1–10 of 42').isConnected).toBe(true);
  });

  it('shows a server page as is, numbered from its place in the whole list', () => {
    const page = sampleChurches(10);
    inLocale(
      <DataTable
        label="Churches"
        columns={columns}
        rows={page}
        getRowKey={(church) => church.id}
        pagination={{ page: 4, totalRows: 10000 }}
      />,
      'fr',
    );
    expect(screen.getByText('31–40 sur 10 000').isConnected).toBe(true);
    expect(screen.getByRole('table')?.getAttribute('aria-rowcount')).toBe('10001');
    expect(screen.getAllByRole('row')[1]?.getAttribute('aria-rowindex')).toBe('32');
    expect(firstCells()[0]).toBe(page[0]?.name);
  });

  it('formats the range for the reader’s language', () => {
    inLocale(<Table count={1234} pagination={{ defaultPageSize: 25, defaultPage: 2 }} />, 'ko');
    expect(screen.getByText('총 1,234개 중 26–50').isConnected).toBe(true);
  });
});

describe('windowed rendering', () => {
  it('computes the rows in view plus overscan, clamped to the data', () => {
    expect(windowRange(0, 480, 48, 10000, 8)).toEqual({ start: 0, end: 19 });
    expect(windowRange(48 * 5000, 480, 48, 10000, 8)).toEqual({ start: 4992, end: 5019 });
    expect(windowRange(48 * 9999, 480, 48, 10000, 8)).toEqual({ start: 9991, end: 10000 });
    expect(renderedIndices({ start: 10, end: 13 }, 2, 100)).toEqual([2, 10, 11, 12]);
    expect(renderedIndices({ start: 10, end: 13 }, 11, 100)).toEqual([10, 11, 12]);
  });

  it('renders a window of 10,000 rows, with spacers that keep the full height', () => {
    inLocale(<Table count={10000} />);
    const table = screen.getByRole('table');
    expect(table?.getAttribute('aria-rowcount')).toBe('10001');
    const rows = table.querySelectorAll('tbody tr[aria-rowindex]');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    const spacer = table.querySelector<HTMLElement>('tbody tr[aria-hidden="true"] td');
    expect(spacer?.style.height).toBe(`${(10000 - rows.length) * 48}px`);
  });

  it('keeps the row holding focus when it scrolls out of the window', async () => {
    inLocale(
      <Table
        count={10000}
        rowActions={{
          rowLabel: (church) => church.name,
          actions: [{ key: 'edit', label: 'Edit', onAction: () => {} }],
        }}
      />,
    );
    const edit = screen.getByRole('button', { name: 'Edit Bethel Church' });
    act(() => edit.focus());
    const scroller = screen.getByRole('region', { name: 'Churches' });
    act(() => {
      scroller.scrollTop = 48 * 3000;
      fireEvent.scroll(scroller);
    });
    expect(screen.getByRole('table').querySelector('[aria-rowindex="3002"]')).not.toBeNull();
    expect(edit.isConnected).toBe(true);
    expect(document.activeElement).toBe(edit);
  });
});

describe('row actions', () => {
  const actions = (onAction: (key: string, church: SampleChurch) => void) => ({
    rowLabel: (church: SampleChurch) => church.name,
    actions: [
      {
        key: 'view',
        label: 'View profile',
        onAction: (church: SampleChurch) => onAction('view', church),
      },
      { key: 'edit', label: 'Edit', onAction: (church: SampleChurch) => onAction('edit', church) },
      {
        key: 'remove',
        label: 'Remove',
        tone: 'critical' as const,
        onAction: (church: SampleChurch) => onAction('remove', church),
      },
    ],
  });

  it('opens a menu from the keyboard, moves with arrows and returns focus on Escape', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    inLocale(<Table count={3} rowActions={actions(onAction)} />);
    const trigger = screen.getByRole('button', { name: 'Actions for Hope Church' });
    expect(trigger?.getAttribute('aria-haspopup')).toBe('menu');
    act(() => trigger.focus());
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Actions for Hope Church' });
    expect(trigger?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'View profile Hope Church' }),
    );
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'Remove Hope Church' }),
    );
    await user.keyboard('{Home}{ArrowDown}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'Edit Hope Church' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(
      screen.getByRole('menuitem', { name: 'Remove Hope Church' }),
    );
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('remove', sampleChurches(2)[1]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the menu on a press outside it', async () => {
    const user = userEvent.setup();
    inLocale(<Table count={3} rowActions={actions(vi.fn())} />);
    await user.click(screen.getByRole('button', { name: 'Actions for Grace Church' }));
    expect(screen.getByRole('menu').isConnected).toBe(true);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('names each action with its row in the reader’s word order', () => {
    inLocale(
      <Table
        count={2}
        rowActions={{
          rowLabel: (church) => church.name,
          actions: [{ key: 'edit', label: '편집', onAction: () => {} }],
        }}
      />,
      'ko',
    );
    expect(screen.getByRole('button', { name: 'Grace Church 편집' }).isConnected).toBe(true);
  });
});

describe('states', () => {
  it('marks the table busy while loading and hides the skeleton from screen readers', () => {
    inLocale(<Table loading />);
    expect(screen.getByRole('table')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByRole('status')?.textContent).toContain('Loading…');
  });

  it('shows an error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    inLocale(<Table error onRetry={onRetry} pagination />);
    expect(screen.getByRole('alert')?.textContent).toContain('Something went wrong!');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group', { name: 'Pages' })).toBeNull();
  });

  it('shows the empty message and action', () => {
    inLocale(<Table count={0} emptyAction={<button type="button">Add a church</button>} />);
    expect(screen.getByText('Nothing to show yet.').isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Add a church' }).isConnected).toBe(true);
  });
});
