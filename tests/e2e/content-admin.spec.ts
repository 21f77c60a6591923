import type { ContentItemsResponse } from '#contract/content/content';
import { account } from './support/accounts';
import { call, tokenOf, unique } from './support/api';
import { localized, translator } from './support/i18n';
import { expect, field, signIn, test } from './support/test';

/**
 * Issue 25: an admin writes a study guide in English and Korean with the editor, schedules it a
 * few seconds ahead and previews it in Korean; a pastor finds it by a Korean word only from its
 * publish time on. The pastor's side goes through the readers' API (/content/items) until the
 * readers' screen lands. English, at a desktop's width.
 */

const admin = account('admin');
const pastor = account('pastor');
const t = translator('en');

/** A word of Hangul syllables no other test or run writes. */
function koreanWord(): string {
  let word = '';
  for (let index = 0; index < 4; index += 1)
    word += String.fromCharCode(0xac00 + Math.floor(Math.random() * 11_172));
  return word;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin schedules a study guide in English and Korean; a pastor finds it by a Korean word from its publish time', async ({
  page,
  request,
}) => {
  const slug = unique('guide');
  const word = koreanWord();
  await signIn(page, admin, 'en');
  await page.goto(localized('en', '/admin/pages/create'));
  await expect(
    page.getByRole('heading', { level: 1, name: t('routes.adminPageCreate') }),
  ).toBeVisible();

  await field(page, t('resources.content.fields.slug')).fill(slug);
  await page
    .getByRole('combobox', { name: t('resources.content.fields.status') })
    .selectOption('scheduled');
  await page.getByRole('checkbox', { name: '한국어' }).check();

  const texts = page.getByRole('tablist', { name: t('contentAdmin.form.texts') });
  await field(page, t('resources.content.fields.title')).fill(`Sharing hope ${slug}`);
  const body = page.getByRole('textbox', { name: t('resources.content.fields.body'), exact: true });
  await body.click();
  await page.keyboard.insertText('Begin with a question.');

  await texts.getByRole('tab', { name: '한국어' }).click();
  await field(page, t('resources.content.fields.title')).fill(`소망 나누기 ${word}`);
  await body.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.insertText('소망');
  await page.keyboard.press('Control+b');
  await page.keyboard.insertText(` 이웃에게${word}를 전하세요.`);

  // Ten seconds ahead, typed last, in the browser's own time zone (to the second).
  const publishAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 10_000);
    at.setMilliseconds(0);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    return { local, epoch: at.getTime() };
  });
  await field(page, t('resources.content.fields.publish_at')).fill(publishAt.local);
  await page.getByRole('button', { name: t('contentAdmin.create') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/detail/${slug}\\?kind=study_guide$`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('contentAdmin.editTitle', { name: `Sharing hope ${slug}` }),
    }),
  ).toBeVisible();

  // Before its publish time the pastor does not find it.
  const token = await tokenOf(request, pastor.email);
  const search = () =>
    call<ContentItemsResponse>(request, token, '/content/items', {
      kind: 'study_guide',
      language: 'ko',
      q: word,
    });
  expect(Date.now()).toBeLessThan(publishAt.epoch);
  expect((await search()).items).toEqual([]);

  // The preview in Korean: the reader's view, the editor's bold kept.
  await page
    .getByRole('tablist', { name: t('contentAdmin.preview.languages') })
    .getByRole('tab', { name: '한국어' })
    .click();
  const preview = page.getByRole('article');
  await expect(preview.getByRole('heading', { name: `소망 나누기 ${word}` })).toBeVisible();
  await expect(preview.locator('strong', { hasText: '소망' })).toBeVisible();
  await expect(preview.getByText(`이웃에게${word}를 전하세요.`, { exact: false })).toBeVisible();
  await expect(preview.getByText(t('contentAdmin.preview.shownInEnglish'))).toHaveCount(0);

  // The pages list finds it among the scheduled items and links to its page.
  await page.goto(localized('en', `/admin/pages?status=scheduled&q=${slug}`));
  const table = page.getByRole('table', { name: t('routes.adminPages') });
  await expect(table.getByRole('link', { name: `Sharing hope ${slug}` })).toHaveAttribute(
    'href',
    new RegExp(`/admin/pages/detail/${slug}\\?kind=study_guide$`),
  );

  // From its publish time on, the Korean word finds it.
  await expect
    .poll(async () => (await search()).items.map((item) => [item.slug, item.shown_in]), {
      timeout: 25_000,
      intervals: [1_000],
    })
    .toEqual([[slug, 'ko']]);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.epoch);
});
