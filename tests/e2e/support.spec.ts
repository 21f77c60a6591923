import type { Page } from '@playwright/test';
import type { SupportRequestDetail } from '#contract/support/support';
import { account } from './support/accounts';
import { adminToken, call, mailsTo, type Mail } from './support/api';
import { translator } from './support/i18n';
import { expect, field, routePath, signIn, test } from './support/test';

/**
 * Issue 27's support flow (decision 077), in Spanish on a desktop: the pastor opens Get help on
 * the card-order page and sends a request with a PDF; the request carries that page and the
 * church's newest card order; the acknowledgement mail arrives in Spanish; an admin answers
 * from the queue and marks it resolved; the pastor's reply opens it again.
 */

/** A text area by the start of its label (its name may add the character count). */
const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a pastor asks for help from the card-order page; an admin answers; the reply reopens it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(45_000);
  const t = translator('es');
  const admin = translator('en');
  const pastor = account('pastor');
  await signIn(page, pastor, 'es');
  await page.goto(routePath('es', 'orderCards'));
  await page.getByRole('link', { name: t('support.getHelp') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('support.request.title') }),
  ).toBeVisible();
  await expect(page.getByText('/orderCards', { exact: false })).toBeVisible();

  const subject = `Prueba ${Date.now()}`;
  await field(page, t('support.request.subject')).fill(subject);
  await textbox(page, t('support.request.message')).fill('El código QR se ve cortado.');
  await page.getByLabel(t('support.request.attach')).setInputFiles({
    name: 'prueba.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(
    page.getByRole('button', { name: t('support.request.remove', { name: 'prueba.pdf' }) }),
  ).toBeVisible();
  const before = (await mailsTo(request, pastor.email)).length;
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/support/request_create'),
  );
  await page.getByRole('button', { name: t('support.request.send') }).click();
  const made = (await (await created).json()) as SupportRequestDetail;
  await expect(page.getByText(t('support.request.sent', { number: made.number }))).toBeVisible();
  expect(made.context.page).toBe('/orderCards');
  expect(made.context.card_order_state).not.toBeNull();
  expect(made.messages[0]!.attachments.map((file) => file.name)).toEqual(['prueba.pdf']);

  // The acknowledgement, in Spanish, within the minute.
  let mails: Mail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(request, pastor.email)).length, { timeout: 15_000 })
    .toBeGreaterThan(before);
  expect(
    mails.some((mail) => mail.subject.includes(made.number) && mail.subject.includes('Recibimos')),
  ).toBe(true);

  // An admin answers from the queue and marks it resolved.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, account('admin'), 'en');
  await adminPage.goto(routePath('en', 'adminSupport'));
  await adminPage.getByRole('link', { name: made.number }).click();
  await expect(adminPage.getByText('/orderCards').first()).toBeVisible();
  await textbox(adminPage, admin('support.admin.answer')).fill('Gracias: ya lo revisamos.');
  await adminPage.getByLabel(admin('support.admin.then')).selectOption('resolved');
  await adminPage.getByRole('button', { name: admin('support.admin.sendAnswer') }).click();
  await expect(adminPage.getByText('Gracias: ya lo revisamos.')).toBeVisible();
  await adminContext.close();

  // The pastor's reply opens it again.
  await page.goto(`${routePath('es', 'supportRequest')}?request=${made.id}`);
  await expect(page.getByText(t('support.states.resolved'))).toBeVisible();
  await textbox(page, t('support.thread.reply')).fill('Sigue cortado en la impresión.');
  await page.getByRole('button', { name: t('support.thread.sendReply') }).click();
  await expect(page.getByText(t('support.states.open'))).toBeVisible();
  const token = await adminToken(request);
  const after = await call<SupportRequestDetail>(request, token, '/admin/support/request', {
    id: made.id,
  });
  expect(after.state).toBe('open');
});
