import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../design-system/actions/Button';
import { Card } from '../../../design-system/display/Card';
import { inContentFrame } from '../storySupport';
import { ScreenFrame } from './ScreenFrame';

const meta = {
  title: 'Screens/Shared/ScreenFrame',
  component: ScreenFrame,
  args: {
    title: 'Church members',
    description: 'Everyone who belongs to your church on the dashboard.',
    status: 'ready',
    onRetry: fn(),
    errorDescription: 'We couldn’t load the members. Check your connection and try again.',
    loadingLabel: 'Loading the members…',
    actions: <Button>Invite a member</Button>,
    children: (
      <Card>
        <Card.Header title="Grace Community Church" />
        <Card.Body>12 members, 3 moderators.</Card.Body>
      </Card>
    ),
  },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['loading', 'error', 'restricted', 'empty', 'ready'],
    },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data is there: header with its actions, then the screen. */
export const Ready: Story = {};

export const Loading: Story = { args: { status: 'loading' } };

/** 'Something went wrong!' with what failed and a retry. */
export const LoadError: Story = { args: { status: 'error' } };

export const LoadErrorKorean: Story = { args: { status: 'error' }, globals: { locale: 'ko' } };

/** The server refused this person the page: the notice is all it shows. */
export const Restricted: Story = { args: { status: 'restricted' } };

export const RestrictedKorean: Story = {
  args: { status: 'restricted' },
  globals: { locale: 'ko' },
};

/** A restricted account still sees the page, under the notice. */
export const RestrictedAccount: Story = {
  args: {
    restricted: true,
    restrictedNotice: {
      title: 'Your account is not active',
      description: 'Some parts are unavailable until your account is active again.',
    },
  },
};

/** Loaded, with nothing to show, and the way out. */
export const Empty: Story = {
  args: {
    status: 'empty',
    empty: {
      icon: 'users',
      title: 'No members yet',
      description: 'Invite the first member of your church to get started.',
      action: <Button>Invite a member</Button>,
    },
  },
};

/** With nothing said: 'Nothing here yet'. */
export const EmptyDefault: Story = { args: { status: 'empty' }, globals: { locale: 'fr' } };

export const RetryAfterError: Story = {
  args: { status: 'error' },
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Church members' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(canvas.queryByRole('button', { name: 'Invite a member' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
