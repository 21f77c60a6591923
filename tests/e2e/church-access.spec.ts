import { account, DEMO_PASSWORD } from './support/accounts';
import { adminToken, createAccount, createUser, unique } from './support/api';
import { describeInLayouts } from './support/layouts';
import { expect, field, routePath, signIn, test } from './support/test';

/**
 * A care user sets up church access (the counselling product's church-member login) for a church
 * of the test's own, then edits it; what the server saved shows after a reload, and the care
 * password is never shown again. In English and Korean, on a desktop and a phone.
 */

describeInLayouts('church access', 'ko', ({ locale, t }) => {
  test('a care user sets up church access, then edits it', async ({ page, request }) => {
    const slug = unique('care');
    const email = `${slug}@example.org`;
    const token = await adminToken(request);
    const { id: accountId } = await createAccount(request, token, slug);
    await createUser(request, token, accountId, email, {
      firstname: 'Carmen',
      roles: ['care'],
      password: DEMO_PASSWORD,
    });
    await signIn(page, { ...account('care'), email }, locale);

    await page.goto(routePath(locale, 'churchAccess'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('churchAccess.title') }),
    ).toBeVisible();
    await expect(page.getByText(t('churchAccess.login.notSetUp'))).toBeVisible();
    await expect(page.getByText(slug, { exact: true })).toBeVisible();

    // Sent empty: the spec's care prompts, and nothing is saved.
    const create = page.getByRole('button', { name: t('churchAccess.form.create') });
    await create.click();
    await expect(field(page, t('churchAccess.form.carePastor'))).toHaveAccessibleDescription(
      t('churchAccess.form.carePastorRequired'),
    );
    await expect(field(page, t('churchAccess.form.careWebsite'))).toHaveAccessibleDescription(
      new RegExp(t('churchAccess.form.careWebsiteRequired')),
    );

    await field(page, t('churchAccess.form.carePastor')).fill('Pastor Ruth Kim');
    await field(page, t('churchAccess.form.careEmail')).fill(`care-${slug}@example.org`);
    await field(page, t('churchAccess.form.carePhone')).fill('+1 555 010 0199');
    await field(page, t('churchAccess.form.careAddress')).fill('12 River Road, Springfield');
    await field(page, t('churchAccess.form.careWebsite')).fill('https://care.example.org');
    const password = field(page, t('churchAccess.form.carePassword'));
    await password.fill('members-only-2026');
    await create.click();

    await expect(page.getByRole('status')).toHaveText(t('churchAccess.form.saved'));
    await expect(page.getByText(t('churchAccess.login.active'), { exact: true })).toBeVisible();
    // Now a change of password is optional, and the one just set is not in the page.
    await expect(field(page, t('churchAccess.form.newCarePassword'))).toHaveValue('');
    await expect(page.locator('input[value="members-only-2026"]')).toHaveCount(0);

    await field(page, t('churchAccess.form.carePastor')).fill('Pastor Sam Ortiz');
    await page.getByRole('button', { name: t('churchAccess.form.save') }).click();
    await expect(page.getByRole('status')).toHaveText(t('churchAccess.form.saved'));

    await page.reload();
    await expect(field(page, t('churchAccess.form.carePastor'))).toHaveValue('Pastor Sam Ortiz');
    await expect(field(page, t('churchAccess.form.careEmail'))).toHaveValue(
      `care-${slug}@example.org`,
    );
    await expect(page.getByText(t('churchAccess.login.active'), { exact: true })).toBeVisible();
  });
});
