import type { Page } from '@playwright/test';
import type { Translate } from '#ds/i18n';
import { expect } from './test';

/** A UPS number with a valid check digit (UPS's published example), and one with a wrong one. */
export const UPS_NUMBER = '1Z999AA10123456784';
export const UPS_WRONG_CHECK_DIGIT = '1Z999AA10123456785';

/**
 * Ships the order open on its admin page (card orders, store orders) as an admin types it: the
 * empty form is refused under both fields, then a UPS number of the wrong check digit is the
 * server's to refuse (400, its verdict under the field, the order still not shipped), then the
 * valid number ships it and the page says so.
 */
export async function shipOnOrderPage(
  page: Page,
  t: Translate,
  {
    resource,
    number,
    afterRefusal,
  }: {
    resource: 'card_orders' | 'store_orders';
    /** The order's number, as the notice names it. */
    number: string;
    /** Runs while the refused number is on screen (a screenshot). */
    afterRefusal?: () => Promise<unknown>;
  },
) {
  const ship = page.getByRole('button', { name: t('resources.card_orders.moves.shipped') });
  await ship.click();
  await expect(
    page.getByText(t('resources.card_orders.ship.carrierRequired')).first(),
  ).toBeVisible();
  await expect(
    page.getByText(t('resources.card_orders.ship.trackingRequired')).first(),
  ).toBeVisible();
  const carrier = page.getByRole('combobox', { name: t('resources.card_orders.fields.carrier') });
  const trackingNumber = page.getByRole('textbox', {
    name: t('resources.card_orders.fields.tracking_number'),
  });
  await carrier.selectOption('ups');
  await trackingNumber.fill(UPS_WRONG_CHECK_DIGIT);
  const transition = resource === 'card_orders' ? 'card_order' : 'store_order';
  const refused = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/admin/${transition}_transition`),
  );
  await ship.click();
  expect((await refused).status()).toBe(400);
  await expect(trackingNumber).toHaveAccessibleDescription(
    new RegExp(t('resources.card_orders.errors.tracking_number').replace(/[.?]/g, '\\$&')),
  );
  await expect(page.getByText(t(`resources.${resource}.notShipped`))).toBeVisible();
  await afterRefusal?.();

  await trackingNumber.fill(UPS_NUMBER);
  await ship.click();
  await expect(page.getByText(t(`resources.${resource}.moved.shipped`, { number }))).toBeVisible();
}
