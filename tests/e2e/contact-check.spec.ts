import { CONTACT_FORM_LIMITS } from '#server/settings';
import { createChurch, tokenOf, unique, visitorAddress, writeToChurch } from './support/api';
import { expect, test } from './support/test';

/**
 * Issue 23, decision 062: ten addresses fill a church's threshold for the hour, and a visitor who
 * already wrote to it writes again from its public page. Their message waits on the check page,
 * whose script (altcha-lib's solver) proves the work and sends it by itself; it lands in the
 * church's inbox. A church of its own; English at 1280 px, with the browser's script on.
 */
test('a visitor with script passes the check past the threshold and the message arrives', async ({
  page,
  request,
}) => {
  const church = await createChurch(request);
  const visitor = visitorAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor });
  const subject = unique('checked');
  // Ten addresses and the visitor's first message (one that is free) make the threshold's 50
  // messages (49 + 1: whichever came last past it would be asked for the work itself).
  const flood = Array.from({ length: 10 }, (_, i) =>
    Array.from({ length: i === 9 ? 4 : 5 }, (_, j) => ({
      name: `Flood ${i}`,
      email: `flood-${i}-${j}@example.org`,
      subject: `Flood ${i}.${j}`,
      message: 'Hello',
    })),
  );
  expect(flood.flat().length + 1).toBe(CONTACT_FORM_LIMITS.perChurch);
  await Promise.all([
    ...flood.map((messages) => writeToChurch(request, church.slug, messages, visitorAddress())),
    writeToChurch(
      request,
      church.slug,
      [{ name: 'Sam', email: 'sam@example.org', subject: 'First', message: 'Hello' }],
      visitor,
    ),
    (async () => {
      await page.goto(`/church/${church.slug}`);
      await page.getByLabel('Your name').fill('Sam Visitor');
      await page.getByLabel('Your email').fill('sam@example.org');
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Message').fill('Is there parking on Sunday?');
      await page.waitForTimeout(CONTACT_FORM_LIMITS.minFillSeconds * 1000 + 500);
    })(),
  ]);

  const held = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.status() === 428,
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await held;
  await expect(page).toHaveURL(new RegExp(`/church/${church.slug}/sent`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();

  const token = await tokenOf(request, church.leader.email);
  const inbox = await request.get(`/api/v1/messages?search=${encodeURIComponent(subject)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(inbox.ok()).toBe(true);
  const found = (await inbox.json()) as { total: number };
  expect(found.total).toBe(1);
});
