// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  roleMenu,
  shellRoles,
  storyMenuOptions,
  type RoleMenuOptions,
  type ShellRole,
} from '#ds/shell/fixtures/roleMenus';
import type { Locale } from '#ds/i18n';
import type { MenuItem, MenuLink, MenuSection } from '#ds/shell/LeftMenu';
import { leftMenuFor, type MenuUser } from './menus';
import { translator } from './testing/translate';

// Storybook's role menus (design-system/shell/fixtures/roleMenus.ts) are written by hand, since
// the design system may not import the app; this test holds them to the app's menus (app/menus.ts
// from the route table's placements, issue 22 item 5): same sections and titles, same items in
// the same order with the same labels, links, icons, counts, warnings and children. Only the ids
// differ (the fixture's are its own), so they are left out, as is the app's language prefix.

type Outline = { title?: string; items: ItemOutline[] };
type ItemOutline = {
  label: string;
  href?: string;
  icon?: string;
  external?: boolean;
  badge?: string;
  warning?: string;
  children?: ItemOutline[];
};

function itemOutline(item: MenuItem | MenuLink): ItemOutline {
  const outline: ItemOutline = { label: item.label };
  // The app prefixes its links with the language (/ko/inbox); the stories' links have none.
  if ('href' in item && item.href !== undefined)
    outline.href = item.href.replace(/^\/(es|fr|ko)(?=\/)/, '');
  if (item.icon) outline.icon = item.icon;
  if ('external' in item && item.external) outline.external = true;
  if ('badge' in item && item.badge) outline.badge = `${item.badge.count} ${item.badge.label}`;
  if ('warning' in item && item.warning) outline.warning = item.warning;
  if ('children' in item && item.children) outline.children = item.children.map(itemOutline);
  return outline;
}

const outline = (sections: readonly MenuSection[]): Outline[] =>
  sections.map((section) => ({
    ...(section.title ? { title: section.title } : {}),
    items: section.items.map(itemOutline),
  }));

/** The session user the app would have for the fixture's role and options. */
function userOf(role: ShellRole, options: RoleMenuOptions): MenuUser {
  return {
    roles: [role],
    needToPay: options.membership !== 'active',
    moderatorStatus: options.moderatorStatus === 'none' ? null : options.moderatorStatus,
    hasLocation: options.churchHasLocation,
    waitingVideos: options.waitingVideos,
    pendingTestimonials: options.pendingTestimonials,
    newConnections: options.newConnections,
    unreadMessages: 0,
  };
}

const variants: Array<[string, Partial<RoleMenuOptions>]> = [
  ['the stories’ options', {}],
  [
    'a located church, nothing waiting',
    { churchHasLocation: true, waitingVideos: 0, newConnections: 0 },
  ],
  ['an invited moderator', { moderatorStatus: 'invited' }],
  [
    'an approved moderator, one video waiting',
    { moderatorStatus: 'approved', waitingVideos: 1, pendingTestimonials: 4 },
  ],
];
const locales: Locale[] = ['en', 'ko'];

describe('the story fixture of the role menus equals the app’s menus', () => {
  describe.each(shellRoles.map((role) => [role]))('%s', (role) => {
    it.each(variants)('with %s', (_, overrides) => {
      for (const locale of locales) {
        const t = translator(locale);
        const options = { ...storyMenuOptions, ...overrides };
        const app = leftMenuFor(userOf(role, options), {
          t,
          locale,
          links: { viewPublicProfile: options.publicProfileUrl },
        });
        expect(outline(roleMenu(role, t, locale, options)), locale).toEqual(outline(app));
      }
    });
  });

  it.each(['past_due', 'none'] as const)(
    'evangelism with membership %s: only the payment and support items, and Donate',
    (membership) => {
      const t = translator('en');
      const options = { ...storyMenuOptions, membership };
      const app = leftMenuFor(userOf('evangelism', options), {
        t,
        locale: 'en',
        links: { viewPublicProfile: options.publicProfileUrl },
      });
      expect(outline(roleMenu('evangelism', t, 'en', options))).toEqual(outline(app));
    },
  );
});
