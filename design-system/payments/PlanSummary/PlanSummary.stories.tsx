import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanSummary } from './PlanSummary';

const meta = {
  title: 'Design System/Payments/PlanSummary',
  component: PlanSummary,
  args: {
    planName: 'Growing church',
    interval: 'month',
    amountCents: 9900,
    state: 'active',
    nextBillingAt: '2026-12-01T09:00:00Z',
    paymentsMade: 3,
    paymentsTotal: 12,
    licenceEnd: '2027-09-01T09:00:00Z',
    pendingInterval: null,
    onChangeInterval: fn(),
  },
} satisfies Meta<typeof PlanSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Yearly: Story = {
  args: { interval: 'year', amountCents: 99792, paymentsMade: 1, paymentsTotal: 1 },
};

export const SwitchingAtRenewal: Story = { args: { pendingInterval: 'year' } };

export const PastDue: Story = { args: { state: 'past_due' } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const AsksForYearlyAtRenewal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Payments made' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 12',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to yearly at renewal' }));
    await expect(args.onChangeInterval).toHaveBeenCalledWith('year');
  },
};
