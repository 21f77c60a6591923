import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import { I18nProvider, type Messages } from '#ds/i18n';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable.types';
import { sampleChurches, type SampleChurch } from './sampleChurches';
import { useDataTableState, type DataTableState } from './useDataTableState';

const columns: DataTableColumn<SampleChurch>[] = [
  {
    key: 'name',
    header: 'Church',
    cell: (church) => church.name,
    sortValue: (church) => church.name,
    rowHeader: true,
  },
];
const rows = sampleChurches(42);

/** The last state handed to the caller. */
let lastChange: DataTableState | undefined;

/** A list whose state is kept by the parent, as the URL adapter in app/ keeps it. */
function StoredList() {
  const [value, setValue] = useState<Partial<DataTableState>>({ page: 4 });
  const table = useDataTableState({
    value,
    onChange: (next) => {
      lastChange = next;
      setValue({ sort: next.sort, page: next.page, pageSize: next.pageSize });
    },
  });
  return (
    <DataTable
      label="Churches"
      columns={columns}
      rows={rows}
      getRowKey={(church) => church.id}
      {...table.tableProps}
    />
  );
}

function OwnList() {
  const table = useDataTableState({ defaults: { page: 3 } });
  return (
    <>
      <output>{`${table.state.page}/${table.state.pageSize}/${table.state.sort?.column ?? ''}`}</output>
      <DataTable
        label="Churches"
        columns={columns}
        rows={rows}
        getRowKey={(church) => church.id}
        {...table.tableProps}
      />
    </>
  );
}

const renderInEnglish = (ui: ReactNode) =>
  render(
    <I18nProvider locale="en" messages={en as Messages} fallback={en as Messages}>
      {ui}
    </I18nProvider>,
  );

describe('useDataTableState', () => {
  it('keeps the state itself, and a new sort goes back to page one', async () => {
    const user = userEvent.setup();
    renderInEnglish(<OwnList />);
    expect(screen.getByText('21–30 of 42').isConnected).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Church' }));
    expect(document.querySelector('output')?.textContent).toBe('1/10/name');
    expect(screen.getByText('1–10 of 42').isConnected).toBe(true);
  });

  it('hands every change to a caller that keeps the state, page size and page together', async () => {
    const user = userEvent.setup();
    renderInEnglish(<StoredList />);
    expect(screen.getByText('31–40 of 42').isConnected).toBe(true);
    // The table reports the page size, then the page that keeps the first row in view.
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(lastChange).toMatchObject({ page: 2, pageSize: 25 });
    expect(screen.getByText('26–42 of 42').isConnected).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Church' }));
    expect(lastChange).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: { column: 'name', direction: 'ascending' },
    });
  });
});
