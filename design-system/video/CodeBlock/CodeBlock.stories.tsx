import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { CodeBlock, type CodeBlockProps } from './CodeBlock';

const embedCode =
  '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" title="Grace Church welcome" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>';

/** Label and description come from the locale files, so the story reads in the chosen language. */
function ExampleCodeBlock(props: Partial<CodeBlockProps>) {
  const t = useT();
  return (
    <div style={{ maxWidth: 640 }}>
      <CodeBlock
        label={t('codeBlock.example.label')}
        description={t('codeBlock.example.description')}
        code={embedCode}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/Video/CodeBlock',
  component: ExampleCodeBlock,
  args: { code: embedCode, onCopy: fn() },
  argTypes: { initialStatus: { control: 'inline-radio', options: ['idle', 'copied', 'failed'] } },
} satisfies Meta<typeof ExampleCodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One long line scrolls sideways; it is never wrapped, so it copies exactly. */
export const Playground: Story = {};

export const Copied: Story = { args: { initialStatus: 'copied' } };

export const Failed: Story = { args: { initialStatus: 'failed' } };

export const SeveralLines: Story = {
  args: {
    code: [
      '<div style="position:relative;padding-top:56.25%">',
      '  <iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Grace Church welcome"',
      '    style="position:absolute;inset:0;width:100%;height:100%;border:0" allowfullscreen></iframe>',
      '</div>',
    ].join('\n'),
  },
};

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={6}>
      <ExampleCodeBlock {...args} />
      <ExampleCodeBlock {...args} initialStatus="copied" />
      <ExampleCodeBlock {...args} initialStatus="failed" />
    </CatalogGrid>
  ),
};

export const KoreanCatalog: Story = { ...Catalog, globals: { locale: 'ko' } };

export const DarkCatalog: Story = { ...Catalog, globals: { theme: 'dark' } };

export const CopiesTheCode: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: /Embed code/ });
    await userEvent.click(within(figure).getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(embedCode);
    await expect(
      await canvas.findByRole('button', { name: 'Copied!' }),
    ).toHaveAccessibleDescription('Embed code');
    await expect(args.onCopy).toHaveBeenCalledWith(embedCode);
  },
};

/** The code scrolls with the keyboard: the block takes focus. */
export const ScrollsWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const code = canvas.getByText(/player\.vimeo\.com/).closest('pre')!;
    await expect(code).toHaveFocus();
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
  },
};

export const FailureSelectsTheCode: Story = {
  beforeEach: () => {
    const clipboard = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const legacy = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      clipboard.mockRestore();
      legacy.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(/Couldn't copy automatically/)).toBeInTheDocument();
    await expect(window.getSelection()?.toString()).toBe(embedCode);
  },
};
