import { array, number, object } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OkResponse } from '#contract/common.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import { ActivityRecord } from '#contract/users/activityResource.ts';
import { LocationRecord } from '#contract/campuses/locationsResource.ts';
import { ModeratorRecord } from '#contract/moderators/moderatorsResource.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;

const LocationPage = object({ items: array(LocationRecord), total: number() });
const ModeratorPage = object({ items: array(ModeratorRecord), total: number() });
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

const page = { page: 1, page_size: 25 };

describe('the locations resource (admin location)', () => {
  it("lists every church's campuses with the church's name", async () => {
    const list = expectOk(await post('/admin/locations/list', page), LocationPage);
    expect(list.items.map((item) => [item.account_name, item.name])).toEqual([
      ['Hope Fellowship', 'Hope Fellowship Downtown'],
      ['New Life Chapel', 'New Life Chapel'],
      ['Riverside Church', 'Riverside East Campus'],
      ['Riverside Church', 'Riverside Main Campus'],
      ['Sarang Church', 'Sarang Church'],
    ]);
    const byCity = expectOk(
      await post('/admin/locations/list', { ...page, q: 'Portland' }),
      LocationPage,
    );
    expect(byCity.items.map((item) => item.name)).toEqual([
      'Riverside East Campus',
      'Riverside Main Campus',
    ]);
  });

  it('adds a campus to a church, updates its pin, and keeps pins whole', async () => {
    const [church] = expectOk(
      await post('/admin/locations/list', { ...page, q: 'Columbus' }),
      LocationPage,
    ).items;
    const created = expectOk(
      await post('/admin/locations/create', {
        account_id: church!.account_id,
        name: 'North campus',
        address: '1 High Street',
        city: 'Columbus',
        state: 'OH',
        zip_code: '43215',
        country: 'us',
      }),
      LocationRecord,
    );
    expect(created).toMatchObject({
      country: 'US',
      account_name: 'New Life Chapel',
      latitude: null,
    });
    const pinned = expectOk(
      await post('/admin/locations/update', { id: created.id, latitude: 39.96, longitude: -83 }),
      LocationRecord,
    );
    expect(pinned).toMatchObject({ latitude: 39.96, longitude: -83 });
    const half = expectError(
      await post('/admin/locations/update', { id: created.id, latitude: null }),
      400,
      'validation_failed',
    );
    expect(Object.keys(half.fields ?? {})).toEqual(['latitude']);
    expectOk(await post('/admin/locations/delete', { id: created.id }), OkResponse);
  });

  it('adds campuses to churches only', async () => {
    const refused = expectError(
      await post('/admin/locations/create', {
        account_id: 1, // the organisation's own account
        name: 'Office',
        address: '1 Main Street',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        country: 'US',
      }),
      400,
      'validation_failed',
    );
    expect(refused.fields).toEqual({ account_id: 'Choose a church.' });
  });
});

describe('the moderators resource', () => {
  it("lists every church's moderators and invitations with their status", async () => {
    const list = expectOk(await post('/admin/moderators/list', page), ModeratorPage);
    expect(
      list.items.map((item) => [item.email, item.status, item.account_name, item.user_name]).sort(),
    ).toEqual([
      ['invited@demo.church', 'invited', 'Grace Community Church', null],
      ['moderator@demo.church', 'approved', 'Grace Community Church', expect.any(String)],
      ['reviewer@demo.church', 'approved', 'Grace Community Church', expect.any(String)],
    ]);
    const invited = expectOk(
      await post('/admin/moderators/list', { ...page, status: 'invited' }),
      ModeratorPage,
    );
    expect(invited.items.map((item) => item.email)).toEqual(['invited@demo.church']);
  });

  it("removing a moderator takes the person's Video review away", async () => {
    const moderator = await server.signIn('moderator@demo.church');
    const status = async () =>
      expectOk(await post('/lookup_profile', {}, moderator), LookupProfileResponse).moderator
        .status;
    expect(await status()).toBe('approved');
    const row = expectOk(
      await post('/admin/moderators/list', { ...page, status: 'approved' }),
      ModeratorPage,
    ).items.find((item) => item.email === 'moderator@demo.church');
    expectOk(await post('/admin/moderators/delete', { id: row!.id }), OkResponse);
    expect(await status()).toBe('none');
  });
});

describe('moderator activities', () => {
  it("reads only the approved moderators' writes from the activity log", async () => {
    const all = expectOk(await post('/admin/activity/list', page), ActivityPage);
    expect(all.total).toBeGreaterThan(0); // the admin's writes above
    const moderators = expectOk(
      await post('/admin/activity/list', { ...page, actors: 'moderators' }),
      ActivityPage,
    );
    expect(moderators.items.every((item) => item.actor_name !== 'Ada Admin')).toBe(true);
  });
});
