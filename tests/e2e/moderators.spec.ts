import { createChurch, createPerson, mailsTo } from './support/api';
import { describeInLayouts, inMainMenu } from './support/layouts';
import { expect, field, routePath, signIn, test } from './support/test';

/**
 * A church's pastor invites a moderator by e-mail; the person, signed in, opens the mailed link
 * and accepts; Video review then replaces Become a moderator in their menu, and the pastor's
 * list shows them as a moderator. Church, pastor and person are made for the test; the mail is
 * the real one (the suite's mail sink). In English and Korean, on a desktop and a phone.
 */

describeInLayouts('moderators', 'ko', (layout) => {
  const { locale, t } = layout;

  test('a pastor invites a moderator, who accepts and then sees Video review', async ({
    page,
    request,
  }) => {
    const [church, person] = await Promise.all([
      createChurch(request),
      createPerson(request, { prefix: 'mod', firstname: 'Mona' }),
    ]);
    const { email } = person;

    await signIn(page, church.leader, locale);
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
    await signIn(page, person, locale);
    const menuLinks = async (shown: 'menu.becomeModerator' | 'menu.videoReview') => {
      const hidden = shown === 'menu.videoReview' ? 'menu.becomeModerator' : 'menu.videoReview';
      await inMainMenu(page, layout, async (menu) => {
        await expect(menu.getByRole('link', { name: t(shown) })).toBeVisible();
        await expect(menu.getByRole('link', { name: t(hidden) })).toHaveCount(0);
      });
    };
    await menuLinks('menu.becomeModerator');

    const path = new URL(link!).pathname + new URL(link!).search;
    await page.goto(locale === 'en' ? path : `/${locale}${path}`);
    await expect(
      page.getByRole('heading', {
        name: t('moderators.become.invitedBy', { church: church.name }),
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('moderators.become.accept') }).click();
    await expect(
      page.getByText(t('moderators.become.accepted', { church: church.name })),
    ).toBeVisible();

    // The menu changes at once: Video review instead of Become a moderator.
    await menuLinks('menu.videoReview');

    // The pastor's list shows the person as a moderator.
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, church.leader, locale);
    await page.goto(routePath(locale, 'churchModerators'));
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText(t('moderators.status.approved'), { exact: true })).toBeVisible();
  });
});
