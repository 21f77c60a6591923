import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDashboardResponse } from '#contract/dashboard/adminDashboard.ts';
import { OkResponse } from '#contract/common.ts';
import { AccountRecord } from '#contract/users/accountsResource.ts';
import { ActivityRecord } from '#contract/users/activityResource.ts';
import { UserRecord } from '#contract/users/usersResource.ts';
import { array, number, object } from 'superstruct';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer, tokenFromMail } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;

const UserPage = object({ items: array(UserRecord), total: number() });
const AccountPage = object({ items: array(AccountRecord), total: number() });
const ActivityPage = object({ items: array(ActivityRecord), total: number() });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
});

afterAll(async () => {
  await server.close();
});

const post = (path: string, body: unknown, token = admin) =>
  server.call('POST', path, { token, body });

async function listUsers(body: Record<string, unknown>) {
  return expectOk(await post('/admin/users/list', { page: 1, page_size: 25, ...body }), UserPage);
}

async function newAccount(slug: string) {
  return expectOk(
    await post('/admin/accounts/create', { slug, kind: 'church', church_name: `Church ${slug}` }),
    AccountRecord,
  );
}

async function latestActivity() {
  const page = expectOk(
    await post('/admin/activity/list', { page: 1, page_size: 1 }),
    ActivityPage,
  );
  return page.items[0];
}

