import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { storyToday } from '../storyData';
import { PaymentInfoScreen } from './PaymentInfoScreen';

const meta = {
  title: 'Screens/Billing/PaymentInfoScreen',
  component: PaymentInfoScreen,
  args: {
    status: 'ready',
    title: 'paymentInfo',
    card: {
      brand: 'visa',
      last4: '0341',
      expMonth: 3,
      expYear: 2030,
      holderName: 'Hope Fellowship',
    },
    openInvoice: { number: 'TL-2026-000031', amountDueCents: 4900, date: '2026-03-13T09:00:00Z' },
    onSaveCard: fn(async () => undefined),
    onRetry: fn(),
    accountHref: '/account',
    dashboardHref: '/dashboard',
    today: storyToday,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past due: the open invoice waits for a card. */
export const OpenInvoice: Story = { tags: ['visual'] };

export const OpenInvoiceKorean: Story = { globals: { locale: 'ko' } };

/** A failed billing-info fetch shows empty billing info (spec section 8). */
export const NoCard: Story = {
  args: { title: 'updateBillingInfo', card: null, openInvoice: null },
};

export const Paid: Story = { args: { saved: 'paid', openInvoice: null }, tags: ['visual'] };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };
