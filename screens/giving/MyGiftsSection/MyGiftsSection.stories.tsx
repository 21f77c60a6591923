import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyGiftsSection } from './MyGiftsSection';

const meta = {
  title: 'Screens/Giving/MyGiftsSection',
  component: MyGiftsSection,
  args: {
    timeZone: 'UTC',
    onCancel: fn(async () => undefined),
    gifts: [
      { id: 7, totalCents: 5_181, nextChargeAt: '2026-12-25T09:00:00.000Z', cardLast4: '4242' },
      { id: 9, totalCents: 2_500, nextChargeAt: '2027-01-02T09:00:00.000Z', cardLast4: null },
    ],
  },
} satisfies Meta<typeof MyGiftsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoGifts: Story = { tags: ['visual'] };

export const Korean: Story = { ...TwoGifts, tags: [], globals: { locale: 'ko' } };

/** Cancel asks first; confirmed, the donor's choice goes to the server. */
export const CancelAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Cancel gift' })[0]!);
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Cancel the monthly gift' }));
    await expect(args.onCancel).toHaveBeenCalledWith(7);
  },
};
