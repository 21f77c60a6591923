import { account } from './support/accounts';
import { adminToken, call, createChurch, mailsTo, unique, writeToChurch } from './support/api';
import { localized } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { visitorAddress } from './support/visitor';
import { expect, routePath, signIn, test } from './support/test';

/**
 * AI control (decision 078) against the running server, with the demo's offline sandbox: a
 * pastor asks for a reply draft in the inbox (written in the writer's language, marked
 * sandbox), edits it and presses Send, and the sender's mail has the edited text; an admin
 * finds the draft in AI control's generation log, turns reply drafts off there, and the
 * pastor's draft button is gone at the next navigation (the inbox asks for the switches again
 * whenever the button mounts, and at least every minute). One test, two people: the pastor's
 * page and the admin's, each signed in once. Reply drafts are turned on again at the end.
 */

describeInLayouts('ai control', 'ko', ({ locale, t }) => {
  test('a sandbox reply draft is edited and sent, logged, then switched off', async ({
    page,
    browser,
    request,
  }) => {
    const church = await createChurch(request);
    const tag = unique('draft');
    const message = {
      name: 'Visitor',
      email: `${tag}@example.org`,
      subject: `Prayer (${tag})`,
      message: 'Please pray for my family.',
    };
    await Promise.all([
      writeToChurch(request, church.slug, [message]),
      signIn(page, church.leader, locale),
    ]);
    await page.goto(routePath(locale, 'inbox'));
    await page.getByRole('link', { name: message.subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: message.subject })).toBeVisible();

    // The draft is in the writer's language (the contact form was English), marked sandbox.
    await page.getByRole('button', { name: t('ai.replyDraft.button') }).click();
    const box = page.getByRole('textbox', { name: t('message.reply') });
    await expect(box).toHaveValue(new RegExp(`^Dear Visitor,[\\s\\S]*Sandbox draft`));
    await expect(page.getByText(t('ai.replyDraft.sandbox'), { exact: false })).toBeVisible();

    // Nothing is sent until Send: the pastor edits the draft, then sends it.
    const edited = `Dear Visitor, we are praying for your family this Sunday. (${tag})`;
    await box.fill(edited);
    await page.getByRole('button', { name: t('message.send') }).click();
    await expect(page.getByText(t('message.sent'))).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(request, message.email)).map((mail) => mail.text).join(''), {
        timeout: 15_000,
      })
      .toContain(edited);

    // The admin, on a page of their own, finds the draft in the log and turns reply drafts off.
    const adminContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      viewport: page.viewportSize(),
    });
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, account('admin'), locale);
      await admin.goto(localized(locale, '/admin/ai_control'));
      await expect(
        admin.getByRole('heading', { level: 1, name: t('routes.adminAiControl') }),
      ).toBeVisible();
      const search = admin.getByRole('searchbox', { name: t('resources.ai_generations.search') });
      await search.fill(church.name);
      await search.press('Enter');
      const log = admin.getByRole('table', { name: t('ai.control.log') });
      const row = log.getByRole('row').filter({ hasText: church.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t('resources.ai_generations.features.reply_drafts'));
      await expect(row).toContainText(t('resources.ai_generations.outcomes.ok'));

      const settings = admin.getByRole('form', { name: t('ai.control.features.reply_drafts') });
      const onOff = settings.getByRole('switch', {
        name: `${t('ai.control.features.reply_drafts')}: ${t('ai.control.enabled')}`,
      });
      await expect(onOff).toHaveAttribute('aria-checked', 'true');
      await onOff.click();
      await settings.getByRole('button', { name: t('ai.control.save') }).click();
      await expect(settings.getByText(t('ai.control.saved'))).toBeVisible();

      // The pastor moves to the inbox and back: the button is gone, without waiting a minute.
      await page
        .getByRole('main')
        .getByRole('link', { name: t('message.backToInbox') })
        .click();
      await page.getByRole('link', { name: message.subject }).click();
      await expect(page.getByRole('heading', { level: 1, name: message.subject })).toBeVisible();
      await expect(page.getByRole('button', { name: t('ai.replyDraft.button') })).toHaveCount(0);
    } finally {
      await adminContext.close();
      await call(request, await adminToken(request), '/admin/ai/update_feature', {
        feature: 'reply_drafts',
        enabled: true,
      });
    }
  });
});
