import type { Locator, Page } from '@playwright/test';
import type { Locale, Translate } from '#ds/i18n';
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

/** E2E_ALL_LAYOUTS=1 runs every flow in all four pairs of language and width (decision 041). */
const allLayouts = process.env.E2E_ALL_LAYOUTS === '1';
/** E2E_BOTH_LAYOUTS=1 runs every flow in both of its pairs, as CI did until decision 073. */
const bothLayouts = process.env.E2E_BOTH_LAYOUTS === '1';

/** A number of the title's letters, the same on every run: which pair a flow runs in. */
const titleSum = (title: string) =>
  [...title].reduce((sum, letter) => sum + letter.charCodeAt(0), 0);

/**
 * The pairs a flow may run in: English on a desktop and `second` on a phone; by default one of
 * them per flow, so that the suite drives each language and each width; both with
 * E2E_BOTH_LAYOUTS=1, and the other two pairs too with E2E_ALL_LAYOUTS=1. The stories show every
 * screen in every language at both widths (decisions 041 and 073).
 */
function layoutPairs(title: string, second: Exclude<Locale, 'en'>): [Locale, number][] {
  const pairs: [Locale, number][] = [
    ['en', WIDTHS[0]],
    [second, WIDTHS[1]],
  ];
  if (allLayouts) return [...pairs, [second, WIDTHS[0]], ['en', WIDTHS[1]]];
  if (bothLayouts) return pairs;
  // By default one pair per flow, picked by its title (decision 073): across the suite every
  // language and both widths are still driven, in half the time.
  return [pairs[titleSum(title) % 2]!];
}

/**
 * A flow in English at a desktop's width or in `second` at a phone's, picked by its title (both
 * with E2E_BOTH_LAYOUTS=1, all four pairs with E2E_ALL_LAYOUTS=1): one `describe` per pair,
 * named `<title> (<locale>, <width> px)`, with its viewport; `body` adds the tests.
 */
export function describeInLayouts(
  title: string,
  second: Exclude<Locale, 'en'>,
  body: (layout: Layout) => void,
): void {
  for (const [locale, width] of layoutPairs(title, second)) {
    test.describe(`${title} (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: 900 } });
      body({ locale, width, phone: width < PHONE_BELOW, t: translator(locale) });
    });
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
