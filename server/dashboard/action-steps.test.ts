import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QrCodeRecord } from '#contract/shortCodes/qrCodesResource.ts';
import { LookupUserResponse } from '#contract/account/user.ts';
import { actionSteps, users } from '#server/db/schema.ts';
import { expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
  admin = await server.signIn('admin@demo.church');
});

afterAll(async () => {
  await server.close();
});

const stepsOf = async (token: string) =>
  expectOk(await server.call('POST', '/lookup_user', { token }), LookupUserResponse)
    .completed_action_steps;

/** Who of a church has ticked a step. */
async function tickedBy(accountId: number, step: string): Promise<number> {
  const members = await server.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountId, accountId));
  const ticked = await server.deps.db
    .select()
    .from(actionSteps)
    .where(
      and(
        eq(actionSteps.step, step),
        inArray(
          actionSteps.userId,
          members.map((member) => member.id),
        ),
      ),
    );
  return ticked.length;
}

describe("'Track your progress' ticks itself (decision 051)", () => {
  it('when the church adds a campus or invites a moderator', async () => {
    // The demo seed ticked what Grace's data earned (decision 070), its invited moderator too.
    await server.deps.db
      .delete(actionSteps)
      .where(inArray(actionSteps.step, ['add-church-location', 'invite-moderator']));
    const before = await stepsOf(pastor);
    expect(before).not.toContain('add-church-location');
    expect(before).not.toContain('invite-moderator');
    await server.call('POST', '/create_location', {
      token: pastor,
      body: {
        name: 'North campus',
        address: '1 Elm Street',
        address2: '',
        city: 'Springfield',
        state: 'IL',
        zip_code: '62701',
        country: 'US',
      },
    });
    expect(await stepsOf(pastor)).toContain('add-church-location');
    await server.call('POST', '/invite_moderator', {
      token: pastor,
      body: { email: 'someone.trusted@example.org' },
    });
    expect(await stepsOf(pastor)).toContain('invite-moderator');
  });

  it("when a person scans one of the church's cards, not when a link previewer fetches it", async () => {
    const riverside = await accountIdOf(server, 'riverside-church');
    const code = expectOk(
      await server.call('POST', '/admin/qr_codes/create', {
        token: admin,
        body: { account_id: riverside, label: 'Advent cards' },
      }),
      QrCodeRecord,
    );
    const scan = (agent: string) =>
      server.app.inject({
        method: 'GET',
        url: `/c/${code.code}`,
        remoteAddress: '198.51.100.4',
        headers: { 'user-agent': agent },
      });
    expect(
      (await scan('Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)')).statusCode,
    ).toBe(302);
    expect(await tickedBy(riverside, 'see-first-scan')).toBe(0);
    expect((await scan('Mozilla/5.0 (Linux; Android 15) Mobile Safari/537.36')).statusCode).toBe(
      302,
    );
    const members = await server.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, riverside));
    expect(members.length).toBeGreaterThan(0);
    expect(await tickedBy(riverside, 'see-first-scan')).toBe(members.length);
  });

  it('lets the person untick a step the server ticked', async () => {
    await server.call('POST', '/update_action_step', {
      token: pastor,
      body: { step: 'add-church-location', completed: false },
    });
    expect(await stepsOf(pastor)).not.toContain('add-church-location');
  });
});
