import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchProfile } from '#contract/church/churchProfile.ts';
import { API_BASE } from '#contract/endpoints.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

const PNG = readFileSync(new URL('../../tests/e2e/fixtures/headshot.png', import.meta.url));
const NOT_A_PICTURE = readFileSync(
  new URL('../../tests/e2e/fixtures/not-a-picture.png', import.meta.url),
);

let server: TestServer;
let pastor: string;

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
});

afterAll(async () => {
  await server.close();
});

const filled = {
  description: 'A church in the middle of town.\nEveryone is welcome.',
  service_times: 'Sundays 9:00 and 11:00',
  contact_details: 'Call or write any weekday.',
  church_address: '12 Main Street, Springfield',
  church_website: 'https://grace.example.org',
  church_phone: '+1 555 010 0199',
  facebook_url: 'https://facebook.com/grace',
  twitter_url: 'https://twitter.com/grace',
  donation_url: 'https://grace.example.org/give',
  video_embed_url: 'https://vimeo.com/76979871',
  welcome_video_embed:
    '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
  counselling_pastor: 'Ruth Miller',
  counselling_email: 'Care@Grace.example.org',
};

function upload(
  token: string | undefined,
  fields: Record<string, string>,
  file?: { content: Buffer; filename?: string; contentType?: string },
  ip = '127.0.0.1',
) {
  const { payload, contentType } = multipartBody(
    fields,
    file
      ? [
          {
            field: 'picture',
            filename: file.filename ?? 'picture.png',
            contentType: file.contentType ?? 'image/png',
            content: file.content,
          },
        ]
      : [],
  );
  return server.app.inject({
    method: 'POST',
    url: `${API_BASE}/upload_church_picture`,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    remoteAddress: ip,
    payload,
  });
}

describe('the church profile', () => {
  it('reads, edits every field and keeps name, website and phone on the account', async () => {
    const before = expectOk(
      await server.call('GET', '/church_profile', { token: pastor }),
      ChurchProfile,
    );
    expect(before.account_slug).toBe('grace-community-church');
    const saved = expectOk(
      await server.call('POST', '/edit_profile', { token: pastor, body: filled }),
      ChurchProfile,
    );
    expect(saved).toMatchObject({
      ...filled,
      counselling_email: 'care@grace.example.org',
      church_name: before.church_name,
    });
    expect(saved.updated_at).not.toBeNull();
    const again = expectOk(
      await server.call('GET', '/church_profile', { token: pastor }),
      ChurchProfile,
    );
    expect(again).toEqual(saved);
    // Cleared optional fields come back empty.
    const cleared = expectOk(
      await server.call('POST', '/edit_profile', {
        token: pastor,
        body: { ...filled, facebook_url: '', welcome_video_embed: '' },
      }),
      ChurchProfile,
    );
    expect(cleared.facebook_url).toBe('');
    expect(cleared.welcome_video_embed).toBe('');
  });

  it("names each refused field, with the spec's prompts for the required ones", async () => {
    const refused = expectError(
      await server.call('POST', '/edit_profile', {
        token: pastor,
        body: {
          ...filled,
          description: ' ',
          contact_details: '',
          church_website: 'javascript:alert(1)',
          counselling_email: 'not an address',
          welcome_video_embed: '<iframe src="https://evil.example/x"></iframe>',
          service_times: 'x'.repeat(1001),
        },
      }),
      400,
      'validation_failed',
    );
    expect(refused.fields).toEqual({
      description: 'Please enter church description.',
      contact_details: 'Please enter contact details.',
      church_website: 'Enter a full web address starting with http:// or https://.',
      counselling_email: 'Enter a valid email address.',
      welcome_video_embed: 'Paste the embed code of a YouTube or Vimeo video.',
      service_times: 'Use at most 1000 characters.',
    });
  });

  it('is for the pastor roles to edit, and care may read it', async () => {
    const care = await server.signIn('care@demo.church');
    expectOk(await server.call('GET', '/church_profile', { token: care }), ChurchProfile);
    expectError(
      await server.call('POST', '/edit_profile', { token: care, body: filled }),
      403,
      'forbidden',
    );
    const individual = await server.signIn('individual@demo.church');
    expectError(
      await server.call('GET', '/church_profile', { token: individual }),
      403,
      'forbidden',
    );
    expectError(await server.call('GET', '/church_profile'), 401, 'unauthorized');
    expect((await upload(care, { kind: 'headshot' }, { content: PNG })).statusCode).toBe(403);
    expect((await upload(undefined, { kind: 'headshot' }, { content: PNG })).statusCode).toBe(401);
  });

  it("edits only the caller's own church", async () => {
    const free = await server.signIn('free@demo.church');
    const other = expectOk(
      await server.call('POST', '/edit_profile', {
        token: free,
        body: { ...filled, description: 'The free church.' },
      }),
      ChurchProfile,
    );
    expect(other.account_slug).not.toBe('grace-community-church');
    const grace = expectOk(
      await server.call('GET', '/church_profile', { token: pastor }),
      ChurchProfile,
    );
    expect(grace.description).not.toBe('The free church.');
  });
});

