import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestModeMarker } from './TestModeMarker';

const meta = {
  title: 'Design System/Payments/TestModeMarker',
  component: TestModeMarker,
  args: { variant: 'banner' },
  argTypes: { variant: { control: 'inline-radio', options: ['banner', 'badge'] } },
} satisfies Meta<typeof TestModeMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Badge: Story = { args: { variant: 'badge' } };

export const BannerKorean: Story = { globals: { locale: 'ko' } };

export const BannerDark: Story = { globals: { theme: 'dark' } };

export const ReadAsANote: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Test mode');
    await expect(note).toHaveTextContent('no card is charged');
  },
};
