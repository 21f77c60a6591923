import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { ChurchModeratorsScreen } from './ChurchModeratorsScreen';

const moderators = [
  {
    id: 1,
    email: 'maria.santos@example.org',
    name: 'Maria Santos',
    status: 'approved' as const,
    invitedAt: '2026-01-10T10:00:00.000Z',
    acceptedAt: '2026-01-11T18:30:00.000Z',
    expiresAt: null,
  },
  {
    id: 2,
    email: 'david.oh@example.org',
    name: 'David Oh',
    status: 'approved' as const,
    invitedAt: '2026-02-02T10:00:00.000Z',
    acceptedAt: '2026-02-03T08:00:00.000Z',
    expiresAt: null,
  },
  {
    id: 3,
    email: 'ivan.petrov@example.org',
    name: null,
    status: 'invited' as const,
    invitedAt: '2026-03-12T09:00:00.000Z',
    acceptedAt: null,
    expiresAt: '2026-03-19T09:00:00.000Z',
  },
];

const meta = {
  title: 'Screens/Moderators/ChurchModeratorsScreen',
  component: ChurchModeratorsScreen,
  args: {
    status: 'ready',
    moderators,
    onRemove: fn(async () => undefined),
    onRetry: fn(),
    inviteHref: '/invite-moderator',
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChurchModeratorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

export const Empty: Story = { args: { moderators: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Removing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove David Oh' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveTextContent("David Oh will no longer review your church's stories.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/** The server refused: the dialog stays open and says so. */
export const RemoveFailed: Story = {
  args: { onRemove: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ivan.petrov@example.org' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveTextContent('will stop working');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(dialog).findByText(/Something went wrong/)).toBeVisible();
  },
};
