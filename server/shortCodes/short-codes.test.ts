import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QrCodeRecord } from '#contract/shortCodes/qrCodesResource.ts';
import { SHORT_CODE_ALPHABET } from '#contract/shortCodes/shortCodes.ts';
import { qrScans, qrScanVisitors, videos } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;
let graceId: number;
let hopeId: number;

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Link previewers that fetch a shared link, as they name themselves (issue 11's fixtures). */
const PREVIEWERS = {
  whatsApp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  empty: '',
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  graceId = await accountIdOf(server, 'grace-community-church');
  hopeId = await accountIdOf(server, 'hope-fellowship');
});

afterAll(async () => {
  await server.close();
});

const makeCode = async (accountId: number, label = 'Easter cards') =>
  expectOk(
    await server.call('POST', '/admin/qr_codes/create', {
      token: admin,
      body: { account_id: accountId, label },
    }),
    QrCodeRecord,
  );

const scan = (path: string, { agent = PHONE, ip = '203.0.113.7', language = 'en-US' } = {}) =>
  server.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: ip,
    headers: { 'user-agent': agent, 'accept-language': language },
  });

async function scansOf(codeId: number): Promise<number> {
  const rows = await server.deps.db.select().from(qrScans).where(eq(qrScans.codeId, codeId));
  return rows.reduce((sum, row) => sum + row.scans, 0);
}

/** An approved, embedded video of a church, at its own custom URL. */
async function approvedVideo(accountId: number, kind: 'welcome' | 'profile', slug: string) {
  const [video] = await server.deps.db
    .insert(videos)
    .values({
      accountId,
      kind,
      slug,
      status: 'approved',
      url: 'https://player.vimeo.com/video/76979871',
    })
    .returning({ id: videos.id });
  return video!.id;
}

describe('short codes on printed cards', () => {
  it('are 7 letters without look-alikes, drawn by the server, with their short link', async () => {
    const record = await makeCode(graceId);
    expect(record.code).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{7}$`));
    expect(record.code).not.toMatch(/[01OIL]/);
    expect(record.short_url).toBe(`${server.deps.appUrl}/c/${record.code}`);
    expect(record).toMatchObject({
      account_id: graceId,
      disabled: false,
      scans: 0,
      video_id: null,
    });
  });

  it("lead to the church's welcome video with a 302 nothing keeps, in the phone's language", async () => {
    const { code } = await makeCode(graceId);
    const answer = await scan(`/c/${code}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/v/welcome-to-grace');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toMatch(/<script/i);

    expect(
      (await scan(`/c/${code}`, { language: 'ko-KR,ko;q=0.9,en;q=0.5' })).headers.location,
    ).toBe('/ko/v/welcome-to-grace');
    expect((await scan(`/c/${code}`, { language: 'de-DE' })).headers.location).toBe(
      '/v/welcome-to-grace',
    );
    expect((await scan(`/es/c/${code}`, { language: 'ko' })).headers.location).toBe(
      '/es/v/welcome-to-grace',
    );
    // Typed by hand in small letters, it still works.
    expect((await scan(`/c/${code.toLowerCase()}`)).statusCode).toBe(302);
  });

  it('count a person once a day, never a link previewer, and keep no address', async () => {
    const { id, code } = await makeCode(graceId);
    for (let repeat = 0; repeat < 3; repeat += 1) {
      expect((await scan(`/c/${code}`, { ip: '198.51.100.20' })).statusCode).toBe(302);
    }
    expect(await scansOf(id)).toBe(1);
    // Another phone behind the same address is another person.
    await scan(`/c/${code}`, { ip: '198.51.100.20', agent: `${PHONE} other` });
    expect(await scansOf(id)).toBe(2);

    for (const [name, agent] of Object.entries(PREVIEWERS)) {
      const answer = await scan(`/c/${code}`, { agent, ip: '192.0.2.44' });
      expect(answer.statusCode, name).toBe(302);
    }
    expect(await scansOf(id)).toBe(2);

    const kept = await server.deps.db
      .select()
      .from(qrScanVisitors)
      .where(eq(qrScanVisitors.codeId, id));
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row.visitor).toMatch(/^[\w-]{22}$/);
      expect(row.visitor).not.toContain('198.51.100.20');
    }

    // The next day the same person counts again, and yesterday's visitors are gone.
    server.clock.advanceSeconds(24 * 60 * 60);
    await scan(`/c/${code}`, { ip: '198.51.100.20' });
    expect(await scansOf(id)).toBe(3);
    const days = await server.deps.db
      .select()
      .from(qrScanVisitors)
      .where(eq(qrScanVisitors.codeId, id));
    expect(days.map((row) => row.day)).toEqual([days[0]!.day]);
    const record = expectOk(
      await server.call('POST', '/admin/qr_codes/get', { token: admin, body: { id } }),
      QrCodeRecord,
    );
    expect(record.scans).toBe(3);
  });

  it('follow the church to a newer welcome video, and an admin can point one at another video', async () => {
    const followsChurch = await makeCode(graceId, 'Follows the church');
    const repointed = await makeCode(graceId, 'Re-pointed');
    const profileId = await approvedVideo(graceId, 'profile', 'grace-profile-for-cards');
    const updated = expectOk(
      await server.call('POST', '/admin/qr_codes/update', {
        token: admin,
        body: { id: repointed.id, video_id: profileId },
      }),
      QrCodeRecord,
    );
    expect(updated.video_slug).toBe('grace-profile-for-cards');
    expect((await scan(`/c/${repointed.code}`)).headers.location).toBe(
      '/v/grace-profile-for-cards',
    );

    await approvedVideo(graceId, 'welcome', 'grace-new-welcome');
    expect((await scan(`/c/${followsChurch.code}`)).headers.location).toBe('/v/grace-new-welcome');

    // A video the public may no longer see: the code falls back to the church's welcome video.
    await server.deps.db.update(videos).set({ status: 'blocked' }).where(eq(videos.id, profileId));
    expect((await scan(`/c/${repointed.code}`)).headers.location).toBe('/v/grace-new-welcome');
  });

  it("refuse to point a code at another church's video", async () => {
    const { id } = await makeCode(graceId);
    const hopeVideo = await approvedVideo(hopeId, 'profile', 'hope-profile-for-cards');
    const error = expectError(
      await server.call('POST', '/admin/qr_codes/update', {
        token: admin,
        body: { id, video_id: hopeVideo },
      }),
      400,
      'validation_failed',
    );
    expect(error.fields?.video_id).toMatch(/this church's videos/);
  });

  it('show the church finder in the language when the code leads nowhere: disabled, unknown or malformed', async () => {
    const { id, code } = await makeCode(graceId);
    await server.call('POST', '/admin/qr_codes/update', {
      token: admin,
      body: { id, disabled: true },
    });
    for (const path of [
      `/c/${code}`,
      '/c/ABCDEFG',
      '/c/0OIL111',
      '/c/%00',
      `/c/${'A'.repeat(90)}`,
    ]) {
      const answer = await scan(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
      expect(answer.body).toContain('action="/churches"');
      expect(answer.body).toContain('This card&#39;s code leads nowhere now');
    }
    const korean = await scan(`/ko/c/${code}`);
    expect(korean.body).toContain('action="/ko/churches"');
    expect(korean.body).toContain('이 카드의 코드는 더 이상 연결되지 않습니다');
    expect(await scansOf(id)).toBe(0);
  });
});
