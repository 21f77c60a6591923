import type { Locator, Page } from '@playwright/test';
import { account } from './support/accounts';
import { adminToken, createAccount, createUser, unique } from './support/api';
import { localized, translator } from './support/i18n';
import { expect, field, signIn, test } from './support/test';

/**
 * Issue 24, with the keyboard only, at a phone's width: a toast can be reached while the menu
 * drawer is open (Tab after the drawer's last control, Shift+Tab before its first: decision
 * 067), and a menu at the window's edge opens flipped, fully inside the window.
 */

const admin = account('admin');
const t = translator('en');

test.use({ viewport: { width: 375, height: 640 } });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, backward = false, most = 60) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Whether focus is inside `container`. */
const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test('a toast can be reached with Tab while the phone menu drawer is open', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const tag = unique('toast');
  const { id: accountId } = await createAccount(request, token, tag);
  const { id } = await createUser(request, token, accountId, `${tag}@example.org`);
  await signIn(page, admin, 'en');
  await page.goto(localized('en', `/admin/user/${id}`));

  // Save with Enter: the success toast shows (6 s, paused while focus is on it).
  const firstname = field(page, t('resources.users.fields.firstname'));
  await firstname.fill('Keyboard');
  await firstname.press('Enter');
  const toasts = page.getByRole('region', { name: t('toast.region') });
  await expect(toasts.getByText(t('resources.users.saved'))).toBeVisible();
  // The pointer rests on the toast, which holds its 6 s clock: the walk below is about where
  // Tab goes, not a race with the timer (the admin's drawer is long, and a loaded machine slow).
  await toasts.getByText(t('resources.users.saved')).hover();

  // Back to the top bar's menu button, and open the drawer with Enter.
  const opener = page.getByRole('button', { name: t('topBar.openMenu') });
  await tabTo(page, opener, true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: t('leftMenu.label') });
  await expect(drawer).toBeVisible();
  await expect.poll(() => holdsFocus(drawer)).toBe(true);

  // Shift+Tab from the drawer's first control goes round to the toasts, never behind.
  const closeToast = toasts.getByRole('button', { name: t('common.close') });
  for (let press = 0; press < 60 && !(await holdsFocus(toasts)); press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(
      (await holdsFocus(drawer)) || (await holdsFocus(toasts)),
      'focus stays in the drawer or the toasts',
    ).toBe(true);
  }
  await expect(closeToast).toBeFocused();
  await expect(drawer).toBeVisible();

  // And on into the drawer again.
  await page.keyboard.press('Tab');
  await expect.poll(() => holdsFocus(drawer)).toBe(true);
});

test('a menu at the window edge opens flipped and stays inside the window', async ({ page }) => {
  await signIn(page, admin, 'en');
  const viewport = page.viewportSize() ?? { width: 375, height: 640 };

  // The top bar's language menu, near the end of a phone's top bar: it would run off the
  // right edge below its button, so it lines up with the button's other edge.
  const trigger = page.getByRole('button', {
    name: new RegExp(`^${t('languageSwitcher.label')}:`),
  });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: new RegExp(t('languageSwitcher.label')) });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('data-placed', '');
  await expect(page.getByRole('menuitemradio', { checked: true })).toBeFocused();

  const box = await menu.boundingBox();
  const button = await trigger.boundingBox();
  if (!box || !button) throw new Error('the menu and its button have boxes');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Flipped: it does not start at the button's left edge, as it would without room.
  expect(box.x).toBeLessThan(button.x);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});
