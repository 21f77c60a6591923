import type { APIRequestContext } from '@playwright/test';
import type { EditProfileRequest } from '#contract/church/churchProfile';
import type { AccountCreate } from '#contract/users/accountsResource';
import type { Role } from '#contract/roles';
import type { MyVideo, SaveVideoRequest } from '#contract/videos/videos';
import { HONEYPOT_FIELD, STARTED_FIELD, type ContactValues } from '#server/public/contact-form';
import { CONTACT_FORM_LIMITS } from '#server/settings';
import type { RouteName } from '#app/routes';
import { account, DEMO_PASSWORD } from './accounts';
import { expect, mailListUrl } from './test';
import { visitorAddress } from './visitor';

export { visitorAddress };

/** A name no other test (or run) uses. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** A user's bearer token, signed in through the API. */
export async function tokenOf(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await request.post('/api/v1/auth/sign_in', { data: { email, password } });
  expect(answer.ok(), `sign-in of ${email}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

let adminSession: Promise<string> | undefined;

/**
 * The admin's bearer token, for making a test's records through the API: signed in once per
 * worker (no test ends the admin's sessions), not once per record.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= tokenOf(request, account('admin').email).catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
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

/** An account of the test's own, made by the admin: a church named `Church <slug>` unless `fields` say otherwise. */
export const createAccount = (
  request: APIRequestContext,
  token: string,
  slug: string,
  fields: Partial<AccountCreate> = {},
) =>
  call<{ id: number }>(request, token, '/admin/accounts/create', {
    slug,
    kind: 'church',
    church_name: `Church ${slug}`,
    ...fields,
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

/** Someone made for a test, who signs in with the demo password (`signIn` takes them). */
export type TestUser = {
  id: number;
  accountId: number;
  email: string;
  firstname: string;
  /** First and last name, as mails and lists show them. */
  name: string;
  dashboard: RouteName;
};

/**
 * A person of the test's own: an individual with an individual account of their own, made by
 * the admin; their first name carries a unique tail, so that mails and lists name only them.
 */
export async function createPerson(
  request: APIRequestContext,
  { prefix = 'person', firstname = 'Ruth' }: { prefix?: string; firstname?: string } = {},
): Promise<TestUser> {
  const admin = await adminToken(request);
  const slug = unique(prefix);
  const { id: accountId } = await createAccount(request, admin, slug, {
    kind: 'individual',
    church_name: null,
  });
  const email = `${slug}@example.org`;
  const first = `${firstname}${slug.slice(-5)}`;
  const { id } = await createUser(request, admin, accountId, email, {
    firstname: first,
    password: DEMO_PASSWORD,
  });
  return {
    id,
    accountId,
    email,
    firstname: first,
    name: `${first} Person`,
    dashboard: 'individualDashboard',
  };
}

/** A church made for a test: its account, public address and name, and its leader. */
export type TestChurch = { accountId: number; slug: string; name: string; leader: TestUser };

/**
 * A church of the test's own, active (so the finder lists it) and without a campus, message or
 * connection yet, with one leader, made by the admin. The leader has the role `website` (the
 * pastor's items plus the care items, spec section 6): no API makes a membership, and an
 * `evangelism` pastor without an active one is kept from these pages (decision 031).
 */
export async function createChurch(request: APIRequestContext): Promise<TestChurch> {
  const admin = await adminToken(request);
  const slug = unique('church');
  const name = `Church ${slug}`;
  const { id: accountId } = await createAccount(request, admin, slug, {
    church_name: name,
    church_status: 'active',
  });
  const email = `leader-${slug}@example.org`;
  const firstname = 'Pat';
  const { id } = await createUser(request, admin, accountId, email, {
    firstname,
    roles: ['website'],
    password: DEMO_PASSWORD,
  });
  const leader: TestUser = {
    id,
    accountId,
    email,
    firstname,
    name: `${firstname} Person`,
    dashboard: 'dashboard',
  };
  return { accountId, slug, name, leader };
}

/** A person's story on its custom URL, waiting for review in its church. */
export type TestStory = { teller: TestUser; slug: string; videoId: number };

/**
 * A church of the test's own with stories waiting for review and a moderator to review them:
 * the moderator is invited by the church's leader and accepts (POST /invite_moderator,
 * /accept_church_invite); each storyteller saves an embedded story and connects it to the church
 * (POST /save_video, /connect_video_church), as the wizard does. The leader's role needs no
 * membership, so the stories wait in review, not for a payment.
 */
export async function createChurchWithStories(
  request: APIRequestContext,
  tellers: readonly string[],
): Promise<{ church: TestChurch; moderator: TestUser; stories: TestStory[] }> {
  const [church, moderator, ...people] = await Promise.all([
    createChurch(request),
    createPerson(request, { prefix: 'mod', firstname: 'Mona' }),
    ...tellers.map((firstname) => createPerson(request, { prefix: 'story', firstname })),
  ]);
  await call(request, await tokenOf(request, church.leader.email), '/invite_moderator', {
    email: moderator.email,
  });
  await call(request, await tokenOf(request, moderator.email), '/accept_church_invite', {
    token: null,
  });
  const stories = await Promise.all(
    people.map(async (teller) => {
      const token = await tokenOf(request, teller.email);
      const slug = unique(teller.firstname.toLowerCase());
      const video = await call<MyVideo>(request, token, '/save_video', {
        kind: 'story',
        slug,
        embed_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        upload_id: null,
        poster_seconds: null,
      } satisfies SaveVideoRequest);
      await call(request, token, '/connect_video_church', {
        video_id: video.id,
        account_id: church.accountId,
      });
      return { teller, slug, videoId: video.id };
    }),
  );
  return { church, moderator, stories };
}

/**
 * A church's own video, embedded, at a custom URL and approved by the admin (POST /save_video as
 * its leader, then /approve_video), so its public page shows.
 */
export async function approvedChurchVideo(
  request: APIRequestContext,
  church: TestChurch,
  kind: 'welcome' | 'profile',
): Promise<{ id: number; slug: string }> {
  const slug = unique(kind);
  const video = await call<MyVideo>(
    request,
    await tokenOf(request, church.leader.email),
    '/save_video',
    {
      kind,
      slug,
      embed_url: 'https://player.vimeo.com/video/76979871',
      upload_id: null,
      poster_seconds: null,
    } satisfies SaveVideoRequest,
  );
  await call(request, await adminToken(request), '/approve_video', { id: video.id });
  return { id: video.id, slug };
}

/** The church's first profile, the required fields only, saved by its leader (POST /edit_profile). */
export async function fillChurchProfile(
  request: APIRequestContext,
  church: TestChurch,
): Promise<void> {
  const empty = {
    service_times: '',
    church_address: '',
    church_website: '',
    church_phone: '',
    facebook_url: '',
    twitter_url: '',
    donation_url: '',
    video_embed_url: '',
    welcome_video_embed: '',
    counselling_pastor: '',
    counselling_email: '',
  };
  await call(request, await tokenOf(request, church.leader.email), '/edit_profile', {
    ...empty,
    description: `${church.name} welcomes everyone.`,
    contact_details: 'Write to us with the form below.',
  } satisfies EditProfileRequest);
}

/**
 * Messages sent to a church through its public page's contact form, as one visitor at
 * `address` posts them: the page is loaded, the form's signed time kept, and the posts wait the
 * few seconds a person takes (the form refuses faster ones, decision 027).
 */
export async function writeToChurch(
  request: APIRequestContext,
  slug: string,
  messages: readonly ContactValues[],
  address = visitorAddress(),
): Promise<void> {
  const headers = { 'x-forwarded-for': address };
  const page = await request.get(`/church/${slug}`, { headers });
  expect(page.ok()).toBe(true);
  const started = new RegExp(`name="${STARTED_FIELD}" value="([^"]+)"`).exec(
    await page.text(),
  )?.[1];
  expect(started, 'the contact form of the public page').toBeTruthy();
  await new Promise((resolve) =>
    setTimeout(resolve, CONTACT_FORM_LIMITS.minFillSeconds * 1000 + 500),
  );
  for (const message of messages) {
    const sent = await request.post(`/church/${slug}`, {
      headers,
      form: { ...message, [HONEYPOT_FIELD]: '', [STARTED_FIELD]: started! },
      maxRedirects: 0,
    });
    expect(sent.status(), await sent.text()).toBe(303);
    expect(sent.headers().location).toBe(`/church/${slug}/sent`);
  }
}

/** A mail the product sent, as the suite's mail sink (support/mail-sink.mjs) received it. */
export type Mail = {
  to: string[];
  subject: string;
  text: string;
  /** Files sent with the mail: name, type, size and first bytes (`%PDF-` for a PDF). */
  attachments: { filename: string; contentType: string; size: number; head: string }[];
};

/** The mails the sink received for `email`, oldest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${mailListUrl()}?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}
