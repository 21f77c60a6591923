import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptChurchInviteResponse,
  ChurchModeratorsResponse,
  ModeratorInvitationResponse,
} from '#contract/moderators/moderators.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer, tokenFromMail } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;
let graceId: number;

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
  const profile = expectOk(
    await server.call('POST', '/lookup_profile', { token: pastor }),
    LookupProfileResponse,
  );
  graceId = profile.account_id;
});

afterAll(async () => {
  await server.close();
});

const listOf = async (token: string, accountId = graceId) =>
  expectOk(
    await server.call('GET', `/church_moderators?account_id=${accountId}`, { token }),
    ChurchModeratorsResponse,
  ).moderators;

const statusOf = async (token: string) =>
  expectOk(await server.call('POST', '/lookup_profile', { token }), LookupProfileResponse).moderator
    .status;

async function lastMailTo(address: string) {
  const mails = (await server.outbox()).filter((mail) => mail.toAddress === address);
  return mails.at(-1);
}

describe('church moderators', () => {
  it("lists the caller's church's moderators and open invitations, moderators first", async () => {
    const moderators = await listOf(pastor);
    expect(moderators.map(({ email, status, name }) => ({ email, status, name }))).toEqual([
      { email: 'reviewer@demo.church', status: 'approved', name: 'Samuel Okafor' },
      { email: 'moderator@demo.church', status: 'approved', name: 'Maria Santos' },
      { email: 'invited@demo.church', status: 'invited', name: null },
    ]);
  });

  it("refuses another church's list, and the non-pastor roles", async () => {
    expectError(
      await server.call('GET', `/church_moderators?account_id=${graceId + 1}`, { token: pastor }),
      403,
      'forbidden',
    );
    expectError(
      await server.call('GET', '/church_moderators?account_id=abc', { token: pastor }),
      400,
      'validation_failed',
    );
    const individual = await server.signIn('individual@demo.church');
    expectError(
      await server.call('GET', `/church_moderators?account_id=${graceId}`, { token: individual }),
      403,
      'forbidden',
    );
  });

  it('invites by mail; the invited person accepts with the link, once', async () => {
    const individual = await server.signIn('individual@demo.church');
    expect(await statusOf(individual)).toBe('none');
    const after = expectOk(
      await server.call('POST', '/invite_moderator', {
        token: pastor,
        body: { email: 'Individual@Demo.Church' },
      }),
      ChurchModeratorsResponse,
    ).moderators;
    expect(after.find((row) => row.email === 'individual@demo.church')?.status).toBe('invited');
    // The person's menu now offers Become a Moderator.
    expect(await statusOf(individual)).toBe('invited');

    const mail = await lastMailTo('individual@demo.church');
    expect(mail?.subject).toBe('You are invited to become a moderator for Grace Community Church');
    expect(mail?.bodyText).toContain('https://vimeo.com/1084537');
    const token = tokenFromMail(mail!.bodyText, 'token');

    // Somebody else signed in cannot use the link.
    const other = await server.signIn('free@demo.church');
    expectError(
      await server.call('POST', '/accept_church_invite', { token: other, body: { token } }),
      403,
      'forbidden',
    );

    const invitation = expectOk(
      await server.call('GET', '/moderator_invitation', { token: individual }),
      ModeratorInvitationResponse,
    );
    expect(invitation.invitation?.church_name).toBe('Grace Community Church');

    expect(
      expectOk(
        await server.call('POST', '/accept_church_invite', { token: individual, body: { token } }),
        AcceptChurchInviteResponse,
      ),
    ).toEqual({ church_name: 'Grace Community Church' });
    expect(await statusOf(individual)).toBe('approved');
    // The pastor is told.
    expect((await lastMailTo('pastor@demo.church'))?.subject).toBe(
      'Grace Community Church has a new moderator',
    );
    // The link works once.
    expectError(
      await server.call('POST', '/accept_church_invite', { token: individual, body: { token } }),
      400,
      'invalid_token',
    );
    const rows = await listOf(pastor);
    expect(rows.find((row) => row.email === 'individual@demo.church')).toMatchObject({
      status: 'approved',
      name: 'Isabel Brooks',
      expires_at: null,
    });
  });

  it('the invited demo person accepts from the menu, without the link', async () => {
    const fresh = await startTestServer();
    try {
      const invited = await fresh.signIn('invited@demo.church');
      expectOk(
        await fresh.call('POST', '/accept_church_invite', {
          token: invited,
          body: { token: null },
        }),
        AcceptChurchInviteResponse,
      );
      const profile = expectOk(
        await fresh.call('POST', '/lookup_profile', { token: invited }),
        LookupProfileResponse,
      );
      expect(profile.moderator.status).toBe('approved');
      expectError(
        await fresh.call('POST', '/accept_church_invite', {
          token: invited,
          body: { token: null },
        }),
        404,
        'not_found',
      );
    } finally {
      await fresh.close();
    }
  });

  it('removes a moderator of the own church only; the person loses Video Review', async () => {
    const moderator = await server.signIn('moderator@demo.church');
    const maria = (await listOf(pastor)).find((row) => row.email === 'moderator@demo.church')!;
    const riverside = await server.signIn('website@demo.church');
    expectError(
      await server.call('POST', '/remove_church_moderator', {
        token: riverside,
        body: { id: maria.id },
      }),
      404,
      'not_found',
    );
    const after = expectOk(
      await server.call('POST', '/remove_church_moderator', {
        token: pastor,
        body: { id: maria.id },
      }),
      ChurchModeratorsResponse,
    ).moderators;
    expect(after.map((row) => row.email)).not.toContain('moderator@demo.church');
    expect(await statusOf(moderator)).toBe('none');
  });

  it('refuses inviting oneself or a moderator already there, and limits the mails', async () => {
    expectError(
      await server.call('POST', '/invite_moderator', {
        token: pastor,
        body: { email: 'pastor@demo.church' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await server.call('POST', '/invite_moderator', {
        token: pastor,
        body: { email: 'individual@demo.church' },
      }),
      409,
      'conflict',
    );
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await server.call('POST', '/invite_moderator', {
        token: pastor,
        body: { email: 'often@example.org' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
  it('an invitation expires (last: the clock moves past every session)', async () => {
    await server.call('POST', '/invite_moderator', {
      token: pastor,
      body: { email: 'later@example.org' },
    });
    const token = tokenFromMail((await lastMailTo('later@example.org'))!.bodyText, 'token');
    const invited = await server.signIn('invited@demo.church');
    // Found, but addressed to someone else.
    expectError(
      await server.call('POST', '/accept_church_invite', { token: invited, body: { token } }),
      403,
      'forbidden',
    );
    server.clock.advanceSeconds(8 * 24 * 60 * 60);
    // Sessions end too after eight days: sign in again. The link is now simply not valid.
    const again = await server.signIn('invited@demo.church');
    expectError(
      await server.call('POST', '/accept_church_invite', { token: again, body: { token } }),
      400,
      'invalid_token',
    );
  });
});
