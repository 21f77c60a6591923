import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useLocale, useT } from '#ds/i18n';
import { EmbedOverlay } from './EmbedOverlay';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small local page in the story's language, so no network is needed. */
function useExamplePage(): string {
  const t = useT();
  const locale = useLocale();
  const heading = escapeHtml(t('embedOverlay.example.pageHeading'));
  const text = escapeHtml(t('embedOverlay.example.pageText'));
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${heading}</title>` +
    '<style>body{margin:0;padding:48px 32px;font:16px/1.5 system-ui,sans-serif;word-break:keep-all}' +
    'h1{margin:0 0 8px;font-size:28px;line-height:1.25}</style></head>' +
    `<body><h1>${heading}</h1><p>${text}</p></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

type DemoArgs = {
  /** Whether the story starts with the overlay open. */
  open: boolean;
  onClose: () => void;
};

/** A trigger and the overlay, as the shell uses them: the URL lives in the caller's state. */
function EmbedDemo({ open, onClose }: DemoArgs) {
  const t = useT();
  const page = useExamplePage();
  const [url, setUrl] = useState<string | null>(open ? page : null);
  return (
    <>
      <Button variant="secondary" onClick={() => setUrl(page)}>
        {t('embedOverlay.example.open')}
      </Button>
      <EmbedOverlay
        url={url}
        title={t('embedOverlay.example.frameTitle')}
        onClose={() => {
          onClose();
          setUrl(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design System/Shell/EmbedOverlay',
  component: EmbedDemo,
  args: { open: true, onClose: fn() },
  render: (args) => <EmbedDemo key={String(args.open)} {...args} />,
} satisfies Meta<typeof EmbedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closed: Story = { args: { open: false } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const OpensAndClosesWithEscape: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Watch the instructions' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'How to record your story' });
    await expect(within(dialog).getByTitle('How to record your story').tagName).toBe('IFRAME');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
    // Fades out, then unloads the page after the 500 ms clear delay.
    await waitFor(() => expect(screen.queryByTitle('How to record your story')).toBeNull());
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.previousElementSibling as HTMLElement;
    await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
