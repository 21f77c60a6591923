import type { Page } from '@playwright/test';
import type { Locale, Translate } from '#ds/i18n';
import { account } from './support/accounts';
import { adminToken, createAccount, createUser, mailsTo, unique } from './support/api';
import { localized } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { expect, field, signIn, test } from './support/test';

/**
 * The admin's resources against the running server: the users list (search, sort, pages,
 * state in the URL), an account and a pastor created in it, a user edited, an account with
 * users that cannot be deleted, and each change in the dashboard's recent activity. In English
 * and Korean, on a desktop and a phone. Every test makes its own records (unique names).
 */

const admin = account('admin');

// In order, in one worker: the dashboard shows the newest 8 lines of the activity log, and a
// test of this file running beside another (twelve users made at once) would push them out.
// Other files make records too, but at most 4 at a test's start (a church and its leader, a
// person and their account: support/api.ts), which leaves this file's lines on the dashboard.
test.describe.configure({ mode: 'default' });

/** The dashboard's recent activity shows `sentence`. */
async function expectInActivity(page: Page, locale: Locale, t: Translate, sentence: string) {
  await page.goto(localized(locale, '/admin/dashboard'));
  const table = page.getByRole('table', { name: t('resources.activity.title') });
  await expect(table.getByText(sentence, { exact: true })).toBeVisible();
}

describeInLayouts('admin resources', 'ko', ({ locale, t }) => {
  test('searches, sorts and pages the users; the URL keeps the list', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = unique('list');
    const { id: accountId } = await createAccount(request, token, tag);
    // Twelve users: two pages of ten, in email order 00…11.
    for (let index = 0; index < 12; index += 1) {
      const number = String(index).padStart(2, '0');
      await createUser(request, token, accountId, `${tag}-${number}@example.org`);
    }
    await signIn(page, admin, locale);
    await page.goto(localized(locale, '/admin/user?page_size=10'));
    await page.getByRole('searchbox', { name: t('resources.users.search') }).fill(tag);
    await page.getByRole('searchbox', { name: t('resources.users.search') }).press('Enter');
    await expect(page.getByText(t('adminResources.found', { count: '12' }))).toBeVisible();

    const table = page.getByRole('table', { name: t('routes.adminUsers') });
    await table.getByRole('button', { name: t('resources.users.fields.email') }).click();
    const firstEmail = table.getByRole('row').nth(1);
    await expect(firstEmail).toContainText(`${tag}-00@example.org`);
    await page.getByRole('button', { name: t('dataTable.nextPage') }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag}-10@example.org`);
    await expect(page).toHaveURL(/page=2/);

    // Reload and back keep the list where it was.
    await page.reload();
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag}-10@example.org`);
    await page.goBack();
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag}-00@example.org`);
  });

  test('creates an account, then a pastor in it, mailed in the admin’s language; both show in the activity', async ({
    page,
    request,
  }) => {
    const slug = unique('acct');
    const email = `${unique('pastor')}@example.org`;
    await signIn(page, admin, locale);
    await page.goto(localized(locale, '/admin/account/create'));
    await field(page, t('resources.accounts.fields.church_name')).fill(`Church ${slug}`);
    await field(page, t('resources.accounts.fields.slug')).fill(slug);
    await page
      .getByRole('combobox', { name: t('resources.accounts.fields.kind') })
      .selectOption('church');
    await page.getByRole('button', { name: t('resources.accounts.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Church ${slug}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/account\/\d+$/);

    await page.getByRole('link', { name: t('resources.accounts.addUser') }).click();
    await expect(page).toHaveURL(/\/admin\/user\/create\?account_id=\d+$/);
    await expect(
      page.getByRole('combobox', { name: t('resources.users.fields.account_id') }),
    ).toHaveValue(/\d+/);
    await field(page, t('resources.users.fields.email')).fill(email);
    await field(page, t('resources.users.fields.firstname')).fill('Paula');
    await field(page, t('resources.users.fields.lastname')).fill('Pastor');
    await page.getByRole('checkbox', { name: t('account.roles.evangelism'), exact: true }).check();
    // The new user's language starts as the admin's; their choose-password mail is in it.
    const language = page.getByRole('combobox', { name: t('resources.users.fields.locale') });
    await expect(language).toHaveValue(locale);
    await expect(language.getByRole('option', { name: '한국어' })).toHaveAttribute('lang', 'ko');
    await page.getByRole('button', { name: t('resources.users.create') }).click();
    await expect(page).toHaveURL(/\/admin\/user\/\d+$/);
    await expect(language).toHaveValue(locale);
    await expect
      .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toEqual([t('mail.choosePassword.subject')]);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('resources.users.editTitle', { name: 'Paula Pastor' }),
      }),
    ).toBeVisible();

    const sentence = (action: 'create', resource: 'accounts' | 'users', record: string) =>
      t(`resources.activity.actions.${action}`, {
        actor: 'Ada Admin',
        resource: t(`resources.activity.resources.${resource}`),
        record,
      });
    await expectInActivity(page, locale, t, sentence('create', 'users', email));
    await expect(page.getByText(sentence('create', 'accounts', `Church ${slug}`))).toBeVisible();
  });

  test('edits a user; the change shows in the activity', async ({ page, request }) => {
    const token = await adminToken(request);
    const tag = unique('edit');
    const { id: accountId } = await createAccount(request, token, tag);
    const email = `${tag}@example.org`;
    const { id } = await createUser(request, token, accountId, email, { firstname: 'Before' });
    await signIn(page, admin, locale);
    await page.goto(localized(locale, `/admin/user/${id}`));
    await field(page, t('resources.users.fields.firstname')).fill('After');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('resources.users.saved'))).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('resources.users.editTitle', { name: 'After Person' }),
      }),
    ).toBeVisible();
    await expectInActivity(
      page,
      locale,
      t,
      t('resources.activity.actions.update', {
        actor: 'Ada Admin',
        resource: t('resources.activity.resources.users'),
        record: email,
      }),
    );
  });

  test('an account with users cannot be deleted: the server says why', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = unique('keep');
    const { id: accountId } = await createAccount(request, token, tag);
    await createUser(request, token, accountId, `${tag}@example.org`);
    await signIn(page, admin, locale);
    await page.goto(localized(locale, `/admin/account/${accountId}`));
    await page.getByRole('button', { name: t('resources.accounts.delete') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('resources.accounts.delete') }).click();
    await expect(dialog.getByText(t('resources.accounts.deleteRefused'))).toBeVisible();
    await page.goto(localized(locale, `/admin/account/${accountId}`));
    await expect(page.getByRole('heading', { level: 1, name: `Church ${tag}` })).toBeVisible();
  });
});
