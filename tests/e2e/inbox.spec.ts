import type { Locale } from '../../design-system/i18n';
import { account } from './support/accounts';
import { mailsTo } from './support/api';
import { translator } from './support/i18n';
import { expect, routePath, signIn, test } from './support/test';

/**
 * The pastor reads the church's inbox: the unread view and its count, a search on the server, a
 * message opened (it is then read, and the count drops), and a reply that reaches the sender's
 * mailbox (the suite's mail sink) and stays with the message after a reload. In English and
 * Korean, on a desktop and a phone.
 *
 * Reading messages changes the demo pastor's church, which runs in the project after the files
 * that read it (playwright.config.ts), in order.
 */

test.describe.configure({ mode: 'default' });

const pastor = account('pastor');

const layouts = [
  { locale: 'en', width: 1280 },
  { locale: 'ko', width: 1280 },
  { locale: 'en', width: 375 },
  { locale: 'ko', width: 375 },
] as const satisfies readonly { locale: Locale; width: number }[];

for (const { locale, width } of layouts) {
  test.describe(`inbox (${locale}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    const t = translator(locale);

    test('the pastor reads a message in the inbox and replies', async ({ page, request }) => {
      await signIn(page, pastor, locale);
      await page.goto(routePath(locale, 'inbox'));
      await expect(page.getByRole('heading', { level: 1, name: t('inbox.title') })).toBeVisible();

      // The unread view, and its count.
      const unreadView = page.getByRole('link', { name: /\(\d+\)/ });
      const countOf = async () =>
        Number(/\((\d+)\)/.exec((await unreadView.textContent()) ?? '')?.[1]);
      await expect(unreadView).toBeVisible();
      const before = await countOf();
      expect(before).toBeGreaterThan(0);
      await unreadView.click();
      await expect(page).toHaveURL(/filter=unread/);

      // A search, on the server: for the newest unread message's subject.
      const table = page.getByRole('table', { name: t('inbox.title') });
      const firstRow = table.getByRole('row').nth(1);
      const first = firstRow.getByRole('link');
      // The previous view's rows stay on screen until the unread ones arrive.
      await expect(firstRow).toContainText(t('inbox.states.unread'));
      const subject = (await first.textContent())!.trim();
      const search = page.getByRole('searchbox', { name: t('inbox.search') });
      await search.fill(subject);
      await search.press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(first).toHaveText(subject);

      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      const sender = /<([^>]+)>/.exec(
        (await page
          .getByText(/<[^>]+@[^>]+>/)
          .first()
          .textContent()) ?? '',
      )?.[1];
      expect(sender).toBeTruthy();

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
      await expect(unreadView).toHaveText(t('inbox.unreadCount', { count: before - 1 }));
    });
  });
}
