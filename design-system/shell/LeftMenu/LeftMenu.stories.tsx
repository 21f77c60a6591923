import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { localeModes, roleModes } from '#storybook/modes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLocale, useT } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { isShellRole, roleMenu, type RoleMenuOptions, type ShellRole } from '../fixtures/roleMenus';
import { StoryLogo } from '../fixtures/StoryLogo';
import { LeftMenu, type LeftMenuProps } from './LeftMenu';
import { CatalogGrid } from '#ds/storySupport';

type StoryProps = Omit<LeftMenuProps, 'sections'> & {
  role: ShellRole;
  options?: Partial<RoleMenuOptions>;
  /** Numbers the landmark's name where a story shows several menus (names must differ). */
  instance?: number;
};

/** The menu of the toolbar's role, translated in the toolbar's language. */
function RoleLeftMenu({ role, options, instance, ...props }: StoryProps) {
  const t = useT();
  const locale = useLocale();
  const sections = roleMenu(role, t, locale, options);
  const label = instance === undefined ? undefined : `${t('leftMenu.label')} ${instance}`;
  return (
    <div style={{ height: '100vh', display: 'flex', background: vars.color.canvas }}>
      <LeftMenu label={label} {...props} sections={sections} />
    </div>
  );
}

function roleOf(context: StoryContext): ShellRole {
  return isShellRole(context.globals.role) ? context.globals.role : 'evangelism';
}

const meta = {
  title: 'Design System/Shell/LeftMenu',
  component: LeftMenu,
  args: { sections: [], mode: 'expanded', activeHref: '/dashboard', onDrawerClose: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['expanded', 'collapsed', 'drawer'] },
    sections: { control: false },
  },
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...localeModes, ...roleModes } } },
  render: (args, context) => <RoleLeftMenu {...args} role={roleOf(context)} />,
} satisfies Meta<typeof LeftMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The role comes from the toolbar's Role global. */
export const Playground: Story = {};

/** Every part of an item: a sub-menu holding the current page, a count, a warning. */
export const CurrentPageInSubMenu: Story = { args: { activeHref: '/editProfile' } };

/** Icons only; labels are the links' names and show as tooltips. */
export const Collapsed: Story = { args: { mode: 'collapsed' } };

/** What hovering or focusing a collapsed group shows. */
export const CollapsedFlyoutOpen: Story = {
  args: { mode: 'collapsed', defaultOpenGroupId: 'church-profile' },
};

export const AdminExpanded: Story = {
  globals: { role: 'admin' },
  args: { activeHref: '/admin/video-review' },
};

export const AdminCollapsedFlyout: Story = {
  globals: { role: 'admin' },
  args: { mode: 'collapsed', activeHref: '/admin/care_video', defaultOpenGroupId: 'videos' },
};

export const Korean: Story = { globals: { locale: 'ko' } };

/** The phone drawer, open, over the page. */
export const DrawerOpen: Story = {
  args: { mode: 'drawer', drawerOpen: true },
  render: (args, context) => (
    <RoleLeftMenu {...args} drawerHeader={<StoryLogo />} role={roleOf(context)} />
  ),
};

export const Catalog: Story = {
  render: (args, context) => (
    <CatalogGrid>
      <CatalogGrid.Row gap={6} align="stretch" wrap="nowrap">
        <RoleLeftMenu {...args} mode="expanded" role={roleOf(context)} instance={1} />
        <RoleLeftMenu {...args} mode="collapsed" role={roleOf(context)} instance={2} />
      </CatalogGrid.Row>
    </CatalogGrid>
  ),
};

export const FlyoutByKeyboard: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Church profile' });
    trigger.focus();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Profile overview' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FlyoutHidesAfterPointerLeaves: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Church profile' });
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('link', { name: 'Profile overview' })).toBeVisible();
    await userEvent.unhover(trigger);
    // The unit test pins the 100 ms; here the fly-out goes once the grace has passed.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const DrawerClosesOnEscape: Story = {
  args: { mode: 'drawer', drawerOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDrawerClose).toHaveBeenCalledOnce();
  },
};
