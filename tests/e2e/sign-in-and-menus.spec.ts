import type { Locale, MessageKey } from '#ds/i18n';
import { accounts, type DemoAccount } from './support/accounts';
import { literal, locales, translator } from './support/i18n';
import {
  expect,
  expectedMenu,
  findEntry,
  mainMenu,
  menuLabels,
  menuLinkLabels,
  menuUserFromProfile,
  readMenu,
  signIn,
  test,
  publicChurchLink,
} from './support/test';

/**
 * Issue 3, 'Done when': each demo account signs in, in each language, and sees its own
 * dashboard (URL and heading in that language) and exactly its menu (spec sections 2 and 6).
 *
 * Each account signs in in one language, the accounts spread over the four in turn, so every
 * language sees two or three roles' menus and the suite stays quick (each sign-in here is a
 * new browser page, about 12 s of the suite's time). The menus are one code path whatever the
 * language (app/menus.ts; its unit tests cover every role), so the languages add labels, not
 * logic. E2E_ALL_LANGUAGES=1 signs every account in in every language.
 */

const allLanguages = process.env.E2E_ALL_LANGUAGES === '1';

function accountsIn(locale: Locale): readonly DemoAccount[] {
  if (allLanguages) return accounts;
  const slot = locales.indexOf(locale);
  return accounts.filter((_, index) => index % locales.length === slot);
}

for (const locale of locales) {
  test.describe(`sign-in in ${locale}`, () => {
    for (const account of accountsIn(locale)) {
      test(`${account.email} lands on ${account.dashboard} with exactly its menu (${locale})`, async ({
        page,
      }) => {
        const t = translator(locale);
        const profile = await signIn(page, account, locale);

        // The expectations below were written from the seed: check the server agrees first.
        expect(menuUserFromProfile(profile), `the demo data of ${account.email}`).toEqual(
          account.menuUser,
        );

        // Its own dashboard, in the language of the URL.
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const heading = t(account.heading.key, account.heading.params);
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(literal(t('shell.productName')));

        // Exactly the menu app/menus.ts builds for this user, rendered in this language...
        const nav = mainMenu(page, locale);
        const expected = expectedMenu(
          account.menuUser,
          locale,
          publicChurchLink(page, profile.account_slug, locale),
        );
        await expect
          .poll(() => readMenu(nav), { message: `the left menu of ${account.email}` })
          .toEqual(expected);

        // ...and the items spec section 6 names for the role, by their visible labels.
        const menu = await readMenu(nav);
        const labels = menuLabels(menu);
        for (const key of account.mustShow)
          expect(labels, `'${t(key)}' (${key}) in the menu`).toContain(t(key));
        for (const key of account.mustNotShow)
          expect(labels, `'${t(key)}' (${key}) not in the menu`).not.toContain(t(key));
        expect(labels, 'Donate is always present').toContain(t('menu.donate'));
        if (account.exactly) {
          expect(menuLinkLabels(menu).sort(), 'the only items').toEqual(
            account.exactly.map((key) => t(key)).sort(),
          );
        }
        for (const [key, count] of Object.entries(account.counts ?? {}) as [MessageKey, number][]) {
          expect(findEntry(menu, t(key))?.count, `the count on '${t(key)}'`).toBe(count);
        }
        for (const key of account.warningOn ?? []) {
          const warning = t('menu.warning.addChurchLocation');
          const item = nav.getByRole('link', { name: t(key), exact: true });
          await expect(item).toHaveAccessibleDescription(warning);
          await item.hover();
          await expect(page.getByRole('tooltip').filter({ hasText: warning })).toBeVisible();
        }
      });
    }
  });
}
