import { call, createChurch, createPerson, mailsTo, tokenOf } from './support/api';
import type { TestChurch } from './support/api';
import { translator } from './support/i18n';
import { describeInLayouts } from './support/layouts';
import { expect, routePath, routeUrl, signIn, test } from './support/test';

/**
 * A person made for the test finds a church made for the test in the finder and asks to
 * connect with a note; asking again is refused with 409; the church's pastor is mailed, sees
 * the request under New in connect-request and accepts it; the person is mailed and, after a
 * reload, sees Accepted. In English and Korean, on a desktop and a phone.
 */

describeInLayouts('connections', 'ko', ({ locale, width, t }) => {
  test('a person asks a church to connect and the pastor accepts', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const [church, person] = await Promise.all([
      createChurch(request),
      createPerson(request, { prefix: 'seeker' }),
    ]);

    await signIn(page, person, locale);
    await page.goto(routePath(locale, 'connectToChurch'));
    await expect(
      page.getByRole('heading', { level: 1, name: t('connections.connect.title') }),
    ).toBeVisible();
    const mine = page.getByRole('region', { name: t('connections.connect.mine') });
    await expect(mine).toContainText(t('connections.connect.noneYet'));

    // The finder, searched on the server: the church's name is the test's own.
    const search = page.getByRole('searchbox', { name: t('connections.finder.search') });
    await search.fill(church.slug);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${church.slug}`));
    const results = page.getByRole('list', { name: t('connections.finder.results') });
    await expect(results.getByRole('listitem')).toHaveCount(1);

    const note = `Hello from the ${locale} ${width} px test.`;
    await results
      .getByRole('button', { name: t('connections.connect.askWho', { church: church.name }) })
      .click();
    await page.getByLabel(t('connections.connect.note')).fill(note);
    await page.getByRole('button', { name: t('connections.connect.send') }).click();
    await expect(mine.getByRole('link', { name: new RegExp(church.name) })).toBeVisible();
    await expect(mine).toContainText(t('connections.status.new'));
    await expect(results).toContainText(t('connections.status.new'));

    // Asking the same church again is refused, naming it.
    const again = await request.post('/api/v1/create_church_connection', {
      data: { account_id: church.accountId },
      headers: { authorization: `Bearer ${await tokenOf(request, person.email)}` },
    });
    expect(again.status()).toBe(409);
    expect(JSON.stringify(await again.json())).toContain(church.name);

    // The church's leader is told by mail, in the leader's language (English: made through the
    // API, they have not chosen one yet).
    await expect
      .poll(async () => (await mailsTo(request, church.leader.email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toContain(
        translator('en')('mail.connectionRequested.subject', {
          name: person.name,
          church: church.name,
        }),
      );

    // The pastor, in a browser of their own, accepts.
    const pastorContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const pastorPage = await pastorContext.newPage();
    await signIn(pastorPage, church.leader, locale);
    await pastorPage.goto(routePath(locale, 'connectRequest'));
    await expect(
      pastorPage.getByRole('heading', { level: 1, name: t('connections.requests.title') }),
    ).toBeVisible();
    const table = pastorPage.getByRole('table', { name: t('connections.requests.title') });
    await expect(table).toContainText(person.name);
    await expect(table).toContainText(note);
    await table
      .getByRole('button', { name: t('connections.requests.acceptWho', { name: person.name }) })
      .click();
    await expect(
      pastorPage.getByText(t('connections.requests.accepted', { name: person.name })),
    ).toBeVisible();
    await expect(table).not.toContainText(person.name);
    await pastorPage
      .getByRole('link', { name: t('connections.status.accepted'), exact: true })
      .click();
    await expect(pastorPage).toHaveURL(/filter=accepted/);
    await expect(table).toContainText(person.name);
    await pastorContext.close();

    // The person is told by mail, in the language they signed in with, and sees the answer.
    await expect
      .poll(async () => (await mailsTo(request, person.email)).map((mail) => mail.subject), {
        timeout: 15_000,
      })
      .toContain(t('mail.connectionDecided.acceptedSubject', { church: church.name }));
    await page.reload();
    await expect(page).toHaveURL(routeUrl(locale, 'connectToChurch'));
    await expect(mine).toContainText(t('connections.status.accepted'));
  });

  test('a moderator of two churches reads the requests of each', async ({ page, request }) => {
    const [first, second, moderator, seekerOfFirst, seekerOfSecond] = await Promise.all([
      createChurch(request),
      createChurch(request),
      createPerson(request, { prefix: 'mod', firstname: 'Mona' }),
      createPerson(request, { prefix: 'seeker', firstname: 'Abel' }),
      createPerson(request, { prefix: 'seeker', firstname: 'Bea' }),
    ]);
    const moderatorToken = await tokenOf(request, moderator.email);
    for (const [church, seeker] of [
      [first, seekerOfFirst],
      [second, seekerOfSecond],
    ] as const) {
      await call(request, await tokenOf(request, seeker.email), '/create_church_connection', {
        account_id: church.accountId,
      });
      await call(request, await tokenOf(request, church.leader.email), '/invite_moderator', {
        email: moderator.email,
      });
      await call(request, moderatorToken, '/accept_church_invite', { token: null });
    }

    await signIn(page, moderator, locale);
    await page.goto(routePath(locale, 'connectRequest'));
    const table = page.getByRole('table', { name: t('connections.requests.title') });
    const church = page.getByRole('combobox', { name: t('connections.requests.church') });
    // It opens on one of them (the first by name), without an 'any church' choice.
    await expect(church.getByRole('option')).toHaveCount(2);
    const shownId = await church.inputValue();
    const [shown, other] = shownId === String(first.accountId) ? [first, second] : [second, first];
    expect([String(first.accountId), String(second.accountId)]).toContain(shownId);
    const seekerOf = (one: TestChurch) => (one === first ? seekerOfFirst : seekerOfSecond);
    await expect(table).toContainText(seekerOf(shown).name);
    await expect(table).not.toContainText(seekerOf(other).name);

    await church.selectOption(String(other.accountId));
    await expect(page).toHaveURL(new RegExp(`[?&]church=${other.accountId}`));
    await expect(table).toContainText(seekerOf(other).name);
    await expect(table).not.toContainText(seekerOf(shown).name);
    // A moderator reads; only the church's leaders answer.
    await expect(
      table.getByRole('button', {
        name: t('connections.requests.acceptWho', { name: seekerOf(other).name }),
      }),
    ).toHaveCount(0);
  });
});