describe('the users resource', () => {
  it('lists the twelve demo users, newest first by default, with their account', async () => {
    const page = await listUsers({});
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(12);
    const pastor = page.items.find((user) => user.email === 'pastor@demo.church');
    expect(pastor?.account_name).toBeTruthy();
  });

  it('pages and sorts in the database', async () => {
    const first = await listUsers({ page_size: 3, sort: 'email', direction: 'asc' });
    const second = await listUsers({ page: 2, page_size: 3, sort: 'email', direction: 'asc' });
    const all = await listUsers({ sort: 'email', direction: 'asc' });
    expect(first.total).toBe(12);
    expect([...first.items, ...second.items].map((u) => u.email)).toEqual(
      all.items.slice(0, 6).map((u) => u.email),
    );
    const emails = all.items.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const descending = await listUsers({ sort: 'email', direction: 'desc' });
    expect(descending.items.map((u) => u.email)).toEqual([...emails].reverse());
  });

  it('searches names and addresses, with the search text taken literally', async () => {
    expect((await listUsers({ q: 'PASTOR@demo' })).items.map((u) => u.email)).toEqual([
      'pastor@demo.church',
    ]);
    expect((await listUsers({ q: '%' })).total).toBe(0);
    expect((await listUsers({ q: '_' })).total).toBe(0);
  });

  it('filters by role (the free and pastor views) and by state', async () => {
    const free = await listUsers({ role: 'free_evangelism' });
    expect(free.items.map((u) => u.email)).toEqual(['free@demo.church']);
    const pastors = await listUsers({ role: 'evangelism' });
    expect(pastors.items.every((u) => u.roles.includes('evangelism'))).toBe(true);
    expect(pastors.total).toBeGreaterThanOrEqual(2);
    expect((await listUsers({ state: 'suspended' })).total).toBe(0);
  });

  it('refuses an unknown sort, filter or page size with a 400 naming the field', async () => {
    const sort = expectError(
      await post('/admin/users/list', { page: 1, page_size: 10, sort: 'password_hash' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(sort.fields ?? {})).toContain('sort');
    const size = expectError(
      await post('/admin/users/list', { page: 1, page_size: 1000 }),
      400,
      'validation_failed',
    );
    expect(Object.keys(size.fields ?? {})).toContain('page_size');
    expectError(
      await post('/admin/users/list', { page: 1, page_size: 10, secret: 1 }),
      400,
      'validation_failed',
    );
  });

  it('creates a user with a password; the address is stored in lower case and can sign in', async () => {
    const account = await newAccount('grace-users');
    const user = expectOk(
      await post('/admin/users/create', {
        account_id: account.id,
        email: 'Ana.Pastor@Grace.test',
        firstname: '  Ana ',
        lastname: 'Lee',
        roles: ['evangelism'],
        password: 'a-good-password',
      }),
      UserRecord,
    );
    expect(user).toMatchObject({
      email: 'ana.pastor@grace.test',
      firstname: 'Ana',
      state: 'active',
    });
    expect(user.account_name).toBe('Church grace-users');
    await server.signIn('ana.pastor@grace.test', 'a-good-password');
    const activity = await latestActivity();
    expect(activity).toMatchObject({
      action: 'create',
      resource: 'users',
      record_id: user.id,
      record_label: 'ana.pastor@grace.test',
      actor_name: expect.stringMatching(/\S/),
    });
    expect(activity?.changed_fields).toContain('email');
  });

  it('creates a user without a password and mails them a link to choose one', async () => {
    const account = await newAccount('grace-link');
    const user = expectOk(
      await post('/admin/users/create', {
        account_id: account.id,
        email: 'new.person@grace.test',
        firstname: 'New',
        lastname: 'Person',
        roles: ['individual'],
      }),
      UserRecord,
    );
    await server.deps.background.idle();
    const mail = (await server.outbox()).find((m) => m.toAddress === 'new.person@grace.test');
    expect(mail?.kind).toBe('choose_password');
    const token = tokenFromMail(mail!.bodyText, 'token');
    expectOk(
      await server.call('POST', '/auth/reset_password', {
        body: { token, password: 'chosen-password' },
      }),
      OkResponse,
    );
    await server.signIn(user.email, 'chosen-password');
  });

  it('gives a clear field error for an address another user has, in any case', async () => {
    const error = expectError(
      await post('/admin/users/create', {
        account_id: 1,
        email: 'PASTOR@demo.church',
        firstname: 'X',
        lastname: 'Y',
        roles: ['individual'],
      }),
      409,
      'conflict',
    );
    expect(error.fields?.email).toMatch(/already/);
  });

  it('refuses an account that does not exist, as a field error', async () => {
    const error = expectError(
      await post('/admin/users/create', {
        account_id: 999_999,
        email: 'nobody@grace.test',
        firstname: 'X',
        lastname: 'Y',
        roles: ['individual'],
      }),
      400,
      'validation_failed',
    );
    expect(error.fields?.account_id).toBeTruthy();
  });

  it('updates a user and logs exactly the fields that changed', async () => {
    const [pastor] = (await listUsers({ q: 'pastor@demo.church' })).items;
    const updated = expectOk(
      await post('/admin/users/update', { id: pastor!.id, firstname: 'Pat', state: 'active' }),
      UserRecord,
    );
    expect(updated.firstname).toBe('Pat');
    expect(updated.updated_at).toBe(server.clock.now().toISOString());
    const activity = await latestActivity();
    expect(activity).toMatchObject({ action: 'update', record_id: pastor!.id });
    expect(activity?.changed_fields).toEqual(['firstname']);
  });

  it('logs a move to another account as the account id alone (its name follows from it)', async () => {
    const account = await newAccount('grace-move');
    const [free] = (await listUsers({ q: 'free@demo.church' })).items;
    const moved = expectOk(
      await post('/admin/users/update', { id: free!.id, account_id: account.id }),
      UserRecord,
    );
    expect(moved.account_name).toBe('Church grace-move');
    expect((await latestActivity())?.changed_fields).toEqual(['account_id']);
    await post('/admin/users/update', { id: free!.id, account_id: free!.account_id });
  });

  it('does not let an admin remove their own admin role, suspend or delete themselves', async () => {
    const [me] = (await listUsers({ q: 'admin@demo.church' })).items;
    const roles = expectError(
      await post('/admin/users/update', { id: me!.id, roles: ['individual'] }),
      400,
      'validation_failed',
    );
    expect(roles.fields?.roles).toMatch(/own admin role/);
    expectError(
      await post('/admin/users/update', { id: me!.id, state: 'suspended' }),
      400,
      'validation_failed',
    );
    expectError(await post('/admin/users/delete', { id: me!.id }), 409, 'conflict');
    expect((await listUsers({ q: 'admin@demo.church' })).items[0]?.roles).toContain('admin');
  });

  it('deletes a user, and a deleted record is a 404', async () => {
    const account = await newAccount('grace-delete');
    const user = expectOk(
      await post('/admin/users/create', {
        account_id: account.id,
        email: 'leaving@grace.test',
        firstname: 'Lee',
        lastname: 'Ving',
        roles: ['individual'],
        password: 'a-good-password',
      }),
      UserRecord,
    );
    expectOk(await post('/admin/users/delete', { id: user.id }), OkResponse);
    expectError(await post('/admin/users/get', { id: user.id }), 404, 'not_found');
    expect(await latestActivity()).toMatchObject({
      action: 'delete',
      record_label: 'leaving@grace.test',
    });
  });
});

describe('the accounts resource', () => {
  it('lists accounts with their user counts and membership', async () => {
    const page = expectOk(
      await post('/admin/accounts/list', {
        page: 1,
        page_size: 100,
        sort: 'users_count',
        direction: 'desc',
      }),
      AccountPage,
    );
    const counts = page.items.map((a) => a.users_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const account of page.items) {
      const members = await listUsers({ account_id: account.id });
      expect(account.users_count, account.slug).toBe(members.total);
    }
    expect(page.items.some((a) => a.membership?.state === 'active')).toBe(true);
    // The plan's tier comes along, for the app to name the plan in the admin's language.
    const planned = page.items.filter((a) => a.membership?.plan_name);
    expect(planned.length).toBeGreaterThan(0);
    for (const account of planned) expect(account.membership?.plan_tier, account.slug).toBeTruthy();
  });

  it('needs a name for a church and a free web address', async () => {
    const name = expectError(
      await post('/admin/accounts/create', { slug: 'nameless', kind: 'church' }),
      400,
      'validation_failed',
    );
    expect(name.fields?.church_name).toBeTruthy();
    await newAccount('taken-slug');
    const slug = expectError(
      await post('/admin/accounts/create', { slug: 'taken-slug', kind: 'organisation' }),
      409,
      'conflict',
    );
    expect(slug.fields?.slug).toBeTruthy();
  });

  it('refuses to delete an account that still has users, and deletes an empty one', async () => {
    const account = await newAccount('with-users');
    expectOk(
      await post('/admin/users/create', {
        account_id: account.id,
        email: 'member@with-users.test',
        firstname: 'M',
        lastname: 'Ember',
        roles: ['individual'],
        password: 'a-good-password',
      }),
      UserRecord,
    );
    const refusal = expectError(
      await post('/admin/accounts/delete', { id: account.id }),
      409,
      'conflict',
    );
    expect(refusal.message).toMatch(/still has users/);
    expectOk(await post('/admin/accounts/get', { id: account.id }), AccountRecord);

    const empty = await newAccount('empty-one');
    expectOk(await post('/admin/accounts/delete', { id: empty.id }), OkResponse);
    expectError(await post('/admin/accounts/get', { id: empty.id }), 404, 'not_found');
  });
});

describe('the admin dashboard', () => {
  it('counts users by role from the database', async () => {
    const before = expectOk(await post('/admin/dashboard', {}), AdminDashboardResponse);
    const users = await listUsers({ page_size: 100 });
    expect(before.users_total).toBe(users.total);
    expect(before.users_by_role.admin).toBe(1);
    expect(before.card_orders).toEqual({ open: 0, this_month: 0 });

    const account = await newAccount('counted');
    await post('/admin/users/create', {
      account_id: account.id,
      email: 'counted@grace.test',
      firstname: 'C',
      lastname: 'Ounted',
      roles: ['care', 'individual'],
      password: 'a-good-password',
    });
    const after = expectOk(await post('/admin/dashboard', {}), AdminDashboardResponse);
    expect(after.users_total).toBe(before.users_total + 1);
    expect(after.users_by_role.care).toBe((before.users_by_role.care ?? 0) + 1);
    expect(after.accounts_total).toBe(before.accounts_total + 1);
  });
});

describe('who may use them', () => {
  it('refuses every other role', async () => {
    const pastor = await server.signIn('pastor@demo.church');
    expectError(
      await post('/admin/users/list', { page: 1, page_size: 10 }, pastor),
      403,
      'forbidden',
    );
    expectError(await post('/admin/dashboard', {}, pastor), 403, 'forbidden');
  });
});
