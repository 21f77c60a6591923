import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import type { ContentRecord } from '#contract/content/contentResource';
import { DEMO_EMBED, DEMO_WEBSITE_ORIGIN } from '#server/playerEmbed/demo-embed';
import { adminToken, call, unique, visitorAddress } from './support/api';
import { account } from './support/accounts';
import { startDemoWebsite } from './support/demo-website';
import { translator } from './support/i18n';
import { expect, signIn, test } from './support/test';

/**
 * The website player (issue 26, decision 075), on the demo church's own website: a static page
 * on a second origin (http://localhost:4180, the website Grace's seeded embed names). One flow,
 * in English at 1280 px (decision 073): the snippet with scripts off and with the loader, the
 * same snippet refused on an origin the embed does not name, a visitor who plays an answer (no
 * third-party request before play), gives and writes; the pastor's inbox and Card results; and
 * the generator's copied code equal to its preview.
 */
const t = translator('en');
const UNREGISTERED = DEMO_WEBSITE_ORIGIN.replace('localhost', '127.0.0.1');

let website: Server;

test.beforeAll(async () => {
  website = await startDemoWebsite(process.env.E2E_BASE_URL ?? '');
});

test.afterAll(async () => {
  await new Promise((resolve) => website.close(resolve));
});

/** Card results' funnel of the demo church's website. */
const websiteFunnel = (page: Page) =>
  page.getByRole('img', {
    name: new RegExp(
      t('results.website.title', { website: DEMO_WEBSITE_ORIGIN }).replace(/[()]/g, '\\$&'),
    ),
  });

/** The view, play and message counts in the funnel's name ('Views: 3, Plays: 1, …'). */
function websiteCounts(name: string | null) {
  const count = (step: 'view' | 'play' | 'message') =>
    Number(new RegExp(`${t(`results.steps.${step}`)}: (\\d+)`).exec(name ?? '')?.[1] ?? NaN);
  return { view: count('view'), play: count('play'), message: count('message') };
}

