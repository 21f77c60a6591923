// The page scripts/bench-table.mjs measures: one DataTable of sample churches, windowed
// (?mode=window) or with every row in the DOM (?mode=all). When the frame that shows the rows
// has painted, it publishes the time since render start as `window.benchResult`.
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableColumn } from '#ds/data';
import { sampleChurches, type SampleChurch } from '#ds/data/DataTable/sampleChurches';
import { I18nProvider } from '#ds/i18n';
import { GlobalStyle } from '#ds/tokens';
import en from '#locales/en.json';

type BenchResult = { ms: number; rowsInDom: number };
const published = window as Window & { benchResult?: BenchResult };

const params = new URLSearchParams(window.location.search);
const windowed = params.get('mode') !== 'all';
const rows = sampleChurches(Number(params.get('rows') ?? 10000));
const number = new Intl.NumberFormat('en-US');
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const columns: DataTableColumn<SampleChurch>[] = [
  {
    key: 'name',
    header: 'Church',
    cell: (church) => church.name,
    sortValue: (church) => church.name,
    width: '16rem',
  },
  {
    key: 'city',
    header: 'City',
    cell: (church) => church.city,
    sortValue: (church) => church.city,
  },
  {
    key: 'attendance',
    header: 'Attendance',
    cell: (church) => (church.attendance === null ? '—' : number.format(church.attendance)),
    sortValue: (church) => church.attendance,
    align: 'end',
    width: '9rem',
  },
  {
    key: 'joined',
    header: 'Joined',
    cell: (church) => date.format(church.joined),
    sortValue: (church) => church.joined,
    width: '10rem',
  },
];

/** Runs after the commit that put the rows in the DOM. */
function WhenMounted({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}

const start = performance.now();

function finish() {
  // rAF callbacks run just before the frame's style, layout and paint; a message posted from
  // there is handled as the next task, after that frame has painted.
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      published.benchResult = {
        ms: performance.now() - start,
        rowsInDom: document.querySelectorAll('tbody tr[aria-rowindex]').length,
      };
    };
    channel.port2.postMessage(null);
  });
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nProvider locale="en" messages={en}>
    <GlobalStyle />
    <DataTable
      label="Churches"
      columns={columns}
      rows={rows}
      getRowKey={(church) => church.id}
      virtualized={windowed}
      maxHeight="100vh"
    />
    <WhenMounted then={finish} />
  </I18nProvider>,
);
