import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BillingRenewalScreen } from '../BillingRenewalScreen';
import { storyYear } from '#screens/shared/storySupport';
import { storyPricing } from '../storyData';
import { PricingScreen } from './PricingScreen';

const meta = {
  title: 'Screens/Billing/PricingScreen',
  component: PricingScreen,
  args: { pricing: storyPricing, testMode: true, onJoin: fn(), onRetry: fn(), year: storyYear },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const ReadyKorean: Story = { globals: { locale: 'ko' } };

export const PricesFailed: Story = { args: { pricing: null, pricingFailed: true } };

const renewal = {
  pricing: storyPricing,
  testMode: true,
  card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2030, holderName: null },
  currentPlan: 'tier-100-249-year',
  onRenew: async () => undefined,
  renewed: false,
  dashboardHref: '/dashboard',
  year: storyYear,
};

/** Billing renewal, signed out: it asks the person to sign in first. */
export const RenewalSignedOut: Story = {
  render: () => (
    <BillingRenewalScreen {...renewal} signInHref="/users/signIn?redirectTo=/billingRenewal" />
  ),
  tags: ['visual'],
};

/** Billing renewal, signed in with a saved card. */
export const Renewal: Story = {
  render: () => <BillingRenewalScreen {...renewal} signInHref={null} />,
  tags: ['visual'],
};
