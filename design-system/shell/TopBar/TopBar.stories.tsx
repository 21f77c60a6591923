import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLocale } from '#ds/i18n';
import { StoryLogo } from '../fixtures/StoryLogo';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { UserMenu } from '../UserMenu';
import { TopBar, type TopBarProps } from './TopBar';
import { CatalogGrid } from '#ds/storySupport';

/** The top bar as the shell fills it: logo, language in the toolbar's locale, user menu. */
function FilledTopBar(props: Omit<TopBarProps, 'logo'>) {
  const locale = useLocale();
  return (
    <TopBar
      {...props}
      logo={<StoryLogo />}
      languageSwitcher={<LanguageSwitcher locale={locale} onChange={fn()} />}
      userMenu={<UserMenu name="Grace Kim" editProfileHref="/updateInfo" onLogout={fn()} />}
    />
  );
}

const meta = {
  title: 'Design System/Shell/TopBar',
  component: TopBar,
  args: { logo: null, menuToggle: 'collapse', menuExpanded: true, onMenuToggle: fn() },
  argTypes: {
    menuToggle: { control: 'inline-radio', options: ['drawer', 'collapse', 'none'] },
    logo: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <FilledTopBar {...args} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the button collapses the menu to icons. */
export const Playground: Story = {};

/** Desktop, menu collapsed: the button expands it. */
export const MenuCollapsed: Story = { args: { menuExpanded: false } };

/** Phone: a hamburger that opens the menu drawer. */
export const PhoneHamburger: Story = { args: { menuToggle: 'drawer', menuExpanded: false } };

/** Tablet: the menu stays open, so there is no toggle. */
export const NoToggle: Story = { args: { menuToggle: 'none' } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={6}>
      {/* Inside an article a <header> is not a banner, so three can share the page. */}
      {(['collapse', 'drawer', 'none'] as const).map((toggle) => (
        <article key={toggle}>
          <FilledTopBar {...args} menuToggle={toggle} />
        </article>
      ))}
    </CatalogGrid>
  ),
};

export const ToggleIsNamedAndCalled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenCalledOnce();
  },
};
