import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '#ds/i18n';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
import { loadMenuButton } from './loadMenuButton';
import { CatalogGrid } from '#ds/storySupport';

const meta = {
  title: 'Design System/Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { locale: 'en', onChange: fn(), align: 'start' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'es', 'fr', 'ko'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  // The menu's code first, so the open stories show the menu in their first frame (the
  // switcher's unit test covers the button that loads it).
  loaders: [async () => ({ menuButton: await loadMenuButton() })],
  // Room below the button for the open menu.
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a language updates the `locale` arg, so the button follows. */
export const Playground: Story = {
  render: function Render(args) {
    const [, updateArgs] = useArgs<LanguageSwitcherProps>();
    const onChange = (locale: Locale) => {
      args.onChange(locale);
      updateArgs({ locale });
    };
    return <LanguageSwitcher {...args} onChange={onChange} />;
  },
};

export const Korean: Story = { args: { locale: 'ko' }, globals: { locale: 'ko' } };

export const Open: Story = { args: { defaultOpen: true } };

export const OpenInKorean: Story = {
  args: { locale: 'ko', defaultOpen: true },
  globals: { locale: 'ko' },
};

export const Dark: Story = {
  args: { defaultOpen: true, locale: 'fr' },
  globals: { theme: 'dark' },
};

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid>
      <CatalogGrid.Row gap={4} align="stretch">
        {(['en', 'es', 'fr', 'ko'] as const).map((locale) => (
          <LanguageSwitcher key={locale} {...args} locale={locale} />
        ))}
      </CatalogGrid.Row>
    </CatalogGrid>
  ),
};

export const KeyboardChoosesLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Language: English' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu');
    await expect(menu).toBeVisible();
    // The current language has the focus and is checked.
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: '한국어' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ko');
    await expect(menu).not.toBeVisible();
    await expect(button).toHaveFocus();
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitemradio', { name: '한국어' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('menu', { hidden: true })).not.toBeVisible();
    await expect(button).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
