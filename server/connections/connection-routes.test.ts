import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchFinderResponse } from '#contract/connections/churches.ts';
import {
  ChurchConnectionsResponse,
  DecideChurchConnectionResponse,
  ModeratedChurchesResponse,
  MyChurchConnectionsResponse,
} from '#contract/connections/connections.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import { CONNECTION_MAIL_LIMITS } from '#server/settings.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;
let individual: string;
let invited: string;
let moderator: string;
let website: string;
let graceId: number;
let riversideId: number;

beforeAll(async () => {
  server = await startTestServer();
  const tokens = await Promise.all(
    [
      'pastor@demo.church',
      'individual@demo.church',
      'invited@demo.church',
      'moderator@demo.church',
      'website@demo.church',
    ].map((email) => server.signIn(email)),
  );
  [pastor, individual, invited, moderator, website] = tokens as [
    string,
    string,
    string,
    string,
    string,
  ];
  const { churches } = expectOk(
    await server.call('GET', '/church_finder?limit=50'),
    ChurchFinderResponse,
  );
  riversideId = churches.find((church) => church.slug === 'riverside-church')!.account_id;
  graceId = churches.find((church) => church.slug === 'grace-community-church')!.account_id;
});

afterAll(async () => {
  await server.close();
});

const mine = async (token: string) =>
  expectOk(
    await server.call('GET', '/my_church_connections', { token }),
    MyChurchConnectionsResponse,
  ).connections;

const churchList = async (token: string, query: string, path = '/get_church_connections') =>
  expectOk(await server.call('GET', `${path}?${query}`, { token }), ChurchConnectionsResponse);

const create = (token: string, body: unknown) =>
  server.call('POST', '/create_church_connection', { token, body });

const decide = (token: string, id: number, decision: string) =>
  server.call('POST', '/decide_church_connection', { token, body: { id, decision } });

const mailsTo = async (address: string, kind: string) =>
  (await server.outbox()).filter((row) => row.toAddress === address && row.kind === kind);

const newConnectionsOf = async (token: string) =>
  expectOk(await server.call('POST', '/lookup_profile', { token }), LookupProfileResponse)
    .new_connections;

describe('asking a church to connect', () => {
  it("lists the person's own requests with the church and status", async () => {
    const requests = await mine(individual);
    expect(requests).toEqual([
      expect.objectContaining({
        account_id: graceId,
        church_name: 'Grace Community Church',
        church_slug: 'grace-community-church',
        status: 'new',
      }),
    ]);
  });

  it('refuses a second request to the same church with a 409 naming it', async () => {
    const error = expectError(await create(individual, { account_id: graceId }), 409, 'conflict');
    expect(error.message).toContain('Grace Community Church');
    expect(Object.keys(error.fields ?? {})).toEqual(['account_id']);
    expect(await mine(individual)).toHaveLength(1);
  });

  it("asks another church, with a note, and mails the church's leaders only", async () => {
    const requests = expectOk(
      await create(individual, { account_id: riversideId, note: '  I just moved to town.  ' }),
      MyChurchConnectionsResponse,
    ).connections;
    expect(requests.map((row) => row.church_name).sort()).toEqual([
      'Grace Community Church',
      'Riverside Church',
    ]);
    const riverside = requests.find((row) => row.account_id === riversideId);
    expect(riverside?.note).toBe('I just moved to town.');
    for (const leader of ['website@demo.church', 'discipleship@demo.church']) {
      const [mail] = await mailsTo(leader, 'connection_requested');
      expect(mail?.subject).toBe('Isabel Brooks asks to connect with Riverside Church');
      expect(mail?.bodyText).toContain('> I just moved to town.');
      expect(mail?.bodyText).toContain('/connect-request');
    }
    expect(await mailsTo('care@demo.church', 'connection_requested')).toEqual([]);
  });

  it('validates the request and refuses what the finder does not show', async () => {
    const tooLong = expectError(
      await create(individual, { account_id: graceId, note: 'x'.repeat(1001) }),
      400,
      'validation_failed',
    );
    expect(Object.keys(tooLong.fields ?? {})).toEqual(['note']);
    const badId = expectError(
      await create(individual, { account_id: 'grace' }),
      400,
      'validation_failed',
    );
    expect(Object.keys(badId.fields ?? {})).toEqual(['account_id']);
    expectError(await create(individual, { account_id: 999_999 }), 404, 'not_found');
    // An individual's own account is not a church.
    const { account_id: ownAccount } = expectOk(
      await server.call('POST', '/lookup_profile', { token: individual }),
      LookupProfileResponse,
    );
    expectError(await create(individual, { account_id: ownAccount }), 404, 'not_found');
  });

  it('is for individuals only', async () => {
    expectError(await create(pastor, { account_id: riversideId }), 403, 'forbidden');
    expectError(
      await server.call('GET', '/my_church_connections', { token: pastor }),
      403,
      'forbidden',
    );
    expectError(await server.call('GET', '/my_church_connections'), 401, 'unauthorized');
  });
});

