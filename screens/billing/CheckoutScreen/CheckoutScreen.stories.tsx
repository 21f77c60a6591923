import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CardPaymentOutcome } from '#ds/payments';
import { storyYear } from '#screens/shared/storySupport';
import { storyPricing, storyToday } from '../storyData';
import { CheckoutScreen } from './CheckoutScreen';

const meta = {
  title: 'Screens/Billing/CheckoutScreen',
  component: CheckoutScreen,
  args: {
    pricing: storyPricing,
    onCheckout: fn(async (): Promise<CardPaymentOutcome> => undefined),
    onRetry: fn(),
    signInHref: '/users/signIn',
    today: storyToday,
    year: storyYear,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const ReadyKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

export const Loading: Story = { args: { pricing: null } };

export const PricesFailed: Story = { args: { pricing: null, pricingFailed: true } };

/** A declined card names the card number, with the reason the server gave. */
export const Declined: Story = {
  args: {
    askedPlan: 'tier-100-249-month',
    onCheckout: fn(async (): Promise<CardPaymentOutcome> => ({
      invalidFields: ['cardNumber'],
      message: 'billing.errors.cardDeclined',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const type = (name: RegExp, value: string) =>
      userEvent.type(canvas.getByRole('textbox', { name }), value);
    await type(/^Pastor first name/, 'Ana');
    await type(/^Pastor last name/, 'Lee');
    await type(/^Role/, 'Lead pastor');
    await type(/^Cell phone/, '+1 555 010 0199');
    await type(/^Church name/, 'Hope Chapel');
    await type(/^Email address/, 'ana@example.org');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'a-long-password');
    await type(/^First name/, 'Ana');
    await type(/^Last name/, 'Lee');
    await type(/^Card number/, '4000 0000 0000 0002');
    await type(/^Month/, '03');
    await type(/^Year/, '2030');
    await type(/^CVV/, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up and pay' }));
    await expect(args.onCheckout).toHaveBeenCalledWith(
      'sandbox_declined_0002_03_2030',
      expect.objectContaining({ plan_code: 'tier-100-249-month', email: 'ana@example.org' }),
    );
    const summary = await canvas.findByRole('alert', {
      name: 'The following fields appear to be invalid',
    });
    await expect(summary).toHaveTextContent('The card was declined. Use another card.');
    await expect(within(summary).getByRole('link', { name: 'Card number' })).toBeVisible();
  },
};
