import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyChurches } from '../storyData';
import { ConnectToChurchScreen } from './ConnectToChurchScreen';

const requests = [
  {
    id: 11,
    accountId: 2,
    churchName: 'Grace Community Church',
    publicHref: '/church/grace-community-church',
    status: 'accepted' as const,
    createdAt: '2026-03-10T10:00:00.000Z',
    decidedAt: '2026-03-11T16:00:00.000Z',
  },
  {
    id: 12,
    accountId: 3,
    churchName: 'Hope Fellowship',
    publicHref: '/church/hope-fellowship',
    status: 'new' as const,
    createdAt: '2026-03-14T09:00:00.000Z',
    decidedAt: null,
  },
];

const meta = {
  title: 'Screens/Connections/ConnectToChurchScreen',
  component: ConnectToChurchScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    search: '',
    onSearch: fn(),
    location: 'off',
    onUseLocation: fn(),
    churches: storyChurches,
    requests,
    onConnect: fn(async (): Promise<ScreenMessage | void> => undefined),
    onWithdraw: fn(async () => undefined),
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectToChurchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

/** Nothing asked yet, the nearest churches first. */
export const NoneYetNearby: Story = {
  tags: ['visual'],
  args: { requests: [], location: 'on' },
};

export const LocationDenied: Story = { args: { location: 'denied' } };

export const NoMatch: Story = { args: { search: 'Atlantis', churches: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Ask to connect opens the note; Send passes it on. */
export const Asking: Story = {
  args: { requests: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ask to connect with New Life Chapel' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /A note to the church/ }),
      'I moved here last month.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onConnect).toHaveBeenCalledWith(4, 'I moved here last month.');
  },
};

/** The server refused a second request: the form says so, naming the church. */
export const Duplicate: Story = {
  args: {
    requests: [],
    onConnect: fn(async () => ({
      key: 'connections.connect.duplicate' as const,
      params: { church: 'Hope Fellowship' },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ask to connect with Hope Fellowship' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(
      await canvas.findByText(/You have already asked Hope Fellowship to connect/),
    ).toBeVisible();
  },
};

export const Withdrawing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Withdraw your request to Hope Fellowship' }),
    );
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(12);
  },
};
