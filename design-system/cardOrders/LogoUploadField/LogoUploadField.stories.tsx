import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoUploadField, type LogoUploadFieldProps } from './LogoUploadField';

type Upload = LogoUploadFieldProps['onUpload'];

const meta = {
  title: 'Design System/InvitationCards/LogoUploadField',
  component: LogoUploadField,
  args: {
    onUpload: fn<Upload>(async () => ({ ppi: 420, verdict: 'ok' })),
    accept: '.png,.jpg,.jpeg,.webp,.gif',
    maxSize: 8_000_000,
    warnBelowPpi: 300,
    refuseBelowPpi: 150,
  },
} satisfies Meta<typeof LogoUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sharp: Story = { args: { check: { ppi: 420, verdict: 'ok' } } };

/** Under 300 ppi the server warns; the card can still be printed. */
export const LowResolution: Story = { args: { check: { ppi: 212, verdict: 'low' } } };

/** Under 150 ppi the server refuses the logo. */
export const Refused: Story = { args: { check: { verdict: 'refused' } } };

export const LowResolutionKorean: Story = {
  args: { check: { ppi: 212, verdict: 'low' } },
  globals: { locale: 'ko' },
};

export const UploadShowsTheCheck: Story = {
  args: { onUpload: fn<Upload>(async () => ({ ppi: 180, verdict: 'low' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, logo);
    await expect(args.onUpload).toHaveBeenCalledWith(logo);
    await expect(await canvas.findByText(/180 ppi/)).toBeInTheDocument();
  },
};
