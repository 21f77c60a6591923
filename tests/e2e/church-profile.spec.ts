import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_FORM_LIMITS } from '#server/settings';
import { createChurch, fillChurchProfile, mailsTo, unique, visitorAddress } from './support/api';
import { localized } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { expect, routePath, signIn, test } from './support/test';

/**
 * The pastor edits the church profile, uploads a headshot (a real PNG; a text file named .png
 * is refused with a message) and sees both on the church's public page; a visitor writes from
 * that page, and the pastor reads the message in the inbox and answers it. The church and its
 * first profile are made for the test. In English and Spanish, on a desktop and a phone.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describeInLayouts('church profile', 'es', ({ locale, width, t }) => {
  test('the pastor edits the profile and its public page; a visitor writes to the church', async ({
    page,
    browser,
    request,
  }) => {
    const church = await createChurch(request);
    const [profile] = await Promise.all([
      signIn(page, church.leader, locale),
      fillChurchProfile(request, church),
    ]);
    const publicPath = localized(locale, `/church/${profile.account_slug}`);

    // Edit profile: new service times, saved.
    await page.goto(routePath(locale, 'editProfile'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('editProfile.title') }),
    ).toBeVisible();
    const times = `Sunday ${locale} ${width}: 10:30`;
    const serviceTimes = page.getByRole('textbox', {
      name: t('editProfile.fields.serviceTimes'),
    });
    await serviceTimes.fill(times);
    await page.getByRole('button', { name: t('common.save'), exact: true }).click();
    await expect(page.getByText(t('editProfile.saved'), { exact: true })).toBeVisible();

    // The headshot: a text file named .png is refused by its content, a real PNG is taken.
    const headshotInput = page.locator('input[type="file"]').nth(1);
    await headshotInput.setInputFiles(path.join(fixtures, 'not-a-picture.png'));
    await expect(page.getByText(t('editProfile.errors.notPicture'))).toBeVisible();
    await headshotInput.setInputFiles(path.join(fixtures, 'headshot.png'));
    const headshot = page.getByRole('img', { name: t('editProfile.pictures.headshotCurrent') });
    await expect(headshot).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.webp$/);
    const headshotSrc = await headshot.getAttribute('src');

    // The public page, from Church profile's link: the new text and the picture.
    await page.goto(routePath(locale, 'churchProfile'));
    const link = page
      .getByRole('main')
      .getByRole('link', { name: t('churchProfileScreen.viewPublic') });
    await expect(link).toHaveAttribute('href', new RegExp(`${publicPath}$`));
    const publicPage = await page.context().newPage();
    await publicPage.goto(publicPath);
    await expect(publicPage.getByText(times)).toBeVisible();
    const shown = publicPage.locator('img.headshot');
    await expect(shown).toHaveAttribute('src', headshotSrc!);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await publicPage.close();

    // A visitor, not signed in, writes from the public page.
    // A visitor at an address of their own (the contact form limits each address).
    const visitorContext = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(profile.church_name!);
    const subject = unique(`Visit ${locale} ${width}`);
    const senderEmail = `${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.org`;
    // First a mistake: the page comes back with the field named and the text kept.
    await visitor.getByLabel(t('publicChurch.form.name')).fill('Sam Visitor');
    await visitor.getByLabel(t('publicChurch.form.email')).fill('sam-at-example');
    await visitor.getByLabel(t('publicChurch.form.subject')).fill(subject);
    await visitor.getByLabel(t('publicChurch.form.message')).fill('Is there parking nearby?');
    // A person takes a few seconds to write; the form refuses faster posts (decision 027).
    await visitor.waitForTimeout(CONTACT_FORM_LIMITS.minFillSeconds * 1000 + 500);
    await visitor.getByRole('button', { name: t('publicChurch.form.send') }).click();
    await expect(visitor.getByText(t('publicChurch.form.errors.emailInvalid'))).toBeVisible();
    await expect(visitor.getByLabel(t('publicChurch.form.message'))).toHaveValue(
      'Is there parking nearby?',
    );
    await visitor.getByLabel(t('publicChurch.form.email')).fill(senderEmail);
    await visitor.waitForTimeout(CONTACT_FORM_LIMITS.minFillSeconds * 1000 + 500);
    await visitor.getByRole('button', { name: t('publicChurch.form.send') }).click();
    await expect(
      visitor.getByRole('heading', { level: 1, name: t('publicChurch.sent.title') }),
    ).toBeVisible();
    await visitorContext.close();

    // The pastor finds it in the inbox and answers.
    await page.goto(`${routePath(locale, 'inbox')}?q=${encodeURIComponent(subject)}`);
    const table = page.getByRole('table', { name: t('inbox.title') });
    await table.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Is there parking nearby?')).toBeVisible();
    const reply = `Yes, behind the church (${locale} ${width}).`;
    await page.getByRole('textbox', { name: t('message.reply') }).fill(reply);
    await page.getByRole('button', { name: t('message.send') }).click();
    await expect(page.getByText(t('message.sent'))).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(request, senderEmail)).map((mail) => mail.text).join('\n'), {
        timeout: 15_000,
      })
      .toContain(reply);
  });
});
