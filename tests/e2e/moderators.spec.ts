import type { Locale } from '../../design-system/i18n';
import { account, DEMO_PASSWORD } from './support/accounts';
import { adminToken, createAccount, createUser, mailsTo, unique } from './support/api';
import { translator } from './support/i18n';
import { expect, field, mainMenu, routePath, signIn, test } from './support/test';

/**
 * A pastor invites a moderator by e-mail; the person, signed in, opens the mailed link and
 * accepts; Video review then replaces Become a moderator in their menu, and the pastor's list
 * shows them as a moderator. The mail is the real one (the suite's mail sink). In English and
 * Korean, on a desktop and a phone.
 */

const pastor = account('pastor');

const layouts = [
  { locale: 'en', width: 1280 },
  { locale: 'ko', width: 1280 },
  { locale: 'en', width: 375 },
  { locale: 'ko', width: 375 },
] as const satisfies readonly { locale: Locale; width: number }[];

for (const { locale, width } of layouts) {
  test.describe(`moderators (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    const t = translator(locale);

    test('a pastor invites a moderator, who accepts and then sees Video review', async ({
      page,
      request,
    }) => {
      // The person to invite: an individual of their own, made by the admin.
      const slug = unique('mod');
      const email = `${slug}@example.org`;
      const token = await adminToken(request);
      const { id: accountId } = await createAccount(request, token, slug);
      await createUser(request, token, accountId, email, {
        firstname: 'Mona',
        password: DEMO_PASSWORD,
      });

      await signIn(page, pastor, locale);
      await page.goto(routePath(locale, 'inviteModerator'));
      await field(page, t('moderators.invite.email')).fill(email);
      await page.getByRole('button', { name: t('moderators.invite.send') }).click();
      await expect(page.getByText(t('moderators.invite.sent', { email }))).toBeVisible();

      await expect
        .poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 })
        .toBe(1);
      const [mail] = await mailsTo(request, email);
      const link = /https?:\/\/\S+\/become-moderator\?token=\S+/.exec(mail!.text)?.[0];
      expect(link, `an invitation link in:\n${mail!.text}`).toBeTruthy();

      // The invited person signs in: the menu offers Become a moderator.
      await page.evaluate(() => window.localStorage.clear());
      const invited = { ...account('individual'), email };
      await signIn(page, invited, locale);
      // On a phone the menu lives in a drawer, opened from the top bar.
      const phone = width < 768;
      const menuLink = (key: 'menu.becomeModerator' | 'menu.videoReview') =>
        mainMenu(page, locale).getByRole('link', { name: t(key) });
      const openMenu = async () => {
        if (phone) await page.getByRole('button', { name: t('topBar.openMenu') }).click();
      };
      const closeMenu = async () => {
        if (phone) await page.keyboard.press('Escape');
      };
      await openMenu();
      await expect(menuLink('menu.becomeModerator')).toBeVisible();
      await expect(menuLink('menu.videoReview')).toHaveCount(0);
      await closeMenu();

      const path = new URL(link!).pathname + new URL(link!).search;
      await page.goto(locale === 'en' ? path : `/${locale}${path}`);
      await expect(
        page.getByRole('heading', {
          name: t('moderators.become.invitedBy', { church: 'Grace Community Church' }),
        }),
      ).toBeVisible();
      await page.getByRole('button', { name: t('moderators.become.accept') }).click();
      await expect(
        page.getByText(t('moderators.become.accepted', { church: 'Grace Community Church' })),
      ).toBeVisible();

      // The menu changes at once: Video review instead of Become a moderator.
      await openMenu();
      await expect(menuLink('menu.videoReview')).toBeVisible();
      await expect(menuLink('menu.becomeModerator')).toHaveCount(0);
      await closeMenu();

      // The pastor's list shows the person as a moderator.
      await page.evaluate(() => window.localStorage.clear());
      await signIn(page, pastor, locale);
      await page.goto(routePath(locale, 'churchModerators'));
      const row = page.getByRole('listitem').filter({ hasText: email });
      await expect(row.getByText(t('moderators.status.approved'), { exact: true })).toBeVisible();
    });
  });
}
