import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitOnMount } from '#ds/forms/storySupport';
import { CardPaymentForm } from './CardPaymentForm';
import { CardTokenizerProvider, type CardValues } from './cardTokenizer';

/** Expiry is checked against this day, so the stories look the same every day. */
const today = new Date('2026-11-25T12:00:00Z');

const valid: CardValues = {
  firstName: 'Grace',
  lastName: 'Community',
  cardNumber: '4242 4242 4242 4242',
  month: '03',
  year: '2028',
  cvv: '123',
};

const meta = {
  title: 'Design System/Payments/CardPaymentForm',
  component: CardPaymentForm,
  args: { submitLabel: 'Pay $19.00', today, onPay: fn() },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = { args: { initialValues: valid } };

/** Typing mistakes: a number that fails Luhn, an expired date and a short CVV. */
export const InvalidFields: Story = {
  args: {
    initialValues: {
      ...valid,
      cardNumber: '4242 4242 4242 4241',
      month: '10',
      year: '2026',
      cvv: '1',
    },
    children: <SubmitOnMount />,
  },
};

export const InvalidFieldsKorean: Story = { ...InvalidFields, globals: { locale: 'ko' } };

export const InvalidFieldsDark: Story = { ...InvalidFields, globals: { theme: 'dark' } };

/** The provider refused the card (Stripe's 4000 0000 0000 0002): the card number is named. */
export const Declined: Story = {
  args: {
    initialValues: { ...valid, cardNumber: '4000 0000 0000 0002' },
    onPay: fn(() => ({ invalidFields: ['cardNumber'] as const })),
    children: <SubmitOnMount />,
  },
};

/** A real card's number makes no token in test mode, and the form says why. */
export const NotATestCard: Story = {
  args: {
    initialValues: { ...valid, cardNumber: '4111 1111 1111 1111' },
    children: <SubmitOnMount />,
  },
};

export const ProviderMissing: Story = {
  decorators: [
    (Story) => (
      <CardTokenizerProvider value={null}>
        <Story />
      </CardTokenizerProvider>
    ),
  ],
};

/** With a Stripe key but no way to reach Stripe (as on every machine here). */
export const StripeUnreachable: Story = {
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <CardTokenizerProvider value={{ mode: 'stripe', publishableKey: 'pk_test_unreachable' }}>
        <Story />
      </CardTokenizerProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Card payments cannot load right now/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Card number/ })).toBeNull();
  },
};

export const PaysWithTheSandboxToken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Test mode');
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Community');
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4000000000000341');
    await userEvent.type(canvas.getByRole('textbox', { name: /Month/ }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: /Year/ }), '2028');
    await userEvent.type(canvas.getByRole('textbox', { name: /CVV/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $19.00' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith(
      'sandbox_failsWhenCharged_0341_03_2028',
      expect.objectContaining({ cardNumber: '4000000000000341', firstName: 'Grace' }),
    );
  },
};

export const ListsTheInvalidFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '1234 5678');
    await userEvent.type(canvas.getByRole('textbox', { name: /Month/ }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: /Year/ }), '2019');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $19.00' }));
    const summary = await canvas.findByRole('alert', {
      name: 'The following fields appear to be invalid',
    });
    const names = within(summary)
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent);
    await expect(names).toEqual(['First name', 'Last name', 'Card number', 'Month', 'Year', 'CVV']);
    await expect(summary).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
