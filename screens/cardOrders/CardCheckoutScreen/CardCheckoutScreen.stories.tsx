import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CardPaymentOutcome } from '#ds/payments';
import { storyYear } from '#screens/shared/storySupport';
import { storyToday } from '../storyData';
import { CardCheckoutScreen } from './CardCheckoutScreen';

const meta = {
  title: 'Screens/Cards/CardCheckoutScreen',
  component: CardCheckoutScreen,
  args: {
    signInHref: null,
    order: {
      number: 'CO-000021',
      state: 'draft',
      packs: 2,
      cards: 200,
      amountCents: 5000,
      currency: 'USD',
    },
    onPay: fn(async (): Promise<CardPaymentOutcome> => undefined),
    onRetry: fn(),
    ordersHref: '/individual/orderCards',
    today: storyToday,
    year: storyYear,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CardCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const ReadyKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

export const Paid: Story = {
  args: {
    order: {
      number: 'CO-000021',
      state: 'paid',
      packs: 2,
      cards: 200,
      amountCents: 5000,
      currency: 'USD',
    },
  },
  tags: ['visual'],
};

export const SignedOut: Story = { args: { signInHref: '/users/signIn', order: null } };

export const Loading: Story = { args: { order: null } };

export const LoadFailed: Story = { args: { order: null, failed: true } };
