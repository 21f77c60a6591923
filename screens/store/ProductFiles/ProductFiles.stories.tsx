import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyFrame } from '#ds/video/storyFrames';
import { ProductFiles } from './ProductFiles';

const meta = {
  title: 'Screens/Store/ProductFiles',
  component: ProductFiles,
  args: {
    imageUrl: storyFrame(2),
    fileName: 'journey-study-guide.pdf',
    onUploadPicture: fn(async () => undefined),
    onUploadFile: fn(async () => undefined),
    maxPictureBytes: 8_000_000,
    maxFileBytes: 20_000_000,
  },
} satisfies Meta<typeof ProductFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A digital product's page: its picture and its file. */
export const Digital: Story = { tags: ['visual'] };

/** A new product: no picture, no file (it is shipped). */
export const Nothing: Story = { args: { imageUrl: null, fileName: null } };

export const DigitalKorean: Story = { globals: { locale: 'ko' } };