describe("the church's requests", () => {
  it('lists the new ones by default, the others by view, paged on the server', async () => {
    const fresh = await churchList(pastor, `account_id=${graceId}`);
    expect(fresh.church_name).toBe('Grace Community Church');
    expect(fresh.can_decide).toBe(true);
    expect(fresh.connections.map((row) => row.name).sort()).toEqual([
      'Isabel Brooks',
      'Ivan Petrov',
    ]);
    expect(fresh.total).toBe(2);
    expect(fresh.new_count).toBe(2);
    const all = await churchList(pastor, `account_id=${graceId}&filter=all`);
    expect(all.total).toBe(3);
    const accepted = await churchList(pastor, `account_id=${graceId}&filter=accepted`);
    expect(accepted.connections.map((row) => row.email)).toEqual(['moderator@demo.church']);
    const page = await churchList(pastor, `account_id=${graceId}&filter=all&page=2&page_size=2`);
    expect(page.connections).toHaveLength(1);
    expect(page.new_count).toBe(2);
    expectError(
      await server.call('GET', `/get_church_connections?account_id=${graceId}&filter=old`, {
        token: pastor,
      }),
      400,
      'validation_failed',
    );
  });

  it("refuses another church's list and other roles", async () => {
    for (const [token, accountId] of [
      [pastor, riversideId],
      [website, graceId],
    ] as const) {
      expectError(
        await server.call('GET', `/get_church_connections?account_id=${accountId}`, { token }),
        403,
        'forbidden',
      );
    }
    expectError(
      await server.call('GET', `/get_church_connections?account_id=${graceId}`, {
        token: moderator,
      }),
      403,
      'forbidden',
    );
  });

  it('tells a moderator which churches they moderate', async () => {
    const moderated = async (token: string) =>
      expectOk(
        await server.call('GET', '/moderated_churches', { token }),
        ModeratedChurchesResponse,
      ).churches;
    expect(await moderated(moderator)).toEqual([
      { account_id: graceId, name: 'Grace Community Church' },
    ]);
    expect(await moderated(invited)).toEqual([]);
    expect(await moderated(pastor)).toEqual([]);
  });

  it("lets an approved moderator read their church's requests, and nobody else", async () => {
    const review = await churchList(
      moderator,
      `account_id=${graceId}`,
      '/get_review_church_connections',
    );
    expect(review.can_decide).toBe(false);
    expect(review.total).toBe(2);
    const own = await churchList(pastor, `account_id=${graceId}`, '/get_review_church_connections');
    expect(own.can_decide).toBe(true);
    for (const [token, accountId] of [
      [moderator, riversideId],
      [invited, graceId], // invited, not approved
      [individual, graceId],
      [website, graceId],
    ] as const) {
      expectError(
        await server.call('GET', `/get_review_church_connections?account_id=${accountId}`, {
          token,
        }),
        403,
        'forbidden',
      );
    }
  });
});

