import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { storyBilling } from '../storyData';
import { PlanScreen } from './PlanScreen';

const meta = {
  title: 'Screens/Billing/PlanScreen',
  component: PlanScreen,
  args: {
    status: 'ready',
    title: 'subscriptions',
    testMode: true,
    plan: {
      planName: 'Growing church',
      interval: 'month',
      amountCents: 9900,
      state: 'active',
      nextBillingAt: '2026-04-01T09:00:00Z',
      paymentsMade: 3,
      paymentsTotal: 12,
      licenceEnd: '2027-01-01T09:00:00Z',
      pendingInterval: null,
    },
    onChangeInterval: fn(),
    payHref: null,
    choosePlanHref: '/billingRenewal',
    accountHref: '/account',
    billing: { ...storyBilling, onDownload: fn(async () => undefined) },
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscriptions: Story = { tags: ['visual'] };

export const SubscriptionsKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

export const PlanOnly: Story = { args: { title: 'plan', billing: undefined } };

export const PastDue: Story = {
  args: { payHref: '/paymentInfo', plan: { ...meta.args.plan, state: 'past_due' } },
};

export const NoPlan: Story = { args: { plan: null, billing: undefined, title: 'plan' } };

export const Loading: Story = { args: { status: 'loading' } };
