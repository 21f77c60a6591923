import { account } from './support/accounts';
import { localized, translator } from './support/i18n';
import { expect, routePath, signIn, test } from './support/test';

/**
 * Issue 25's readers (decision 072), on the demo's content: a reader in French sees an item
 * that has no French marked 'Shown in English'; a pastor plays this month's video in the embed
 * overlay and closes it; a pastor downloads a study guide's file through a link made at the
 * click, its Korean name kept. One sign-in each, each in its own language and width.
 */

const pastor = account('pastor');

test.describe('content reading (fr, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('a reader in French sees “shown in English” on a guide without French', async ({ page }) => {
    const t = translator('fr');
    await signIn(page, pastor, 'fr');
    await page.goto(routePath('fr', 'studyGuides'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('routes.studyGuides') }),
    ).toBeVisible();
    const english = page
      .getByRole('article')
      .filter({ hasText: 'Prayer walks in your neighbourhood' });
    const french = page.getByRole('article').filter({ hasText: 'Partagez votre histoire' });
    await expect(english.getByText(t('education.shownInEnglish'))).toBeVisible();
    await expect(french).toBeVisible();
    await expect(french.getByText(t('education.shownInEnglish'))).toHaveCount(0);

    await english.getByRole('link', { name: 'Prayer walks in your neighbourhood' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prayer walks in your neighbourhood' }),
    ).toBeVisible();
    await expect(page.getByText(t('education.shownInEnglish'))).toBeVisible();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('content reading (en, 1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a pastor sees the news, plays this month’s video in the overlay and closes it', async ({
    page,
  }) => {
    const t = translator('en');
    await signIn(page, pastor, 'en');
    const news = page.getByRole('region', { name: t('education.posts.title') });
    await expect(news.getByRole('link', { name: 'This month’s video is ready' })).toBeVisible();
    await expect(news.getByText(t('education.posts.unread')).first()).toBeAttached();

    await page.goto(routePath('en', 'monthlyVideos'));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Start with a question' }),
    ).toBeVisible();
    await expect(page.getByText(t('education.monthly.thisMonth'))).toBeVisible();
    await page.getByRole('button', { name: t('education.monthly.play') }).click();
    const title = t('education.monthly.videoTitle', { title: 'Start with a question' });
    const overlay = page.getByRole('dialog', { name: title });
    await expect(overlay).toBeVisible();
    // Our own file plays in the browser's player, not in a frame.
    const video = overlay.locator('video');
    await expect(video).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.mp4$/);
    await expect(video).toHaveAccessibleName(title);
    await expect(overlay.locator('iframe')).toHaveCount(0);
    // It starts by itself and loads its frames (the spinner gives way).
    await expect(video).toHaveAttribute('data-loaded', 'true');
    await overlay.getByRole('button', { name: t('common.close') }).click();
    await expect(overlay).toBeHidden();
    // The player is cleared once the overlay has faded (500 ms).
    await expect(page.locator('video')).toHaveCount(0);
  });
});

test.describe('content reading (ko, 1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a pastor downloads a study guide’s file through a fresh link, its Korean name kept', async ({
    page,
  }) => {
    const t = translator('ko');
    await signIn(page, pastor, 'ko');
    await page.goto(localized('ko', '/studyGuides/prayer-walks'));
    await expect(
      page.getByRole('heading', { level: 1, name: '우리 동네 기도 산책' }),
    ).toBeVisible();
    const name = '기도 산책 안내서.pdf';
    const link = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/content/download_link') && response.ok(),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('education.downloadFile', { name }) }).click();
    const signed = (await (await link).json()) as { url: string; expires_at: string };
    expect(signed.url).toMatch(
      /\/api\/v1\/content\/download\?attachment=\d+&expires=\d+&signature=/,
    );
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream())
      chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
