import { account } from './support/accounts';
import { unique } from './support/api';
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
const ko = translator('ko');

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
  browser,
}) => {
  const slug = unique('guide');
  const word = koreanWord();
  // The pastor reads in Korean, on a phone, in a browser of their own.
  const reader = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signIn(reader, pastor, 'ko');
  const searchStudyGuides = async () => {
    await reader.goto(localized('ko', '/studyGuides'));
    await field(reader, ko('education.search')).fill(word);
    await reader.getByRole('button', { name: ko('education.searchAction') }).click();
  };
  const found = reader.getByRole('link', { name: `소망 나누기 ${word}` });
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

  // Fifteen seconds ahead (room for the reader's search before it), typed last, in the browser's own time zone (to the second).
  const publishAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 15_000);
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
  await searchStudyGuides();
  await expect(reader.getByText(ko('education.emptyTitle'))).toBeVisible();
  expect(Date.now()).toBeLessThan(publishAt.epoch);

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

  // From its publish time on, the Korean word finds it, shown in Korean.
  await expect
    .poll(
      async () => {
        await searchStudyGuides();
        await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
        return found.count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt.epoch);
  await expect(reader.getByText(ko('education.shownInEnglish'))).toHaveCount(0);
  await reader.close();
});
