import type { APIRequestContext } from '@playwright/test';
import type { Role } from '../../../contract/roles';
import { account, DEMO_PASSWORD } from './accounts';
import { expect, mailListUrl } from './test';

/** A name no other test (or run) uses. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** The admin's bearer token, for making a test's records through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/auth/sign_in', {
    data: { email: account('admin').email, password: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** A POST with a bearer token that must succeed; returns the answer's body. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
) {
  const answer = await request.post(`/api/v1${path}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A church account of the test's own, made by the admin. */
export const createAccount = (request: APIRequestContext, token: string, slug: string) =>
  call<{ id: number }>(request, token, '/admin/accounts/create', {
    slug,
    kind: 'church',
    church_name: `Church ${slug}`,
  });

/** A user of the test's own in `accountId`, made by the admin. */
export const createUser = (
  request: APIRequestContext,
  token: string,
  accountId: number,
  email: string,
  {
    firstname = 'Test',
    roles = ['individual'],
    password = 'a-long-password-1',
  }: {
    firstname?: string;
    roles?: Role[];
    password?: string;
  } = {},
) =>
  call<{ id: number }>(request, token, '/admin/users/create', {
    account_id: accountId,
    email,
    firstname,
    lastname: 'Person',
    roles,
    password,
  });

/** A mail the product sent, as the suite's mail sink (support/mail-sink.mjs) received it. */
export type Mail = { to: string[]; subject: string; text: string };

/** The mails the sink received for `email`, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${mailListUrl()}?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}
