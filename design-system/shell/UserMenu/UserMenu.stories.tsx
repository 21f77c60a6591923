import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import portrait from '#ds/display/Avatar/fixtures/portrait.svg';
import { UserMenu } from './UserMenu';
import { CatalogGrid } from '#ds/storySupport';

const meta = {
  title: 'Design System/Shell/UserMenu',
  component: UserMenu,
  args: {
    name: 'Grace Kim',
    editProfileHref: '/updateInfo',
    settingsHref: '/admin/settings',
    isAdmin: false,
    onLogout: fn(),
  },
  // The menu lines up with the button's end edge, as at the end of the top bar.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: 200,
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithPhoto: Story = { args: { avatarUrl: portrait } };

/** Edit profile and Log out. */
export const Open: Story = { args: { defaultOpen: true } };

/** Admins also get Settings. */
export const OpenAdmin: Story = { args: { isAdmin: true, defaultOpen: true } };

export const OpenKorean: Story = {
  args: { name: '김민준', defaultOpen: true },
  globals: { locale: 'ko' },
};

export const OpenDark: Story = {
  args: { isAdmin: true, defaultOpen: true },
  globals: { theme: 'dark' },
};

export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid>
      <CatalogGrid.Row gap={4} align="stretch">
        <UserMenu {...args} />
        <UserMenu {...args} avatarUrl={portrait} />
        <UserMenu {...args} name="José Martínez" />
        <UserMenu {...args} name="김민준" />
      </CatalogGrid.Row>
    </CatalogGrid>
  ),
};

export const KeyboardAndFocusReturn: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Grace Kim account menu' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('menuitem', { name: 'Edit profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps from Log out back to the first item.
    await expect(canvas.getByRole('menuitem', { name: 'Edit profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const NoSettingsForNonAdmins: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Grace Kim account menu' }));
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit profile',
      'Log out',
    ]);
  },
};

export const LogOutCallsHandler: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Grace Kim account menu' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Grace Kim account menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * At the window's bottom-right corner there is no room below nor to the right: Floating UI
 * flips the menu above its button, inside the window.
 */
export const FlipsAtTheBottomRightEdge: Story = {
  args: { isAdmin: true },
  decorators: [(Story) => <div style={{ position: 'fixed', right: 0, bottom: 0 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Grace Kim account menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-placed'));
    await expect(canvas.getByRole('menuitem', { name: 'Edit profile' })).toHaveFocus();
    const box = menu.getBoundingClientRect();
    const trigger = button.getBoundingClientRect();
    await expect(menu).toHaveAttribute('data-placement', 'top');
    await expect(box.bottom).toBeLessThanOrEqual(trigger.top);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
