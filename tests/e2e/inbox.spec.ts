import { createChurch, mailsTo, unique, writeToChurch } from './support/api';
import { describeInLayouts } from './support/layouts';
import { expect, routePath, signIn, test } from './support/test';

/**
 * The pastor reads the church's inbox: the unread view and its count, a search on the server, a
 * message opened (it is then read, and the count drops), and a reply that reaches the sender's
 * mailbox (the suite's mail sink) and stays with the message after a reload. In English and
 * Korean, on a desktop and a phone.
 *
 * The church is made for the test, and two visitors' messages reach it through its public
 * page's contact form, as they reach any church.
 */

describeInLayouts('inbox', 'ko', ({ locale, width, t }) => {
  test('the pastor reads a message in the inbox and replies', async ({ page, request }) => {
    const church = await createChurch(request);
    const tag = unique('inbox');
    const messages = ['Parking on Sunday', 'Youth group on Wednesday'].map((topic, index) => ({
      name: `Visitor ${index + 1}`,
      email: `${tag}-${index + 1}@example.org`,
      subject: `${topic} (${tag})`,
      message: `A question about ${topic.toLowerCase()}.`,
    }));
    // The visitor takes a few seconds to write (decision 027) while the pastor signs in.
    await Promise.all([
      writeToChurch(request, church.slug, messages),
      signIn(page, church.leader, locale),
    ]);
    await page.goto(routePath(locale, 'inbox'));
    await expect(page.getByRole('heading', { level: 1, name: t('inbox.title') })).toBeVisible();

    // The unread view, and its count: both messages.
    const unreadView = page.getByRole('link', { name: /\(\d+\)/ });
    await expect(unreadView).toHaveText(t('inbox.unreadCount', { count: 2 }));
    await unreadView.click();
    await expect(page).toHaveURL(/filter=unread/);

    // A search, on the server: for the newest unread message's subject, which leaves only it.
    const table = page.getByRole('table', { name: t('inbox.title') });
    const rows = table.getByRole('row');
    const firstRow = rows.nth(1);
    const first = firstRow.getByRole('link');
    // The previous view's rows stay on screen until the unread ones arrive.
    await expect(firstRow).toContainText(t('inbox.states.unread'));
    await expect(rows).toHaveCount(3);
    const subject = (await first.textContent())!.trim();
    const search = page.getByRole('searchbox', { name: t('inbox.search') });
    await search.fill(subject);
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(rows).toHaveCount(2);
    await expect(first).toHaveText(subject);

    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const sender = /<([^>]+)>/.exec(
      (await page
        .getByText(/<[^>]+@[^>]+>/)
        .first()
        .textContent()) ?? '',
    )?.[1];
    expect(sender).toBe(messages.find((message) => message.subject === subject)?.email);

    const reply = `Thank you for writing (${locale} ${width}). See you on Sunday!`;
    await page.getByRole('textbox', { name: t('message.reply') }).fill(reply);
    await page.getByRole('button', { name: t('message.send') }).click();
    await expect(page.getByText(t('message.sent'))).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(request, sender!)).map((mail) => mail.text).join('\n'), {
        timeout: 15_000,
      })
      .toContain(reply);

    await page.reload();
    await expect(page.getByText(reply)).toBeVisible();

    // Back in the inbox: one fewer unread.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('message.backToInbox') })
      .click();
    await expect(unreadView).toHaveText(t('inbox.unreadCount', { count: 1 }));
  });
});
