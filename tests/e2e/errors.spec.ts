import { account } from './support/accounts';
import { literal, translator } from './support/i18n';
import { expect, routeUrl, signInForm, test } from './support/test';

/**
 * Issue 3, 'Done when': a wrong password and a malformed request each get a clear message
 * (the expired reset link is in password-reset.spec.ts).
 */

const t = translator('en');

test.describe('sign-in errors in the page', () => {
  test('a wrong password says so, and keeps the email typed', async ({ page }) => {
    const user = account('free');
    await page.goto('/users/signIn');
    const form = signInForm(page, t);
    await form.email.fill(user.email);
    await form.password.fill('not-the-password');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/auth/sign_in'),
    );
    await form.submit.click();
    expect((await answer).status()).toBe(401);

    const alert = page
      .getByRole('alert')
      .filter({ hasText: t('auth.signIn.invalidCredentials.title') });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(t('auth.signIn.invalidCredentials.description'));
    await expect(alert).toBeFocused();
    await expect(form.email).toHaveValue(user.email);
    await expect(page).toHaveURL(routeUrl('en', 'signIn'));
  });

  test('a wrong password says so in Spanish too', async ({ page }) => {
    const es = translator('es');
    await page.goto('/es/users/signIn');
    const form = signInForm(page, es);
    await form.email.fill(account('free').email);
    await form.password.fill('contrasena-equivocada');
    await form.submit.click();
    await expect(page.getByRole('alert')).toContainText(es('auth.signIn.invalidCredentials.title'));
    await expect(form.email).toHaveValue(account('free').email);
  });

  test('empty fields are caught before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sent.push(request.url());
    });
    await page.goto('/users/signIn');
    const form = signInForm(page, t);
    await form.submit.click();

    const summary = page.getByRole('alert').filter({ hasText: t('formErrorSummary.title') });
    await expect(summary).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription(literal(t('common.required')));
    await expect(form.password).toHaveAccessibleDescription(literal(t('common.required')));
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(sent, 'requests to the API').toEqual([]);
  });

  test('an address that is not an email is caught before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sent.push(request.url());
    });
    await page.goto('/users/signIn');
    const form = signInForm(page, t);
    await form.email.fill('pastor.demo.church');
    await form.password.fill('outreach-demo');
    await form.submit.click();

    await expect(
      page.getByRole('alert').filter({ hasText: t('formErrorSummary.title') }),
    ).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription(literal(t('validation.email')));
    await expect(form.email).toHaveValue('pastor.demo.church');
    expect(sent, 'requests to the API').toEqual([]);
  });
});

test.describe('malformed requests to the API', () => {
  test('a number as the email gets a 400 with a message per field', async ({ request }) => {
    const response = await request.post('/api/v1/auth/sign_in', { data: { email: 42 } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.stringMatching(/\S/) as unknown as string,
        fields: { email: 'Must be text.', password: 'This field is required.' },
      },
    });
  });

  test('an invalid address and an unknown field are named, and nothing signs in', async ({
    request,
  }) => {
    const response = await request.post('/api/v1/auth/sign_in', {
      data: { email: 'pastor.demo.church', password: 'outreach-demo', admin: true },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; fields: Record<string, string>; token?: unknown };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['admin', 'email']);
    expect(body.error.fields.email).toMatch(/email/i);
    expect(body).not.toHaveProperty('token');
  });

  test('a body that is not JSON gets a 400 that says so', async ({ request }) => {
    const response = await request.post('/api/v1/auth/sign_in', {
      headers: { 'content-type': 'application/json' },
      // A Buffer goes out as it is (a string would be JSON-encoded by Playwright).
      data: Buffer.from('{"email": "pastor@demo.church", '),
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_json');
    expect(body.error.message).toMatch(/JSON/);
  });

  test('a reset request with a malformed token gets a 400 naming the token', async ({
    request,
  }) => {
    const response = await request.post('/api/v1/auth/reset_password', {
      data: { token: 7, password: 'a long new password' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['token']);
  });
});