test('a church website shows the player, a visitor plays, gives and writes, the pastor sees it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const base = process.env.E2E_BASE_URL ?? '';
  const church = account('pastor');
  const heading = t('publicChurch.player.allTitle', { church: 'Grace Community Church' });

  // A published category with a YouTube answer.
  const admin = await adminToken(request);
  const slug = unique('doubt');
  const category = await call<{ id: number }>(request, admin, '/admin/player/categories/create', {
    slug,
    status: 'published',
    position: 0,
    title_en: `Doubt ${slug}`,
    description_en: 'Honest questions.',
  });
  const answerTitle = `Can I believe with doubts? ${slug}`;
  await call<ContentRecord>(request, admin, '/admin/content/create', {
    kind: 'answer',
    slug,
    roles: ['evangelism'],
    status: 'published',
    languages: ['en'],
    category_id: category.id,
    answer_type: 'video',
    title_en: answerTitle,
    summary_en: 'A short answer.',
    body_en: '<p>Yes, and here is why.</p>',
    video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });

  // What Card results counted for the website before this visitor.
  await signIn(page, church);
  await page.goto('/get-results');
  const before = websiteCounts(await websiteFunnel(page).getAttribute('aria-label'));

  // Every visitor of this flow is one person (one address), as the counts see them.
  const visitor = visitorAddress();
  const headers = { 'x-forwarded-for': visitor };

  // Scripts off: the snippet alone shows the player.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: headers,
  });
  const quiet = await noScript.newPage();
  await quiet.goto(`${DEMO_WEBSITE_ORIGIN}/`);
  await expect(
    quiet.frameLocator('iframe[data-outreach-embed]').getByRole('heading', { name: heading }),
  ).toBeVisible();
  await noScript.close();

  // An origin the embed does not name: the browser refuses the frame.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: headers });
  const stranger = await elsewhere.newPage();
  const refused = stranger.waitForEvent('console', (message) =>
    message.text().includes('frame-ancestors'),
  );
  await stranger.goto(`${UNREGISTERED}/`);
  await refused;
  await expect(
    stranger.frameLocator('iframe[data-outreach-embed]').getByRole('heading', { name: heading }),
  ).toHaveCount(0);
  await elsewhere.close();

  // With the loader: the frame's height follows its content.
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const thirdParty: string[] = [];
  context.on('request', (sent) => {
    const { origin } = new URL(sent.url());
    if (origin !== DEMO_WEBSITE_ORIGIN && origin !== base) thirdParty.push(sent.url());
  });
  await context.route(/youtube|ytimg|vimeo|googlevideo/, (route) => route.abort());
  const visit = await context.newPage();
  await visit.goto(`${DEMO_WEBSITE_ORIGIN}/with-loader.html`);
  const frameElement = visit.locator('iframe[data-outreach-embed]');
  await expect(frameElement).toHaveAttribute('src', /[?&]h=1/);
  const frame = visit.frameLocator('iframe[data-outreach-embed]');
  await expect(frame.getByRole('heading', { name: heading })).toBeVisible();
  await expect
    .poll(async () => {
      const outer = await frameElement.evaluate((node) => node.getBoundingClientRect().height);
      const inner = await frame
        .locator('body')
        .evaluate((node) => node.getBoundingClientRect().height);
      return Math.abs(outer - inner) <= 1 && outer > 360;
    })
    .toBe(true);

  // The visitor opens the category and the answer: nothing from a third party before play.
  await frame.getByRole('link', { name: `Doubt ${slug}` }).click();
  await frame.getByRole('link', { name: answerTitle }).click();
  await expect(frame.getByRole('heading', { level: 1, name: answerTitle })).toBeVisible();
  expect(thirdParty).toEqual([]);
  await frame
    .getByRole('link', { name: t('publicChurch.player.play', { title: answerTitle }) })
    .click();
  await expect(
    frame.locator('iframe[src^="https://www.youtube.com/embed/dQw4w9WgXcQ"]'),
  ).toHaveCount(1);
  await expect.poll(() => thirdParty.some((url) => url.includes('youtube'))).toBe(true);

  // The donation link opens the church's page in a new tab.
  const [gift] = await Promise.all([
    context.waitForEvent('page'),
    frame.getByRole('link', { name: new RegExp(t('publicChurch.player.give')) }).click(),
  ]);
  await expect(gift).toHaveURL(DEMO_EMBED.donationUrl);
  await gift.close();

  // The visitor writes to the church.
  const subject = `From the website ${slug}`;
  await frame.getByLabel(t('publicChurch.form.name')).fill('Website Visitor');
  await frame.getByLabel(t('publicChurch.form.email')).fill('website.visitor@example.org');
  await frame.getByLabel(t('publicChurch.form.subject')).fill(subject);
  await frame.getByLabel(t('publicChurch.form.message')).fill('I watched your answer.');
  // The form refuses a message sent faster than a person types (decision 027).
  await visit.waitForTimeout(3_000);
  await frame.getByRole('button', { name: t('publicChurch.form.send') }).click();
  await expect(frame.getByRole('heading', { name: t('publicChurch.sent.title') })).toBeVisible();
  await context.close();

  // The pastor finds the message, and Card results shows one more view, play and message: this
  // visitor's (the counts before it were read first, so a retry on the same data passes too).
  await page.goto('/inbox');
  await expect(page.getByText(subject)).toBeVisible();
  await page.goto('/get-results');
  await expect
    .poll(async () => websiteCounts(await websiteFunnel(page).getAttribute('aria-label')))
    .toEqual({
      view: before.view + 1,
      play: before.play + 1,
      message: before.message + 1,
    });

  // The generator: the copied code is the preview's markup.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/videoPlayer');
  await expect(page.getByRole('heading', { level: 1, name: t('videoPlayer.title') })).toBeVisible();
  const code = page.getByRole('region', { name: t('videoPlayer.code.mainLabel') });
  await code.getByRole('button', { name: t('copyField.copy') }).click();
  await expect(page.getByText(t('videoPlayer.copied'))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('></iframe>');
  // The preview is the copied code as the browser reads it: parsed the same way, both serialize
  // to the same markup (the browser writes a bare `allowfullscreen` as `allowfullscreen=""`).
  const parsed = await page.evaluate((code) => {
    const template = document.createElement('template');
    template.innerHTML = code;
    return template.innerHTML;
  }, copied);
  expect(await page.getByTestId('player-preview').innerHTML()).toBe(parsed);
});
