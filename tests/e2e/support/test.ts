import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Locale, Translate } from '#ds/i18n';
import { buildMenu, toLeftMenuSections, type MenuLinkTargets, type MenuUser } from '#app/menus';
import { pathFor } from '#app/routes';
import type { LookupProfileResponse } from '#contract';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { visitorAddress } from './visitor';
import { literal, localized, translator } from './i18n';

/**
 * The suite's `test`: Playwright's, with `baseURL` taken from where run-product.mjs started the
 * product (E2E_BASE_URL, see playwright.config.ts), and the helpers every spec shares.
 */
export const test = base.extend({
  // Playwright's fixture signature: no fixtures needed, the value handed on with `provide`.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL is not set: run the suite with `npm run test:e2e` (playwright.config.ts starts the product).',
      );
    await provide(url);
  },
  // Each test is a visitor of its own, in its pages as in its API calls: the product believes
  // the suite's X-Forwarded-For (TRUST_PROXY, run-product.mjs), so the limits per address
  // (decision 062: refused cards, contact messages, sign-in) count each test apart, as they
  // count the people behind a real proxy, instead of the whole suite as one loopback visitor.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': visitorAddress() });
  },
});

export { expect };

/**
 * Holds every script of the app back until the test calls the function it resolves with: what
 * a prerendered page shows before any script has arrived (decisions 033 and 059).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The address of the mail sink's listing (tests/e2e/support/mail-sink.mjs). */
export function mailListUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: run the suite with `npm run test:e2e`.');
  return url;
}

/** A route's path in a language, e.g. `('es', 'dashboard')` → `/es/dashboard`. */
export function routePath(locale: Locale, name: Parameters<typeof pathFor>[0]): string {
  return localized(locale, pathFor(name));
}

/** The whole URL of a route, anchored, for `toHaveURL` (a query string is allowed). */
export function routeUrl(locale: Locale, name: Parameters<typeof pathFor>[0]): RegExp {
  return new RegExp(`^[^?#]*://[^/]+${literal(routePath(locale, name)).source}([?#].*)?$`);
}

/**
 * A form field by the start of its label ('New password' is not 'Confirm new password'); only
 * the input, not the show-password toggle whose name holds the same word.
 */
export function field(page: Page, label: string): Locator {
  // Only the one a person sees: while the app's sign-in page mounts behind the prerendered one,
  // the document holds a hidden copy of each field (decision 033).
  return page
    .locator('input')
    .and(page.getByLabel(new RegExp(`^${literal(label).source}`)))
    .filter({ visible: true });
}

export type SignInForm = { email: Locator; password: Locator; submit: Locator };

/** The sign-in form's fields, found by their visible labels in the page's language. */
export function signInForm(page: Page, t: Translate): SignInForm {
  return {
    email: field(page, t('auth.fields.email')),
    password: field(page, t('auth.fields.password')),
    submit: page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }),
  };
}

/** Who signs in: a demo account, or a user a test made, with the demo password. */
export type SignInAs = Pick<DemoAccount, 'email' | 'dashboard'>;

/**
 * Signs in through the sign-in page in `locale`, waits for the profile the app loads right
 * after, and for the user's dashboard. Returns that profile as the server sent it.
 */
export async function signIn(
  page: Page,
  account: SignInAs,
  locale: Locale = 'en',
): Promise<LookupProfileResponse> {
  const t = translator(locale);
  await page.goto(localized(locale, '/users/signIn'));
  await expect(page.getByRole('heading', { level: 1, name: t('auth.signIn.title') })).toBeVisible();
  const form = signInForm(page, t);
  await form.email.fill(account.email);
  await form.password.fill(DEMO_PASSWORD);
  const profile = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/lookup_profile') && response.ok(),
  );
  await form.submit.click();
  const body = (await (await profile).json()) as LookupProfileResponse;
  await expect(page).toHaveURL(routeUrl(locale, account.dashboard));
  return body;
}

/** One entry of the left menu as the page shows it, or as app/menus.ts says it should be. */
export type ShownMenuEntry = {
  label: string;
  href?: string;
  /** The count next to the label (waiting videos, new connections). */
  count?: number;
  /** Carries the warning mark ('Add church location to map.'). */
  warning?: boolean;
  children?: ShownMenuEntry[];
};
export type ShownMenuSection = { title: string | null; items: ShownMenuEntry[] };

/**
 * The left menu a user of `menuUser` should see, from the app's own menu code, in `locale`.
 * `links` are the addresses of its outside links (`publicChurchLink`).
 */
