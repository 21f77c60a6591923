import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIG_KEYS,
  GetConfigResponse,
  GetConfigVarResponse,
  GetInstructionVideosResponse,
  SetConfigResponse,
  SetConfigVarResponse,
  SetInstructionVideoResponse,
} from '#contract/config.ts';
import { videos } from '#server/db/schema.ts';
import { DEMO_MEDIA } from '#server/seed/demo-media.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;
let pastor: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
});

afterAll(async () => {
  await server.close();
});

describe('reading settings (any signed-in user)', () => {
  it('GET /get_config lists every setting of the catalogue', async () => {
    const config = expectOk(
      await server.call('GET', '/get_config', { token: pastor }),
      GetConfigResponse,
    );
    expect(config.map((entry) => entry.key)).toEqual(CONFIG_KEYS);
    expect(config.find((entry) => entry.key === 'support_email')?.value).toBe(
      'support@demo.church',
    );
  });

  it('POST /get_config_var reads one', async () => {
    const entry = expectOk(
      await server.call('POST', '/get_config_var', {
        token: pastor,
        body: { key: 'designer_email' },
      }),
      GetConfigVarResponse,
    );
    expect(entry).toEqual({ key: 'designer_email', value: 'design@demo.church' });
    const error = expectError(
      await server.call('POST', '/get_config_var', { token: pastor, body: { key: 'nope' } }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['key']);
  });

  it('GET /get_instruction_videos lists the dashboard videos', async () => {
    const videos = expectOk(
      await server.call('GET', '/get_instruction_videos', { token: pastor }),
      GetInstructionVideosResponse,
    );
    expect(videos.map((video) => video.slug)).toEqual(
      expect.arrayContaining(['pastor-dashboard', 'individual-dashboard']),
    );
  });

  it('needs a token', async () => {
    expectError(await server.call('GET', '/get_config'), 401, 'unauthorized');
    expectError(await server.call('GET', '/get_instruction_videos'), 401, 'unauthorized');
    expectError(
      await server.call('POST', '/get_config_var', { body: { key: 'support_email' } }),
      401,
      'unauthorized',
    );
  });
});

describe('changing settings (admins only)', () => {
  it('POST /set_config_var sets one value', async () => {
    const entry = expectOk(
      await server.call('POST', '/set_config_var', {
        token: admin,
        body: { key: 'moderator_video', value: 'https://youtu.be/abc123' },
      }),
      SetConfigVarResponse,
    );
    expect(entry.value).toBe('https://youtu.be/abc123');
    const read = await server.call('POST', '/get_config_var', {
      token: pastor,
      body: { key: 'moderator_video' },
    });
    expect(read.body).toEqual({ key: 'moderator_video', value: 'https://youtu.be/abc123' });
  });

  it('POST /set_config sets several and answers with all', async () => {
    const config = expectOk(
      await server.call('POST', '/set_config', {
        token: admin,
        body: [
          { key: 'support_email', value: 'help@demo.church' },
          { key: 'individual_signup_link', value: '' },
        ],
      }),
      SetConfigResponse,
    );
    expect(config).toContainEqual({ key: 'support_email', value: 'help@demo.church' });
    expect(config).toContainEqual({ key: 'individual_signup_link', value: '' });
  });

  it('checks each value against the kind of its key and writes nothing when one is wrong', async () => {
    const before = (await server.call('GET', '/get_config', { token: admin })).body;
    const error = expectError(
      await server.call('POST', '/set_config', {
        token: admin,
        body: [
          { key: 'designer_email', value: 'new-designer@demo.church' },
          { key: 'pastor_dashboard_video', value: 'https://example.com/video.mp4' },
          { key: 'support_email', value: 'not-an-address' },
          { key: 'designer_email', value: 'twice@demo.church' },
        ],
      }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      '1.value': 'Enter a YouTube or Vimeo link starting with http:// or https://.',
      '2.value': 'Enter a valid email address.',
      '3.key': 'This setting is listed twice.',
    });
    const duplicate = expectError(
      await server.call('POST', '/set_config', {
        token: admin,
        body: [
          { key: 'designer_email', value: 'a@demo.church' },
          { key: 'designer_email', value: 'b@demo.church' },
        ],
      }),
      400,
      'validation_failed',
    );
    expect(duplicate.fields).toEqual({ '1.key': 'This setting is listed twice.' });
    expect((await server.call('GET', '/get_config', { token: admin })).body).toEqual(before);
  });

  it('POST /set_instruction_video accepts only YouTube and Vimeo links', async () => {
    const video = expectOk(
      await server.call('POST', '/set_instruction_video', {
        token: admin,
        body: { slug: 'care-dashboard', url: 'https://player.vimeo.com/video/42' },
      }),
      SetInstructionVideoResponse,
    );
    expect(video.url).toBe('https://player.vimeo.com/video/42');
    const error = expectError(
      await server.call('POST', '/set_instruction_video', {
        token: admin,
        body: { slug: 'Care Dashboard', url: 'ftp://youtube.com/x' },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['slug', 'url']);
    const list = (await server.call('GET', '/get_instruction_videos', { token: admin })).body;
    expect(list).toContainEqual({
      slug: 'care-dashboard',
      url: 'https://player.vimeo.com/video/42',
      video_id: null,
    });
  });

  it('POST /set_instruction_video takes an uploaded instruction or monthly video, played once ready', async () => {
    const accountId = await accountIdOf(server, 'grace-community-church');
    const insert = async (kind: 'instruction' | 'story', processing: 'ready' | 'processing') => {
      const [row] = await server.deps.db
        .insert(videos)
        .values({
          accountId,
          kind,
          status: 'approved',
          sourceKey: DEMO_MEDIA.welcomeVideo.key,
          fileKey: processing === 'ready' ? DEMO_MEDIA.welcomeVideo.key : null,
          processing,
        })
        .returning({ id: videos.id });
      return row!.id;
    };
    const set = (body: unknown) =>
      server.call('POST', '/set_instruction_video', { token: admin, body });
    const ready = await insert('instruction', 'ready');
    const saved = expectOk(
      await set({ slug: 'individual-dashboard', video_id: ready }),
      SetInstructionVideoResponse,
    );
    expect(saved).toEqual({
      slug: 'individual-dashboard',
      url: `/files/${DEMO_MEDIA.welcomeVideo.key}`,
      video_id: ready,
    });
    const read = async () =>
      expectOk(
        await server.call('GET', '/get_instruction_videos', { token: pastor }),
        GetInstructionVideosResponse,
      ).find((video) => video.slug === 'individual-dashboard');
    expect(await read()).toEqual(saved);

    // Still processing: the slot keeps the video and plays nothing until it is ready.
    const processing = await insert('instruction', 'processing');
    expectOk(
      await set({ slug: 'individual-dashboard', video_id: processing }),
      SetInstructionVideoResponse,
    );
    expect(await read()).toEqual({ slug: 'individual-dashboard', url: '', video_id: processing });

    // A person's story, a missing video, or a link and a video together are refused.
    const story = await insert('story', 'ready');
    for (const [body, field] of [
      [{ slug: 'individual-dashboard', video_id: story }, 'video_id'],
      [{ slug: 'individual-dashboard', video_id: 99_999_999 }, 'video_id'],
      [{ slug: 'individual-dashboard', video_id: ready, url: 'https://vimeo.com/1' }, 'url'],
      [{ slug: 'individual-dashboard' }, 'url'],
    ] as const) {
      const error = expectError(await set(body), 400, 'validation_failed');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
    expect(await read()).toEqual({ slug: 'individual-dashboard', url: '', video_id: processing });

    // A link again clears the uploaded video.
    expectOk(
      await set({ slug: 'individual-dashboard', url: 'https://vimeo.com/76979871' }),
      SetInstructionVideoResponse,
    );
    expect(await read()).toEqual({
      slug: 'individual-dashboard',
      url: 'https://vimeo.com/76979871',
      video_id: null,
    });
  });

  it('refuses every non-admin role with 403 and writes nothing', async () => {
    const calls: [string, unknown][] = [
      ['/set_config_var', { key: 'support_email', value: 'evil@example.org' }],
      ['/set_config', [{ key: 'support_email', value: 'evil@example.org' }]],
      ['/set_instruction_video', { slug: 'pastor-dashboard', url: 'https://youtu.be/evil' }],
    ];
    for (const email of ['pastor@demo.church', 'individual@demo.church', 'care@demo.church']) {
      const token = await server.signIn(email);
      for (const [path, body] of calls) {
        expectError(await server.call('POST', path, { token, body }), 403, 'forbidden');
      }
    }
    const config = (await server.call('GET', '/get_config', { token: admin })).body;
    expect(config).not.toContainEqual({ key: 'support_email', value: 'evil@example.org' });
    const videos = (await server.call('GET', '/get_instruction_videos', { token: admin })).body;
    expect(videos).not.toContainEqual({ slug: 'pastor-dashboard', url: 'https://youtu.be/evil' });
  });

  it('checks the role before the payload, and the token before the role', async () => {
    expectError(
      await server.call('POST', '/set_config_var', { token: pastor, body: { nonsense: true } }),
      403,
      'forbidden',
    );
    expectError(
      await server.call('POST', '/set_config_var', { body: { key: 'support_email', value: '' } }),
      401,
      'unauthorized',
    );
  });
});