describe('church pictures', () => {
  it('takes a picture by its content, resizes it, strips metadata and serves it for good', async () => {
    const withExif = await sharp(PNG)
      .resize(900, 600)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    const answer = await upload(
      pastor,
      { kind: 'headshot' },
      { content: withExif, filename: 'me.txt', contentType: 'text/plain' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const profile = expectOk({ status: 200, body: answer.json(), headers: {} }, ChurchProfile);
    expect(profile.headshot_url).toMatch(/^\/files\/[0-9a-f]{64}\.webp$/);

    const file = await server.app.inject({ method: 'GET', url: profile.headshot_url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 400]);
    expect(metadata.exif).toBeUndefined();

    const etag = String(file.headers.etag);
    const again = await server.app.inject({
      method: 'GET',
      url: profile.headshot_url!,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const banner = await upload(pastor, { kind: 'banner' }, { content: PNG });
    const withBanner = expectOk({ status: 200, body: banner.json(), headers: {} }, ChurchProfile);
    expect(withBanner.banner_url).toMatch(/^\/files\/[0-9a-f]{64}\.webp$/);
    expect(withBanner.headshot_url).toBe(profile.headshot_url);
  });

  it('refuses a file that is not a picture, whatever its name and type say', async () => {
    const answer = await upload(pastor, { kind: 'headshot' }, { content: NOT_A_PICTURE });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: expect.objectContaining({
        code: 'validation_failed',
        fields: { picture: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.' },
      }),
    });
  });

  it('refuses a file over the size limit, a wrong kind, a missing file and JSON', async () => {
    const huge = Buffer.alloc(PICTURE_LIMITS.maxBytes + 1, 1);
    const tooBig = await upload(pastor, { kind: 'banner' }, { content: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.fields).toEqual({ picture: 'Choose a file of at most 8 MB.' });

    const wrongKind = await upload(pastor, { kind: 'logo' }, { content: PNG });
    expect(wrongKind.statusCode).toBe(400);
    expect(Object.keys(wrongKind.json().error.fields)).toEqual(['kind']);

    const noFile = await upload(pastor, { kind: 'banner' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ picture: 'Choose a file.' });

    expectError(
      await server.call('POST', '/upload_church_picture', {
        token: pastor,
        body: { kind: 'banner' },
      }),
      415,
      'unsupported_media_type',
    );
    // Other endpoints still refuse multipart.
    const { payload, contentType } = multipartBody({ description: 'x' });
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: `${API_BASE}/edit_profile`,
      headers: { 'content-type': contentType, authorization: `Bearer ${pastor}` },
      payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('answers an unknown file with a 404 and never reads a path', async () => {
    for (const url of ['/files/' + 'a'.repeat(64) + '.webp', '/files/..%2F..%2Fetc%2Fpasswd']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
    }
  });

  it(`allows ${PICTURE_LIMITS.uploadsPerUser} uploads an hour per user`, async () => {
    const website = await server.signIn('website@demo.church');
    let last = 0;
    for (let i = 0; i <= PICTURE_LIMITS.uploadsPerUser; i += 1) {
      last = (await upload(website, { kind: 'banner' }, { content: PNG })).statusCode;
      if (last !== 200) break;
    }
    expect(last).toBe(429);
    server.clock.advanceSeconds(PICTURE_LIMITS.windowSeconds + 1);
    expect((await upload(website, { kind: 'banner' }, { content: PNG })).statusCode).toBe(200);
  });
});