export function expectedMenu(
  menuUser: MenuUser,
  locale: Locale,
  links: MenuLinkTargets = {},
): ShownMenuSection[] {
  const sections = toLeftMenuSections(buildMenu(menuUser), {
    t: translator(locale),
    locale,
    links,
  });
  const entry = (
    item:
      | (typeof sections)[number]['items'][number]
      | NonNullable<(typeof sections)[number]['items'][number]['children']>[number],
  ): ShownMenuEntry => {
    const shown: ShownMenuEntry = { label: item.label };
    if ('href' in item && item.href) shown.href = item.href;
    if (item.badge && item.badge.count > 0) shown.count = item.badge.count;
    if (item.warning) shown.warning = true;
    if ('children' in item && item.children) shown.children = item.children.map(entry);
    return shown;
  };
  return sections.map((section) => ({
    title: section.title ?? null,
    items: section.items.map(entry),
  }));
}

/** View public profile: the church's page on this product, in `locale`, as a full address. */
export function publicChurchLink(page: Page, slug: string, locale: Locale): MenuLinkTargets {
  return slug
    ? { viewPublicProfile: new URL(localized(locale, `/church/${slug}`), page.url()).href }
    : {};
}

/** The main menu (the `<nav>` named 'Main menu' in `locale`). */
export function mainMenu(page: Page, locale: Locale): Locator {
  return page.getByRole('navigation', { name: translator(locale)('leftMenu.label'), exact: true });
}

/**
 * Reads the left menu off the page: sections with their titles, each item's label, address,
 * count and warning mark, and the links inside groups (also while a group is closed).
 */
export async function readMenu(nav: Locator): Promise<ShownMenuSection[]> {
  await expect(nav).toBeAttached();
  return nav.evaluate((root) => {
    type Entry = {
      label: string;
      href?: string;
      count?: number;
      warning?: boolean;
      children?: Entry[];
    };
    const labelOf = (element: Element) =>
      Array.from(element.children)
        .find(
          (child) =>
            child.tagName === 'SPAN' &&
            child.textContent?.trim() &&
            !child.querySelector('[data-variant="count"]'),
        )
        ?.textContent?.trim() ?? '';
    const read = (control: HTMLElement): Entry => {
      const entry: Entry = { label: labelOf(control) };
      const href = control.getAttribute('href');
      if (href) entry.href = href;
      const count = control.querySelector(
        '[data-variant="count"] [aria-hidden="true"]',
      )?.textContent;
      if (count) entry.count = Number(count);
      if (control.querySelector('[data-icon="warning"]')) entry.warning = true;
      return entry;
    };
    return Array.from(root.querySelectorAll<HTMLElement>(':scope > *')).flatMap((section) => {
      const list = section.querySelector(':scope > ul');
      if (!list) return [];
      const titleId = section.getAttribute('aria-labelledby');
      const title = titleId ? (document.getElementById(titleId)?.textContent?.trim() ?? '') : null;
      const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li')).map((item) => {
        const control = item.querySelector<HTMLElement>('a, button');
        if (!control) return { label: item.textContent?.trim() ?? '' };
        const entry = read(control);
        const subListId =
          control.tagName === 'BUTTON' ? control.getAttribute('aria-controls') : null;
        if (subListId) {
          // A group: its own count is the sum of its children's, so only the children's are read.
          delete entry.count;
          const subList = document.getElementById(subListId);
          entry.children = Array.from(subList?.querySelectorAll<HTMLElement>('a') ?? []).map(read);
        }
        return entry;
      });
      return [{ title, items }];
    });
  });
}

/** Every label in a menu: sections' items, groups and the links inside groups. */
export function menuLabels(menu: readonly ShownMenuSection[]): string[] {
  const walk = (entries: readonly ShownMenuEntry[]): string[] =>
    entries.flatMap((entry) => [entry.label, ...walk(entry.children ?? [])]);
  return menu.flatMap((section) => walk(section.items));
}

/** The labels a user can follow: links, and the links inside groups (not the group buttons). */
export function menuLinkLabels(menu: readonly ShownMenuSection[]): string[] {
  const walk = (entries: readonly ShownMenuEntry[]): string[] =>
    entries.flatMap((entry) => (entry.children ? walk(entry.children) : [entry.label]));
  return menu.flatMap((section) => walk(section.items));
}

/** Finds one entry by label anywhere in a menu. */
export function findEntry(
  menu: readonly ShownMenuSection[],
  label: string,
): ShownMenuEntry | undefined {
  const walk = (entries: readonly ShownMenuEntry[]): ShownMenuEntry | undefined => {
    for (const entry of entries) {
      if (entry.label === label) return entry;
      const inside = walk(entry.children ?? []);
      if (inside) return inside;
    }
    return undefined;
  };
  for (const section of menu) {
    const found = walk(section.items);
    if (found) return found;
  }
  return undefined;
}

/** What the menus read of the user, from the profile the server sent (see app/session). */
export function menuUserFromProfile(profile: LookupProfileResponse): MenuUser {
  return {
    roles: profile.role,
    needToPay: profile.need_to_pay,
    moderatorStatus: profile.moderator.status,
    hasLocation: profile.location !== null,
    waitingVideos: profile.waiting_videos,
    pendingTestimonials: profile.pending_testimonials,
    newConnections: profile.new_connections,
    unreadMessages: profile.unread_messages,
  };
}
