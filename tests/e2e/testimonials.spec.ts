import { CONTACT_FORM_LIMITS } from '#server/settings';
import { createChurch, fillChurchProfile, mailsTo, unique, visitorAddress } from './support/api';
import { localized } from './support/i18n';
import { describeInLayouts, inMainMenu } from './support/layouts';
import { expect, readMenu, routeUrl, signIn, test } from './support/test';

/**
 * Testimonials (issue 11, decision 054): a visitor of a church made for the test, not signed in,
 * shares a story from its public page (first without ticking the consent: the box is named and
 * the story kept); the church's leader finds it under Testimonials with the consent given,
 * approves it, and it shows on the public page with the first name only; the visitor withdraws
 * it with the mailed link and it is gone. In English at 1280 px and Korean at 375 px.
 */

/** The form refuses posts faster than a person fills it in (decision 027). */
const personPause = () =>
  new Promise((resolve) => setTimeout(resolve, CONTACT_FORM_LIMITS.minFillSeconds * 1000 + 300));

describeInLayouts('testimonials', 'ko', (layout) => {
  const { locale, width, t } = layout;

  test('a visitor shares a story, the church approves it, it shows; withdrawn, it is gone', async ({
    page,
    browser,
    request,
  }) => {
    const church = await createChurch(request);
    await fillChurchProfile(request, church);
    const publicPath = localized(locale, `/church/${church.slug}`);
    const firstName = unique('Ana')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 30);
    const email = `${firstName.toLowerCase()}@example.org`;
    const story = `The card brought me back (${locale}, ${width}).\nThank you for the welcome.`;

    // The visitor, at an address of their own (the form limits each visitor).
    const visitorContext = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicPath);
    await visitor.getByRole('link', { name: t('publicChurch.testimony.share') }).click();
    await expect(visitor).toHaveURL(new RegExp(`${publicPath}/testimony$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      t('publicChurch.testimony.title'),
    );
    // No script on the page, and nothing wider than a phone.
    expect(await visitor.locator('script').count()).toBe(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await visitor
      .getByRole('textbox', { name: t('publicChurch.testimony.firstName'), exact: true })
      .fill(firstName);
    await visitor
      .getByRole('textbox', { name: t('publicChurch.testimony.email'), exact: true })
      .fill(email);
    await visitor
      .getByRole('textbox', { name: t('publicChurch.testimony.story'), exact: true })
      .fill(story);
    await personPause();
    // Without the consent: refused, the box named, the story kept.
    await visitor.getByRole('button', { name: t('publicChurch.testimony.send') }).click();
    await expect(
      visitor.getByText(t('publicChurch.testimony.errors.consentRequired')),
    ).toBeVisible();
    await expect(
      visitor.getByRole('textbox', { name: t('publicChurch.testimony.story'), exact: true }),
    ).toHaveValue(story);
    const consent = visitor.getByRole('checkbox', {
      name: t('publicChurch.testimony.consent', { church: church.name }),
    });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await personPause();
    await visitor.getByRole('button', { name: t('publicChurch.testimony.send') }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      t('publicChurch.testimony.sent.title'),
    );
    await visitor.goto(publicPath);
    await expect(visitor.getByText(story.split('\n')[0]!)).toHaveCount(0);

    // The leader finds it under Testimonials, whose menu entry counts it, with the consent it
    // was sent with, and approves it.
    await signIn(page, church.leader, locale);
    await inMainMenu(page, layout, async (menu) => {
      const entry = (await readMenu(menu))
        .flatMap((section) => section.items)
        .find((item) => item.label === t('menu.testimonials'));
      expect(entry?.count).toBe(1);
      await menu.getByRole('link', { name: t('menu.testimonials') }).click();
    });
    await expect(page).toHaveURL(routeUrl(locale, 'testimonials'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('testimonials.title') }),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: firstName });
    await expect(card.getByText(story.split('\n')[0]!)).toBeVisible();
    await card.locator('summary').click();
    await expect(
      card.getByText(t('publicChurch.testimony.consent', { church: church.name })),
    ).toBeVisible();
    const approve = t('testimonials.approve');
    await card
      .getByRole('button', {
        name: t('testimonials.actionWho', { action: approve, name: firstName }),
      })
      .click();
    await expect(page.getByText(t('testimonials.approved', { name: firstName }))).toBeVisible();

    // On the public page: the story and the first name, never the e-mail address.
    await visitor.reload();
    const shown = visitor.getByRole('region', { name: t('publicChurch.testimony.sectionTitle') });
    await expect(shown.getByText(story.split('\n')[0]!)).toBeVisible();
    await expect(shown.getByText(firstName)).toBeVisible();
    await expect(visitor.getByText(email)).toHaveCount(0);

    // The visitor withdraws it with the mailed link: gone from the page at once.
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
    const [mail] = await mailsTo(request, email);
    const link = /https?:\/\/\S+\/testimony\/withdraw\?token=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
    expect(link, mail!.text).toBeTruthy();
    await visitor.goto(new URL(link!).pathname + new URL(link!).search);
    await visitor
      .getByRole('button', { name: t('publicChurch.testimony.withdraw.confirm') })
      .click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      t('publicChurch.testimony.withdrawn.title'),
    );
    await visitor.goto(publicPath);
    await expect(visitor.getByText(story.split('\n')[0]!)).toHaveCount(0);
    await visitorContext.close();
  });
});
