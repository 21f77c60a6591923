import { createChurch } from './support/api';
import { describeInLayouts, inMainMenu } from './support/layouts';
import { expect, field, routePath, signIn, test } from './support/test';

/**
 * A church made for the test has no location yet, so its leader's Campuses item carries the
 * 'Add church location to map.' warning. The leader adds a campus, placing its pin on the map:
 * the warning goes at once, and the campus shows on the map (as a list, where no tiles load);
 * removing it again (after 'Are you sure?') brings it back. In English and Korean, on a desktop
 * and a phone.
 */

describeInLayouts('campuses', 'ko', (layout) => {
  const { locale, t } = layout;

  test('the pastor adds a campus, and the map badge disappears', async ({ page, request }) => {
    const { leader } = await createChurch(request);
    const warning = t('menu.warning.addChurchLocation');
    const expectWarning = (shown: boolean) =>
      inMainMenu(page, layout, async (menu) => {
        const campusesItem = menu.getByRole('link', { name: t('menu.campuses'), exact: true });
        if (shown) await expect(campusesItem).toHaveAccessibleDescription(warning);
        else await expect(campusesItem).not.toHaveAccessibleDescription(warning);
      });

    await signIn(page, leader, locale);
    await expectWarning(true);
    await page.goto(routePath(locale, 'campuses'));
    await expect(page.getByRole('heading', { level: 1, name: t('campuses.title') })).toBeVisible();

    // Sent empty: the spec's prompts.
    await page.getByRole('button', { name: t('campuses.save') }).click();
    await expect(field(page, t('locationForm.name'))).toHaveAccessibleDescription(
      new RegExp(t('locationForm.nameRequired')),
    );

    await field(page, t('locationForm.name')).fill('Downtown campus');
    // 'Address' is also how 'Address line 2' begins: the field by its name.
    await page.locator('input[name="address"]').fill('1200 Main Street');
    await field(page, t('locationForm.city')).fill('Springfield');
    await field(page, t('locationForm.state')).fill('IL');
    await field(page, t('locationForm.zip')).fill('62701');
    await page.getByRole('combobox', { name: t('locationForm.country') }).selectOption('US');
    // The pin: a click on the map fills both coordinates. No tiles load here (no network),
    // so the map says so and stays clickable.
    const pinMap = page.getByRole('application', { name: t('locationForm.mapLabel') });
    await expect(pinMap).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText(t('locationMap.noTilesPin'))).toBeVisible();
    await pinMap.click({ position: { x: 80, y: 60 } });
    await expect(field(page, t('locationForm.latitude'))).not.toHaveValue('');
    await expect(field(page, t('locationForm.longitude'))).not.toHaveValue('');
    await page.getByRole('button', { name: t('campuses.save') }).click();

    const list = page.getByRole('list', { name: t('campuses.listLabel') });
    await expect(list.getByRole('heading', { name: 'Downtown campus' })).toBeVisible();
    // The campuses' map, without tiles, lists the pinned places instead.
    await expect(
      page.getByRole('list', { name: t('campuses.mapLabel') }).getByText(/Downtown campus/),
    ).toBeVisible();
    await expectWarning(false);
    // It is saved: a reload shows it.
    await page.reload();
    await expect(list.getByRole('heading', { name: 'Downtown campus' })).toBeVisible();

    // Removing it again, after 'Are you sure?', brings the warning back.
    await page
      .getByRole('button', { name: t('campuses.removeWhich', { name: 'Downtown campus' }) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('campuses.remove') }).click();
    await expect(list.getByRole('heading', { name: 'Downtown campus' })).toHaveCount(0);
    await expectWarning(true);
  });
});
