import { account } from './support/accounts';
import { unique } from './support/api';
import { localized, translator } from './support/i18n';
import { expect, field, signIn, test } from './support/test';

/**
 * Issue 26, the admin's side of the website player: an admin creates a category, adds an answer
 * (the content form, its type asked for) and attaches the demo's approved Jesus story as a
 * testimonial, each page found by its slug. English, at a desktop's width.
 */

const admin = account('admin');
const t = translator('en');

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin creates a category, adds an answer and attaches an approved story', async ({
  page,
}) => {
  const slug = unique('category');
  await signIn(page, admin, 'en');
  await page.goto(localized('en', '/admin/category'));
  const list = page.getByRole('table', { name: t('routes.adminCategories') });
  await expect(list.getByRole('link', { name: 'Hope in hard times' })).toHaveAttribute(
    'href',
    /\/admin\/category\/detail\/hope-in-hard-times$/,
  );

  await page.goto(localized('en', '/admin/category/create'));
  await expect(
    page.getByRole('heading', { level: 1, name: t('resources.player_categories.createTitle') }),
  ).toBeVisible();
  await field(page, t('resources.player_categories.fields.title_en')).fill(`Forgiveness ${slug}`);
  await field(page, t('resources.player_categories.fields.slug')).fill(slug);
  await field(page, t('resources.player_categories.fields.description_en')).fill(
    'Can I be forgiven?',
  );
  await page
    .getByRole('combobox', { name: t('resources.player_categories.fields.status') })
    .selectOption('published');
  await page.getByRole('button', { name: t('resources.player_categories.create') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/category/detail/${slug}$`));
  await expect(page.getByText(t('playerAdmin.category.noAnswers'))).toBeVisible();

  // An answer: the content form, with its type.
  await page.getByRole('link', { name: t('routes.adminAnswerCreate') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('routes.adminAnswerCreate') }),
  ).toBeVisible();
  await field(page, t('resources.content.fields.slug')).fill(`${slug}-answer`);
  await page
    .getByRole('combobox', { name: t('resources.content.fields.answer_type') })
    .selectOption('prayer');
  await field(page, t('resources.content.fields.title')).fill('A prayer for forgiveness');
  await page.getByRole('button', { name: t('contentAdmin.create') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/category/detail/${slug}/answer/${slug}-answer$`));
  await expect(
    page.getByRole('combobox', { name: t('resources.content.fields.category_id') }),
  ).toHaveValue(/\d+/);

  // A testimonial: the approved Jesus story.
  await page.goto(localized('en', `/admin/category/detail/${slug}/testimonial/create`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('resources.player_testimonials.createTitle'),
    }),
  ).toBeVisible();
  await field(page, t('resources.player_testimonials.fields.title_en')).fill('Maria’s story');
  await field(page, t('resources.player_testimonials.fields.slug')).fill(`${slug}-story`);
  await page
    .getByRole('combobox', { name: t('resources.player_testimonials.fields.video_id') })
    .selectOption({ index: 1 });
  await page.getByRole('button', { name: t('resources.player_testimonials.create') }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/category/detail/${slug}/testimonial/${slug}-story$`),
  );

  // The category's page lists both.
  await page.goto(localized('en', `/admin/category/detail/${slug}`));
  await expect(page.getByRole('link', { name: 'A prayer for forgiveness' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maria’s story' })).toBeVisible();
});
