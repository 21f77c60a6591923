import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { localeModes, roleModes } from '#storybook/modes';
import { useGlobals } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { useLocale, useT, type Locale } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { Footer } from '../Footer';
import {
  isShellRole,
  roleHomeHref,
  roleMenu,
  type RoleMenuOptions,
  type ShellRole,
} from '../fixtures/roleMenus';
import { StoryLogo } from '../fixtures/StoryLogo';
import { LanguageSwitcher } from '../LanguageSwitcher';
import type { MenuSection } from '../LeftMenu';
import { UserMenu } from '../UserMenu';
import { AppShell } from './AppShell';

const StyledHeading = styled.h1`
  margin: 0 0 ${vars.space[6]};
  font-size: ${vars.font.size2xl};
  line-height: ${vars.font.lineTight};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${vars.space[4]};
`;

/** Stand-in page content: cards of grey lines, so the frame is what the eye reads. */
const StyledPlaceholder = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-height: 160px;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.large};
  background: ${vars.color.surface};

  &::before,
  &::after {
    content: '';
    height: 12px;
    border-radius: ${vars.radius.small};
    background: ${vars.color.skeleton};
  }
  &::after {
    width: 60%;
  }
`;

function labelOf(sections: MenuSection[], href: string): string | undefined {
  for (const item of sections.flatMap((section) => section.items)) {
    if (item.href === href) return item.label;
    const child = item.children?.find((link) => link.href === href);
    if (child) return child.label;
  }
  return undefined;
}

type ShellStoryProps = {
  role: ShellRole;
  options?: Partial<RoleMenuOptions>;
  onLocaleChange: (locale: Locale) => void;
  defaultMenuCollapsed?: boolean;
  defaultDrawerOpen?: boolean;
  viewportWidth?: number;
  activeHref?: string;
};

function ShellStory({ role, options, onLocaleChange, activeHref, ...shell }: ShellStoryProps) {
  const t = useT();
  const locale = useLocale();
  const sections = roleMenu(role, t, locale, options);
  const current = activeHref ?? roleHomeHref[role];
  return (
    <AppShell
      {...shell}
      logo={<StoryLogo href={roleHomeHref[role]} />}
      menuSections={sections}
      activeHref={current}
      languageSwitcher={<LanguageSwitcher locale={locale} onChange={onLocaleChange} />}
      userMenu={
        <UserMenu
          name={role === 'admin' ? 'Daniel Park' : 'Grace Kim'}
          isAdmin={role === 'admin'}
          editProfileHref="/updateInfo"
          settingsHref="/admin/settings"
          onLogout={fn()}
        />
      }
      footer={<Footer year={2026} />}
    >
      <StyledHeading>{labelOf(sections, current)}</StyledHeading>
      <StyledGrid>
        {[1, 2, 3, 4, 5, 6].map((card) => (
          <StyledPlaceholder key={card} />
        ))}
      </StyledGrid>
    </AppShell>
  );
}

type ShellArgs = Omit<ShellStoryProps, 'role' | 'onLocaleChange'>;

function roleOf(context: StoryContext): ShellRole {
  return isShellRole(context.globals.role) ? context.globals.role : 'evangelism';
}

/** Per role, what the stories show about moderators: pastors and individuals are approved ones. */
function moderatorStatusOf(role: ShellRole): RoleMenuOptions['moderatorStatus'] {
  return role === 'evangelism' || role === 'individual' ? 'approved' : 'none';
}

const meta = {
  title: 'Design System/Shell/AppShell',
  args: {},
  // Chromatic: each language and each role.
  parameters: { layout: 'fullscreen', chromatic: { modes: { ...localeModes, ...roleModes } } },
  // The toolbar's Role picks the menu; its language switcher changes the Locale global.
  render: function Render(args: ShellArgs, context) {
    const [, updateGlobals] = useGlobals();
    const role = roleOf(context);
    return (
      <ShellStory
        {...args}
        role={role}
        options={{ moderatorStatus: moderatorStatusOf(role), ...args.options }}
        onLocaleChange={(locale) => updateGlobals({ locale })}
      />
    );
  },
} satisfies Meta<ShellArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Evangelism: Story = { globals: { role: 'evangelism' } };
export const FreeEvangelism: Story = { globals: { role: 'free_evangelism' } };
export const Individual: Story = { globals: { role: 'individual' } };
export const Care: Story = { globals: { role: 'care' } };
export const Website: Story = { globals: { role: 'website' } };
export const Discipleship: Story = { globals: { role: 'discipleship' } };
export const Admin: Story = {
  globals: { role: 'admin' },
  args: { activeHref: '/admin/video-review' },
};

export const KoreanPastor: Story = { globals: { role: 'evangelism', locale: 'ko' } };

export const DarkPastor: Story = { globals: { role: 'evangelism', theme: 'dark' } };

/** Desktop, menu collapsed to icons (phones still get the drawer). */
export const Collapsed: Story = {
  globals: { role: 'evangelism' },
  args: { defaultMenuCollapsed: true },
};

/** The phone drawer, open (the width is pinned to a phone's so every capture shows it). */
export const MobileDrawerOpen: Story = {
  globals: { role: 'evangelism' },
  args: { viewportWidth: 375, defaultDrawerOpen: true },
};

/** A pastor whose membership is past due sees only the Account payment and support items (and Donate). */
export const PastDuePastor: Story = {
  globals: { role: 'evangelism' },
  args: { options: { membership: 'past_due' }, activeHref: '/account' },
};

/** An individual invited to moderate sees Become a Moderator. */
export const InvitedModerator: Story = {
  globals: { role: 'individual' },
  args: { options: { moderatorStatus: 'invited' } },
};

/** Tablet width: the menu stays expanded and the top bar offers no toggle. */
export const Tablet: Story = {
  globals: { role: 'evangelism' },
  args: { viewportWidth: 820, defaultMenuCollapsed: true },
};

export const Landmarks: Story = {
  globals: { role: 'evangelism' },
  args: { viewportWidth: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SkipLinkMovesFocusToMain: Story = {
  globals: { role: 'evangelism' },
  args: { viewportWidth: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CollapseToggle: Story = {
  globals: { role: 'evangelism' },
  args: { viewportWidth: 1280 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    const expand = canvas.getByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Icons only: the labels are the links' names.
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-label',
      'Dashboard',
    );
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const DrawerOpensAndCloses: Story = {
  globals: { role: 'evangelism' },
  args: { viewportWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    const drawer = canvas.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(drawer).not.toBeVisible();
    await expect(hamburger).toHaveFocus();
  },
};
