import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { inContentFrame } from '#screens/shared/storySupport';
import { ShippingAddressCard } from './ShippingAddressCard';

const countries = [
  { value: 'CA', label: 'Canada' },
  { value: 'KR', label: 'South Korea' },
  { value: 'US', label: 'United States' },
];

const meta = {
  title: 'Screens/Account/ShippingAddressCard',
  component: ShippingAddressCard,
  args: {
    address: {
      name: 'Grace Community Church',
      address: '100 Main Street',
      address2: 'Suite 2',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      country: 'US',
    },
    countries,
    limits: { name: 100, address: 200, city: 100, state: 100, zip: 20 },
    onSave: fn(async (): Promise<ScreenFormOutcome | void> => undefined),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShippingAddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The church's saved address. */
export const Saved: Story = { tags: ['visual'] };

/** Nothing saved yet: the form is empty but for the country. */
export const NoneYetKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
  args: { address: null },
};

/** A change is sent whole and the card says it was saved. */
export const SaveChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('textbox', { name: /City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Chicago', zipCode: '62704', country: 'US' }),
    );
    await expect(await canvas.findByText('The shipping address was saved.')).toBeVisible();
  },
};

/** A field the server refused shows at its field, and nothing typed is lost. */
export const Refused: Story = {
  args: {
    onSave: fn(async (): Promise<ScreenFormOutcome | void> => ({
      fieldErrors: { zipCode: 'orderCards.errors.fieldRefused' },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const zip = canvas.getByRole('textbox', { name: /Zip/ });
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('62704');
    await expect(canvas.queryByText('The shipping address was saved.')).toBeNull();
  },
};

/** A required field left empty is caught before anything is sent. */
export const MissingCity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /City/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
