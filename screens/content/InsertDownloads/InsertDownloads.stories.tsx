import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InsertDownloads, type DownloadInsert } from './InsertDownloads';

const meta = {
  title: 'Screens/Content/InsertDownloads',
  component: InsertDownloads,
  args: {
    churchName: 'Grace Community Church',
    onDownload: fn<DownloadInsert>(async () => undefined),
  },
} satisfies Meta<typeof InsertDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bulletin insert's two print-ready PDFs. */
export const Ready: Story = { tags: ['visual'] };

/** A click makes the PDF on that paper for the church. */
export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF, A4' }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith('a4'));
  },
};

export const Korean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** The server could not make it: the card says so, and the buttons work again. */
export const Failed: Story = {
  args: { onDownload: fn<DownloadInsert>(async () => 'common.somethingWentWrong') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF, US Letter' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PDF, US Letter' })).toBeEnabled();
  },
};
