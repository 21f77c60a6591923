import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { UpgradeInformationScreen } from '../UpgradeInformationScreen';
import { UpgradeSuccessfulScreen } from '../UpgradeSuccessfulScreen';
import { storyPricing, storyToday } from '../storyData';
import { UpgradeMembershipScreen } from './UpgradeMembershipScreen';

const meta = {
  title: 'Screens/Billing/UpgradeMembershipScreen',
  component: UpgradeMembershipScreen,
  args: {
    status: 'ready',
    pricing: storyPricing,
    onUpgrade: fn(async () => undefined),
    informationHref: '/upgrade-information',
    today: storyToday,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpgradeMembershipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const ReadyKorean: Story = { globals: { locale: 'ko' } };

export const Loading: Story = { args: { status: 'loading', pricing: null } };

/** The first step: what a church partner gets. */
export const Information: Story = {
  render: () => <UpgradeInformationScreen upgradeHref="/upgrade-membership" />,
  tags: ['visual'],
};

/** The last step: the partner's menu has changed already. */
export const Successful: Story = {
  render: () => <UpgradeSuccessfulScreen dashboardHref="/dashboard" planHref="/plan" />,
  tags: ['visual'],
};
