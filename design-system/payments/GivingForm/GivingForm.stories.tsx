import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitOnMount } from '#ds/forms/storySupport';
import { GivingForm } from './GivingForm';

/** Expiry is checked against this day, so the stories look the same every day. */
const today = new Date('2026-11-25T12:00:00Z');

/** The server's fee rule (contract/donations.ts): 2.9 % + 30 ¢, grossed up. */
const feeOf = (cents: number) => Math.ceil(((cents + 30) * 10_000) / 9_710) - cents;

const meta = {
  title: 'Design System/Payments/GivingForm',
  component: GivingForm,
  args: {
    presetsCents: [2_500, 5_000, 10_000, 25_000],
    minCents: 500,
    maxCents: 1_000_000,
    feeOf,
    onGive: fn(),
    today,
  },
} satisfies Meta<typeof GivingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A signed-in donor: their name and address filled in. */
export const SignedIn: Story = {
  args: {
    initialEmail: 'pastor@demo.church',
    initialName: { firstName: 'Daniel', lastName: 'Kim' },
  },
};

export const Korean: Story = { ...SignedIn, globals: { locale: 'ko' } };

export const Dark: Story = { ...SignedIn, globals: { theme: 'dark' } };

/** A monthly gift of another amount, the fee covered: the total shows the fee added. */
export const MonthlyCoveringTheFee: Story = {
  tags: ['no-visual'],
  args: { initialEmail: 'ada@example.org' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Other amount'));
    await userEvent.type(await canvas.findByLabelText(/Amount in US dollars/), '40');
    await userEvent.click(canvas.getByLabelText('Every month'));
    await userEvent.click(canvas.getByLabelText(/to cover the card processing fee/));
    await expect(canvas.getByLabelText('Add $1.51 to cover the card processing fee')).toBeChecked();
    await expect(canvas.getByTestId('gift-total')).toHaveTextContent('Total each month$41.51');
  },
};

/** A custom amount under the smallest gift, submitted: the field says the range. */
export const AmountOutOfRange: Story = {
  args: { initialEmail: 'ada@example.org', initialAmountCents: 200, children: <SubmitOnMount /> },
};

/** The provider refused the card: the card number is named. */
export const Declined: Story = {
  args: {
    initialEmail: 'ada@example.org',
    initialName: { firstName: 'Ada', lastName: 'Giver' },
    onGive: fn(() => ({ invalidFields: ['cardNumber'] as const })),
  },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Card number/), '4000 0000 0000 0002');
    await userEvent.type(canvas.getByLabelText(/^Month/), '03');
    await userEvent.type(canvas.getByLabelText(/^Year/), '2030');
    await userEvent.type(canvas.getByLabelText(/^CVV/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Give now' }));
    await expect(
      await canvas.findByText(/The following fields appear to be invalid/),
    ).toBeVisible();
  },
};
