import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { CopyField, type CopyFieldProps } from './CopyField';

const link = 'https://stories.example.org/grace-church-welcome';

/** Label and description come from the locale files, so the story reads in the chosen language. */
function ExampleCopyField(props: Partial<CopyFieldProps>) {
  const t = useT();
  return (
    <div style={{ maxWidth: 560 }}>
      <CopyField
        label={t('copyField.example.label')}
        description={t('copyField.example.description')}
        value={link}
        {...props}
      />
    </div>
  );
}

const meta = {
  title: 'Design System/Video/CopyField',
  component: ExampleCopyField,
  args: { value: link, size: 'medium', onCopy: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    initialStatus: { control: 'inline-radio', options: ['idle', 'copied', 'failed'] },
  },
} satisfies Meta<typeof ExampleCopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Right after a copy: the button confirms, and screen readers hear 'Copied!'. */
export const Copied: Story = { args: { initialStatus: 'copied' } };

/** The browser refused: the text is selected and the field says how to copy it by hand. */
export const Failed: Story = { args: { initialStatus: 'failed' } };

export const WithoutDescription: Story = { args: { description: undefined } };

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={6}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <ExampleCopyField key={size} {...args} size={size} />
      ))}
      <ExampleCopyField {...args} initialStatus="copied" />
      <ExampleCopyField {...args} initialStatus="failed" />
    </CatalogGrid>
  ),
};

export const KoreanCatalog: Story = { ...Catalog, globals: { locale: 'ko' } };

export const DarkCatalog: Story = { ...Catalog, globals: { theme: 'dark' } };

export const CopiesToClipboard: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link);
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
    await expect(args.onCopy).toHaveBeenCalledWith(link);
  },
};

export const FailureSelectsTheText: Story = {
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    const input = canvas.getByRole('textbox', { name: 'Link to your video' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Couldn't copy automatically/);
    await expect((input as HTMLInputElement).selectionEnd).toBe(link.length);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};
