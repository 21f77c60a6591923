import type { Page } from '@playwright/test';
import { createChurchWithStories, mailsTo, visitorAddress } from './support/api';
import { localized, translator } from './support/i18n';
import { expect, mainMenu, readMenu, routePath, signIn, test } from './support/test';

/**
 * Video review against the running product: a church of the test's own with two stories
 * waiting and a moderator (tests/e2e/support/api.ts, createChurchWithStories), so the demo data
 * other files read stays as seeded. The public page's test reads the demo's welcome video.
 */

/** The count next to Video review in the main menu (0 when none shows). */
async function waitingInMenu(page: Page, locale: 'en' | 'ko') {
  const t = translator(locale);
  const sections = await readMenu(mainMenu(page, locale));
  const item = sections
    .flatMap((section) => section.items)
    .find((entry) => entry.label === t('menu.videoReview'));
  return item?.count ?? 0;
}

test.describe('video review (en, 1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const t = translator('en');

  test('a moderator approves a story; the menu count drops and it shows on Jesus stories and its own page', async ({
    page,
    request,
  }) => {
    const { moderator, stories } = await createChurchWithStories(request, ['Ivan', 'Isabel']);
    const { teller, slug } = stories[0]!;
    await signIn(page, moderator, 'en');
    expect(await waitingInMenu(page, 'en')).toBe(2);
    await mainMenu(page, 'en')
      .getByRole('link', { name: t('menu.videoReview') })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('videoReview.title') }),
    ).toBeVisible();
    const title = t('videoReview.kinds.story', { name: teller.name });
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('button', { name: t('videoReview.approveWho', { title }) }).click();
    await expect(page.getByText(t('videoReview.approved', { title }))).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    // The profile is asked again after a decision: the menu's count follows.
    await expect.poll(() => waitingInMenu(page, 'en')).toBe(1);

    // The moderator's own church's stories come first on Jesus stories.
    await page.goto(routePath('en', 'jesusStories'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('jesusStories.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t('jesusStories.storyOf', { name: teller.name }) }),
    ).toBeVisible();

    const response = await page.goto(`/v/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: `${teller.name}'s story` }),
    ).toBeVisible();
  });

  test('a moderator blocks a story with a reason; the person is mailed and it stays off every public page', async ({
    page,
    request,
  }) => {
    const { moderator, stories } = await createChurchWithStories(request, ['Isabel']);
    const { teller, slug } = stories[0]!;
    await signIn(page, moderator, 'en');
    await page.goto(routePath('en', 'videoReview'));
    const title = t('videoReview.kinds.story', { name: teller.name });
    await page.getByRole('button', { name: t('videoReview.blockWho', { title }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('videoReview.block.confirm') }).click();
    await expect(dialog.getByText(t('videoReview.block.reasonRequired')).first()).toBeVisible();
    const reason = 'Please record it again without your address.';
    await dialog.getByRole('textbox', { name: t('videoReview.block.reason') }).fill(reason);
    await dialog.getByRole('button', { name: t('videoReview.block.confirm') }).click();
    await expect(page.getByText(t('videoReview.blocked', { title }))).toBeVisible();
    await expect.poll(() => waitingInMenu(page, 'en')).toBe(0);

    await expect
      .poll(async () => (await mailsTo(request, teller.email)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const mail = (await mailsTo(request, teller.email)).at(-1)!;
    expect(mail.text).toContain(`> ${reason}`);

    // Off every public page: its own address and the demo's blocked story's, in every language.
    for (const path of [`/v/${slug}`, `/ko/v/${slug}`, '/v/samuel-okafor']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('video, iframe')).toHaveCount(0);
    }
    await page.goto(routePath('en', 'jesusStories'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('jesusStories.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t('jesusStories.storyOf', { name: teller.name }) }),
    ).toHaveCount(0);
  });
});

test.describe('the public video page (es, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const t = translator('es');

  test("a welcome video's custom URL on a phone: poster first, the church, and the form, with no script", async ({
    page,
  }) => {
    // A visitor of their own: the suite's other tests scan cards from its loopback address, and
    // a visitor who scanned today gets the page's progress script (decision 052, keyed on the
    // address by decision 062).
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    const response = await page.goto(localized('es', '/v/welcome-to-grace'));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('publicChurch.video.welcomeTitle', { church: 'Grace Community Church' }),
      }),
    ).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    const poster = await video.getAttribute('poster');
    expect(poster).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
    expect((await page.request.get(poster!)).headers()['content-type']).toBe('image/jpeg');
    // Nothing of the video is fetched before play, and the page has no script at all.
    expect(videoRequests).toEqual([]);
    expect(scripts).toEqual([]);
    const box = await video.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.width).toBeLessThanOrEqual(375);
    // Fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await expect(
      page.getByRole('heading', { name: t('publicChurch.video.connectTitle') }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('publicChurch.form.email') })).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/files\/[0-9a-f]{64}\.jpg$/,
    );
    await page.screenshot({ path: test.info().outputPath('public-video-375.png'), fullPage: true });
  });
});
