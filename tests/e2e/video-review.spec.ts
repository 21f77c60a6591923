import type { Page } from '@playwright/test';
import { mailsTo } from './support/api';
import { account } from './support/accounts';
import { localized, translator } from './support/i18n';
import { expect, mainMenu, readMenu, routePath, signIn, test } from './support/test';

/**
 * Video review against the running product, on the demo church's stories (Grace Community
 * Church: two waiting, one approved, one blocked, and its welcome video at /v/welcome-to-grace).
 * Until the wizard's save endpoint exists (the other half of issue 9) no API makes a story, so
 * these tests use the demo's stories and run in a project of their own after every other file
 * has read the demo data (playwright.config.ts), in order.
 */

test.describe.configure({ mode: 'serial' });

const moderator = account('moderator');
const reviewer = account('reviewer');

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
  }) => {
    await signIn(page, moderator, 'en');
    expect(await waitingInMenu(page, 'en')).toBe(2);
    await mainMenu(page, 'en')
      .getByRole('link', { name: t('menu.videoReview') })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('videoReview.title') }),
    ).toBeVisible();
    const title = t('videoReview.kinds.story', { name: 'Ivan Petrov' });
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('button', { name: t('videoReview.approveWho', { title }) }).click();
    await expect(page.getByText(t('videoReview.approved', { title }))).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    // The profile is asked again after a decision: the menu's count follows.
    await expect.poll(() => waitingInMenu(page, 'en')).toBe(1);

    await page.goto(routePath('en', 'jesusStories'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('jesusStories.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t('jesusStories.storyOf', { name: 'Ivan Petrov' }) }),
    ).toBeVisible();

    const response = await page.goto('/v/ivan-petrov');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: "Ivan Petrov's story" }),
    ).toBeVisible();
  });

  test('a reviewer blocks a story with a reason; the person is mailed and it stays off every public page', async ({
    page,
    request,
  }) => {
    await signIn(page, reviewer, 'en');
    await page.goto(routePath('en', 'videoReview'));
    const title = t('videoReview.kinds.story', { name: 'Isabel Brooks' });
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
      .poll(async () => (await mailsTo(request, 'individual@demo.church')).length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const mail = (await mailsTo(request, 'individual@demo.church')).at(-1)!;
    expect(mail.text).toContain(`> ${reason}`);

    // Off every public page: its own address, the demo's blocked story's, in every language.
    for (const path of ['/v/isabel-brooks', '/v/samuel-okafor', '/ko/v/samuel-okafor']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('video, iframe')).toHaveCount(0);
    }
    await page.goto(routePath('en', 'jesusStories'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('jesusStories.title') }),
    ).toBeVisible();
    for (const name of ['Isabel Brooks', 'Samuel Okafor']) {
      await expect(
        page.getByRole('heading', { name: t('jesusStories.storyOf', { name }) }),
      ).toHaveCount(0);
    }
  });
});

test.describe('the public video page (es, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const t = translator('es');

  test("a welcome video's custom URL on a phone: poster first, the church, and the form, with no script", async ({
    page,
  }) => {
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
