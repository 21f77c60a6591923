import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { QrCode, type QrCodeProps } from './QrCode';

const url = 'https://stories.example.org/grace-church-welcome';

/** The caption comes from the locale files, so the story reads in the chosen language. */
function ExampleQrCode(props: Partial<QrCodeProps>) {
  const t = useT();
  return (
    <QrCode
      value={url}
      slug="grace-church-welcome"
      caption={t('qrCode.example.caption')}
      {...props}
    />
  );
}

const meta = {
  title: 'Design System/Video/QrCode',
  component: ExampleQrCode,
  args: { value: url, size: 'medium', slug: 'grace-church-welcome', printSizeMm: 50, level: 'M' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
  },
} satisfies Meta<typeof ExampleQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

/** Only the URL under the code. */
export const WithoutCaption: Story = { args: { caption: undefined } };

/** A long URL wraps under the code instead of widening the page. */
export const LongUrl: Story = {
  args: {
    value:
      'https://stories.example.org/first-presbyterian-church-of-springfield-easter-testimony-2025',
  },
};

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid.Row gap={8} align="start">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <ExampleQrCode key={size} {...args} size={size} />
      ))}
    </CatalogGrid.Row>
  ),
};

export const KoreanQrCode: Story = { globals: { locale: 'ko' } };

/** The code itself stays dark on light: scanners need it. */
export const DarkQrCode: Story = { globals: { theme: 'dark' } };

export const DownloadsPrintSvg: Story = {
  play: async ({ canvasElement }) => {
    let file: Blob | undefined;
    let name = '';
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob;
      return 'blob:qr-story';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      name = this.download;
    });
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download SVG' }));
      await expect(name).toBe('grace-church-welcome-qr-code.svg');
      const svg = new DOMParser().parseFromString(
        await file!.text(),
        'image/svg+xml',
      ).documentElement;
      await expect(svg.getAttribute('width')).toBe('50mm');
      await expect(svg.getAttribute('viewBox')).toMatch(/^-4 -4 \d+ \d+$/);
    } finally {
      create.mockRestore();
      click.mockRestore();
    }
  },
};