describe('deciding and withdrawing', () => {
  it('accepts a request, mails the person once, and lowers the new count', async () => {
    const before = await newConnectionsOf(pastor);
    const [request] = (await churchList(pastor, `account_id=${graceId}`)).connections.filter(
      (row) => row.email === 'individual@demo.church',
    );
    const { connection } = expectOk(
      await decide(pastor, request!.id, 'accepted'),
      DecideChurchConnectionResponse,
    );
    expect(connection).toEqual(
      expect.objectContaining({ status: 'accepted', decided_by: 'John Carter' }),
    );
    expect(await newConnectionsOf(pastor)).toBe(before - 1);
    const mails = await mailsTo('individual@demo.church', 'connection_decided');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Grace Community Church accepted your request to connect',
    ]);
    // The same answer again changes nothing and mails nobody.
    expectOk(await decide(pastor, request!.id, 'accepted'), DecideChurchConnectionResponse);
    expect(await mailsTo('individual@demo.church', 'connection_decided')).toHaveLength(1);
    expect((await mine(individual)).find((row) => row.account_id === graceId)?.status).toBe(
      'accepted',
    );
  });

  it("refuses deciding another church's request, by moderators, or with a bad decision", async () => {
    const [request] = (await churchList(pastor, `account_id=${graceId}`)).connections;
    expectError(await decide(website, request!.id, 'accepted'), 404, 'not_found');
    expectError(await decide(moderator, request!.id, 'accepted'), 403, 'forbidden');
    const error = expectError(await decide(pastor, request!.id, 'maybe'), 400, 'validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(['decision']);
  });

  it('keeps a declined request: no withdrawing it, no asking again', async () => {
    const [request] = (await churchList(pastor, `account_id=${graceId}`)).connections.filter(
      (row) => row.email === 'invited@demo.church',
    );
    expectOk(await decide(pastor, request!.id, 'declined'), DecideChurchConnectionResponse);
    const [mail] = await mailsTo('invited@demo.church', 'connection_decided');
    expect(mail?.subject).toBe('Grace Community Church declined your request to connect');
    expectError(
      await server.call('POST', '/destroy_church_connection', {
        token: invited,
        body: { id: request!.id },
      }),
      409,
      'conflict',
    );
    expectError(await create(invited, { account_id: graceId }), 409, 'conflict');
  });

  it('withdraws only their own request; then they may ask again', async () => {
    const riverside = (await mine(individual)).find((row) => row.account_id === riversideId)!;
    expectError(
      await server.call('POST', '/destroy_church_connection', {
        token: invited,
        body: { id: riverside.id },
      }),
      404,
      'not_found',
    );
    const after = expectOk(
      await server.call('POST', '/destroy_church_connection', {
        token: individual,
        body: { id: riverside.id },
      }),
      MyChurchConnectionsResponse,
    ).connections;
    expect(after.map((row) => row.account_id)).toEqual([graceId]);
    expectOk(await create(individual, { account_id: riversideId }), MyChurchConnectionsResponse);
  });

  it('limits the connection mails one person sends in an hour', async () => {
    const [request] = (await churchList(pastor, `account_id=${graceId}&filter=all`)).connections;
    let status = request!.status;
    const toggle = async () => {
      const next = status === 'declined' ? 'accepted' : 'declined';
      const result = await decide(pastor, request!.id, next);
      if (result.status === 200) status = next;
      return result;
    };
    let refused = 0;
    for (let index = 0; index < CONNECTION_MAIL_LIMITS.perUser + 1; index += 1) {
      const result = await toggle();
      if (result.status === 429) refused += 1;
      else expect(result.status).toBe(200);
    }
    expect(refused).toBeGreaterThan(0);
    const error = expectError(await toggle(), 429, 'too_many_requests');
    expect(error.message).toMatch(/Try again in/);
    server.clock.advanceSeconds(CONNECTION_MAIL_LIMITS.windowSeconds + 1);
    expect((await toggle()).status).toBe(200);
  });
});
