import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLogo, storyQr, storyShortUrl } from '../storyFixtures';
import { InvitationCardPreview } from './InvitationCardPreview';

const meta = {
  title: 'Design System/InvitationCards/InvitationCardPreview',
  component: InvitationCardPreview,
  args: {
    churchName: 'Grace Community Church',
    logoUrl: storyLogo,
    qr: storyQr,
    shortUrl: storyShortUrl,
  },
} satisfies Meta<typeof InvitationCardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No logo uploaded yet: the church's initial stands in. */
export const WithoutLogo: Story = { args: { logoUrl: null } };

/** Before the order exists the code is not made yet. */
export const QrPending: Story = { args: { qr: null, shortUrl: null } };

export const LongName: Story = {
  args: {
    churchName: 'First Presbyterian Church of the Greater Springfield Metropolitan Area',
    logoUrl: null,
  },
};

export const Korean: Story = {
  args: { churchName: '은혜 공동체 교회', logoUrl: null },
  globals: { locale: 'ko' },
};

/** Paper stays white in the dark theme: scanners need dark modules on light. */
export const Dark: Story = { globals: { theme: 'dark' } };

export const NamesItsParts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: /Grace Community Church/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: `QR code for ${storyShortUrl}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /logo/ })).toBeInTheDocument();
  },
};
