import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CardPaymentOutcome } from '#ds/payments';
import { storyToday } from '#screens/billing/storyData';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyBanner, storyProducts, storySavedAddress, storyShippingForm } from '../storyData';
import { StoreCheckoutScreen } from './StoreCheckoutScreen';

const meta = {
  title: 'Screens/Store/StoreCheckoutScreen',
  component: StoreCheckoutScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    back: { label: 'Back to the store', href: '/orderProducts' },
    product: storyBanner,
    quantity: 2,
    onQuantityChange: fn(),
    coupon: 'WELCOME10',
    onApplyCoupon: fn(async () => undefined),
    onRemoveCoupon: fn(),
    summary: {
      quantity: 2,
      unitPriceCents: 6_900,
      subtotalCents: 13_800,
      discountCents: 1_380,
      couponCode: 'WELCOME10',
      totalCents: 12_420,
    },
    savedCard: { brand: 'visa', last4: '4242' },
    testMode: true,
    shipping: storyShippingForm,
    onPaySaved: fn(async (): Promise<CardPaymentOutcome> => undefined),
    onPayCard: fn(async (): Promise<CardPaymentOutcome> => undefined),
    placed: null,
    today: storyToday,
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A church buys a physical product: the offer's price, a coupon after it, the server's total,
 * the address it ships to (pre-filled with the saved one) and its saved card.
 */
export const SavedCard: Story = { tags: ['visual'] };

/** Paying sends the address shown (the saved one here) with the order. */
export const PaysToTheAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Shipping address/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Springfield');
    await expect(canvas.queryByText(/nothing is shipped/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $124.20' }));
    await expect(args.onPaySaved).toHaveBeenCalledWith(storySavedAddress);
  },
};

/** The server refused a part of the address: the field says so, nothing else is lost. */
export const AddressRefused: Story = {
  args: {
    onPaySaved: fn(async () => ({ fieldErrors: { zipCode: 'store.checkout.addressRefused' } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $124.20' }));
    const zip = canvas.getByRole('textbox', { name: /Zip code/ });
    await expect(zip).toHaveAccessibleDescription(
      expect.stringContaining('Check this part of the address'),
    );
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Springfield');
  },
};

/** A person with no saved address: an empty required field is refused before any payment. */
export const AddressRequired: Story = {
  args: {
    savedCard: null,
    shipping: { ...storyShippingForm, initialValues: { country: 'US' } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Ruth');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Mensah');
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: /Month/ }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /Year/ }), '2030');
    await userEvent.type(canvas.getByRole('textbox', { name: /CVV/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay/ }));
    await expect(await canvas.findAllByText('Enter the name to ship to')).not.toHaveLength(0);
    await expect(args.onPayCard).not.toHaveBeenCalled();
  },
};

/** A person pays with a card (the card form, in test mode), the address pre-filled. */
export const NewCard: Story = {
  args: {
    savedCard: null,
    coupon: null,
    summary: {
      quantity: 1,
      unitPriceCents: 6_900,
      subtotalCents: 6_900,
      discountCents: 0,
      couponCode: null,
      totalCents: 6_900,
    },
    quantity: 1,
  },
};

export const SavedCardKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

/** A digital product: no quantity to choose, no address; it is downloaded once paid. */
export const Digital: Story = {
  tags: ['visual'],
  args: {
    product: storyProducts[2]!,
    quantity: 1,
    coupon: null,
    summary: {
      quantity: 1,
      unitPriceCents: 900,
      subtotalCents: 900,
      discountCents: 0,
      couponCode: null,
      totalCents: 900,
    },
  },
};

/** Paid: the order's number, once. */
export const Placed: Story = {
  args: {
    placed: {
      number: 'SO-2026-000012',
      totalCents: 12_420,
      digital: false,
      ordersHref: '/orderProducts',
    },
  },
  tags: ['visual'],
};

export const Loading: Story = { args: { status: 'loading', product: null } };

export const LoadError: Story = { args: { status: 'error', product: null } };

/** A digital product asks for no address. */
export const DigitalHasNoAddress: Story = {
  args: Digital.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: /Shipping address/ })).toBeNull();
    await expect(canvas.getByText(/nothing is shipped/)).toBeVisible();
  },
};
