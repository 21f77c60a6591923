import { account } from './support/accounts';
import { localized, translator } from './support/i18n';
import { expect, signIn, test } from './support/test';

/**
 * Issue 27, care videos (decision 076): a care user finds a care video by a Korean word, plays
 * it with its Korean captions, leaves, and comes back to where they stopped. Korean, at a
 * desktop's width (decision 073: one layout per flow).
 */

const care = account('care');
const t = translator('ko');

test.use({ viewport: { width: 1280, height: 900 } });

test('a care user finds a care video by a Korean word, watches with Korean captions and resumes', async ({
  page,
}) => {
  await signIn(page, care, 'ko');
  await page.goto(localized('ko', '/careVideoPlayer'));
  await expect(
    page.getByRole('heading', { level: 1, name: t('careVideos.player.title') }),
  ).toBeVisible();
  // The crisis line, in Korean, first on the page.
  await expect(page.getByTestId('crisis-line')).toContainText('109');

  await page.getByRole('searchbox', { name: t('careVideos.player.search') }).fill('소망');
  await page.getByRole('button', { name: t('careVideos.player.search') }).click();
  const found = page.getByRole('link', { name: '슬픔 속의 소망' });
  await expect(found).toBeVisible();
  await expect(page.getByRole('link', { name: '서로의 말에 귀 기울이기' })).toHaveCount(0);
  await found.click();

  // The speaker's bio beside the video, and the Korean captions as the default track, loaded.
  await expect(page.getByText('Grace Lee')).toBeVisible();
  const video = page.getByTestId('care-video');
  await expect(video.locator('track[srclang="ko"]')).toHaveAttribute('default', '');
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => {
        const track = [...element.querySelectorAll('track')].find((each) => each.srclang === 'ko');
        return track?.readyState;
      }),
    )
    .toBe(2);

  // Play a little over a second, then pause: the pause saves where the reader stopped.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/care/position') && response.ok(),
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(1.1);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const body = (await (await saved).json()) as { position: number };
  expect(body.position).toBeGreaterThanOrEqual(1);

  // Leave for the list, which says where to resume, and come back.
  await page.getByRole('link', { name: t('careVideos.player.back') }).click();
  await expect(
    page.getByText(t('careVideos.player.resumeAt', { time: `0:0${body.position}` })),
  ).toBeVisible();
  await page.getByRole('link', { name: '슬픔 속의 소망' }).click();
  await expect(page.getByText(t('careVideos.player.resumed'))).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime))).toBe(
    body.position,
  );
});
