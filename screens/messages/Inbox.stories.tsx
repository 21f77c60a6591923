import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';

// The inbox is the list screen every list uses, fed by useInboxScreen: these stories show it
// with an inbox's columns, views and rows.

const states = { unread: 'New', read: 'Read', replied: 'Replied' };

const rows = [
  ['Question about the invitation cards', 'Sarah Miller <sarah.miller@example.org>', 'unread'],
  ['Prayer request for my family', 'Daniel Kim <daniel.kim@example.org>', 'unread'],
  ['Thank you for Sunday', 'Grace Lee <grace.lee@example.org>', 'replied'],
  ['Youth group schedule', 'Tom Rivera <tom.rivera@example.org>', 'read'],
].map(([subject, sender, state], index) => ({
  id: index + 1,
  subject,
  sender,
  state,
  created_at: `2026-03-1${4 - index}T10:00:00.000Z`,
}));

const meta = {
  title: 'Screens/Messages/Inbox',
  component: ResourceListScreen,
  args: {
    title: 'Messages',
    description: 'What people wrote to your church.',
    status: 'ready',
    onRetry: fn(),
    tableLabel: 'Messages',
    views: [
      { key: 'all', label: 'All', href: '/inbox', current: true },
      { key: 'unread', label: 'Unread (2)', href: '/inbox?filter=unread', current: false },
    ],
    columns: [
      { name: 'subject', label: 'Subject', kind: 'text', href: (row) => `/masseage/${row.id}` },
      { name: 'sender', label: 'From', kind: 'text' },
      { name: 'state', label: 'Status', kind: 'badge', valueLabels: states },
      { name: 'created_at', label: 'Received', kind: 'date' },
    ],
    rows,
    totalRows: rows.length,
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    sort: null,
    onSortChange: fn(),
    search: '',
    searchLabel: 'Search by subject, sender or text',
    onSearch: fn(),
    emptyMessage: 'No messages yet.',
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResourceListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { rows: [], totalRows: 0 } };

export const Loading: Story = { args: { status: 'loading', rows: [] } };

export const LoadError: Story = { args: { status: 'error', rows: [] } };

/** 100 a page: only the rows in view are rendered, in the table's own scroll box. */
export const HundredAPageWindowed: Story = {
  args: {
    rows: Array.from({ length: 100 }, (_, index) => ({
      ...rows[index % rows.length]!,
      id: index + 1,
      subject: `Message ${index + 1}`,
    })),
    totalRows: 10_000,
    pageSize: 100,
    windowed: true,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Messages' });
    const rendered = table.querySelectorAll('tbody tr[aria-rowindex]').length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(50);
  },
};
