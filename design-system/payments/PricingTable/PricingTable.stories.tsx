import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPricingBands } from '../storyFixtures';
import { PricingTable } from './PricingTable';

const meta = {
  title: 'Design System/Payments/PricingTable',
  component: PricingTable,
  args: { bands: storyPricingBands, refundWindowDays: 30, onJoin: fn() },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = { args: { chosenCode: 'tier-100-249-month' } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const PicksABandAndJoins: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Average attendance' }),
      '100-249',
    );
    await expect(canvas.getByText('$99.00')).toBeVisible();
    await expect(canvas.getByText('$997.92')).toBeVisible();
    await expect(canvas.getByText('Save 16%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join yearly' }));
    await expect(args.onJoin).toHaveBeenCalledWith('tier-100-249-year');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
