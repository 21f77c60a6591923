import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { localeModes, roleModes } from '#storybook/modes';
import { storyFrame } from '#ds/video/storyFrames';
import { inContentFrame, roleOf, storyTimeZone } from '#screens/shared/storySupport';
import { AccountScreen, type AccountScreenProps } from './AccountScreen';

const pastor: Pick<AccountScreenProps, 'user' | 'church' | 'membership' | 'links'> = {
  user: {
    firstName: 'Grace',
    lastName: 'Kim',
    email: 'pastor@demo.church',
    photoUrl: storyFrame(1),
    roles: ['evangelism'],
  },
  church: {
    name: 'Grace Community Church',
    website: 'https://gracecommunity.example.org',
    phone: '+1 (217) 555-0142',
    status: 'active',
  },
  membership: {
    state: 'active',
    planName: 'Church plan · 100–249 attending',
    interval: 'year',
    periodEnd: '2026-09-30T00:00:00.000Z',
  },
  links: {
    updateInfo: '/updateInfo',
    paymentInfo: '/paymentInfo',
    plan: '/plan',
    subscriptions: '/subscriptions',
  },
};

const individual: Pick<AccountScreenProps, 'user' | 'church' | 'membership' | 'links'> = {
  user: {
    firstName: 'Isabel',
    lastName: 'Brooks',
    email: 'individual@demo.church',
    roles: ['individual'],
  },
  church: null,
  membership: null,
  links: { updateInfo: '/updateInfo' },
};

const meta = {
  title: 'Screens/Account/AccountScreen',
  component: AccountScreen,
  args: { status: 'ready', ...pastor, restricted: false, timeZone: storyTimeZone, onRetry: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pastor with a church and an active yearly membership. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** An individual: no church, no membership, no photo. */
export const Individual: Story = { args: individual, globals: { role: 'individual' } };

/** A new address waits for its code. */
export const PendingEmail: Story = {
  args: { user: { ...pastor.user, pendingEmail: 'grace.kim@gracecommunity.org' } },
};

export const PastDue: Story = {
  args: {
    membership: {
      ...pastor.membership!,
      state: 'past_due',
      interval: 'month',
      periodEnd: '2026-03-31T00:00:00.000Z',
    },
  },
};

export const Restricted: Story = {
  args: { restricted: true, church: { ...pastor.church!, status: 'inactive' } },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

const byRole: Partial<Record<string, Partial<AccountScreenProps>>> = {
  individual,
  admin: {
    ...individual,
    user: { firstName: 'Daniel', lastName: 'Park', email: 'admin@demo.church', roles: ['admin'] },
  },
  care: {
    ...individual,
    user: { firstName: 'Ruth', lastName: 'Park', email: 'care@demo.church', roles: ['care'] },
    church: pastor.church,
  },
  free_evangelism: {
    ...pastor,
    user: { ...pastor.user, roles: ['free_evangelism'] },
    membership: null,
    links: { updateInfo: '/updateInfo' },
  },
  website: { ...pastor, user: { ...pastor.user, roles: ['website', 'care'] } },
  discipleship: { ...pastor, user: { ...pastor.user, roles: ['discipleship', 'care'] } },
};

/** Follows the toolbar's Role. */
export const PerRole: Story = {
  parameters: { chromatic: { modes: { ...localeModes, ...roleModes } } },
  render: (args, context: StoryContext) => <AccountScreen {...args} {...byRole[roleOf(context)]} />,
};

export const LinksToUpdatePages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Update your information' })).toHaveAttribute(
      'href',
      '/updateInfo',
    );
    await expect(canvas.getByRole('link', { name: 'Payment information' })).toHaveAttribute(
      'href',
      '/paymentInfo',
    );
    await expect(canvas.getByRole('link', { name: 'View plan and invoices' })).toHaveAttribute(
      'href',
      '/plan',
    );
    await expect(canvas.getByText('Church partner')).toBeVisible();
  },
};
