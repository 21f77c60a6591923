import type { Locator, Page } from '@playwright/test';
import type { Locale, Translate } from '../../../design-system/i18n';
import { translator } from './i18n';
import { mainMenu, test } from './test';

/** A language and a width a flow runs in, with that language's translator. */
export type Layout = {
  locale: Locale;
  width: number;
  /** Below the tablet width the main menu is a drawer, opened from the top bar. */
  phone: boolean;
  t: Translate;
};

/** The widths every flow runs at (since issue 6): a desktop's and a phone's. */
const WIDTHS = [1280, 375] as const;
const PHONE_BELOW = 768;

/**
 * A flow in English and in `second`, each at a desktop's and a phone's width: one `describe`
 * per pair, named `<title> (<locale>, <width> px)`, with its viewport; `body` adds the tests.
 */
export function describeInLayouts(
  title: string,
  second: Exclude<Locale, 'en'>,
  body: (layout: Layout) => void,
): void {
  for (const width of WIDTHS) {
    for (const locale of ['en', second] as const) {
      test.describe(`${title} (${locale}, ${width} px)`, () => {
        test.use({ viewport: { width, height: 900 } });
        body({ locale, width, phone: width < PHONE_BELOW, t: translator(locale) });
      });
    }
  }
}

/**
 * Runs `check` on the main menu as the user reaches it: on a phone the drawer is opened from
 * the top bar first and closed again after.
 */
export async function inMainMenu(
  page: Page,
  { locale, phone, t }: Layout,
  check: (menu: Locator) => Promise<void>,
): Promise<void> {
  if (phone) await page.getByRole('button', { name: t('topBar.openMenu') }).click();
  await check(mainMenu(page, locale));
  if (phone) await page.keyboard.press('Escape');
}
