import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareCategoryRecord, CareSpeakerRecord } from '#contract/care/careResources.ts';
import {
  CareCaptionsResponse,
  CareCrisisLineResponse,
  CarePositionResponse,
  CareVideoDetail,
  CareVideosResponse,
} from '#contract/care/careVideos.ts';
import { GetConfigResponse } from '#contract/config.ts';
import { ContentRecord } from '#contract/content/contentResource.ts';
import { careCategories, careSpeakers, contentItems } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;
let care: string;
let website: string;
let pastor: string;
let categoryId: number;
let speakerId: number;
let videoId: number;

const KOREAN_VTT =
  'WEBVTT\n\n00:00.000 --> 00:03.000\n슬픔 속에서도 희망이 있습니다.\n\n00:03.000 --> 00:06.000\n함께 기도합니다.\n';

const uploadCaption = (
  token: string,
  fields: Record<string, string>,
  content: Buffer,
  filename = 'ko.vtt',
) => {
  const { payload, contentType } = multipartBody(fields, [
    { field: 'file', filename, contentType: 'text/vtt', content },
  ]);
  return server.app
    .inject({
      method: 'POST',
      url: '/api/v1/admin/care/caption',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    })
    .then((response) => ({
      status: response.statusCode,
      body: response.json() as unknown,
      headers: {},
    }));
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  // The demo's care videos are left out: these tests count their own.
  await db.delete(contentItems).where(eq(contentItems.kind, 'care_video'));
  await db.delete(careCategories);
  await db.delete(careSpeakers);
  admin = await server.signIn('admin@demo.church');
  care = await server.signIn('care@demo.church');
  website = await server.signIn('website@demo.church');
  pastor = await server.signIn('pastor@demo.church');
});

afterAll(async () => {
  await server.close();
});

describe('care videos', () => {
  it('lets an admin make a category, a speaker and a care video in four languages', async () => {
    const category = expectOk(
      await server.call('POST', '/admin/care/categories/create', {
        token: admin,
        body: {
          slug: 'grief',
          status: 'published',
          title_en: 'Grief and loss',
          description_en: 'When someone dies.',
          title_ko: '슬픔과 상실',
        },
      }),
      CareCategoryRecord,
    );
    categoryId = category.id;
    const speaker = expectOk(
      await server.call('POST', '/admin/care/speakers/create', {
        token: admin,
        body: {
          slug: 'grace-lee',
          name: 'Grace Lee',
          status: 'published',
          credentials_en: 'Licensed counsellor',
          bio_en: 'Grace has walked with grieving families for twenty years.',
          bio_ko: '그레이스는 20년 동안 슬픔에 잠긴 가정과 함께했습니다.',
        },
      }),
      CareSpeakerRecord,
    );
    speakerId = speaker.id;
    const video = expectOk(
      await server.call('POST', '/admin/content/create', {
        token: admin,
        body: {
          kind: 'care_video',
          slug: 'hope-in-grief',
          roles: ['care', 'website', 'discipleship'],
          status: 'published',
          languages: ['en', 'ko'],
          title_en: 'Hope in grief',
          summary_en: 'Finding hope after a loss.',
          title_ko: '슬픔 속의 소망',
          summary_ko: '상실 후에 소망을 찾는 법',
          video_link: 'https://vimeo.com/76979871',
          care_category_id: categoryId,
          care_speaker_id: speakerId,
        },
      }),
      ContentRecord,
    );
    videoId = video.id;
    expect(video.care_category_id).toBe(categoryId);
  });

  it('refuses a care video without a category, for other roles, or a care field on another kind', async () => {
    const base = { slug: 'x', title_en: 'X', roles: ['care'] };
    const none = expectError(
      await server.call('POST', '/admin/content/create', {
        token: admin,
        body: { ...base, kind: 'care_video' },
      }),
      400,
      'validation_failed',
    );
    expect(none.fields?.care_category_id).toBeDefined();
    const pastors = expectError(
      await server.call('POST', '/admin/content/create', {
        token: admin,
        body: { ...base, kind: 'care_video', care_category_id: categoryId, roles: ['evangelism'] },
      }),
      400,
      'validation_failed',
    );
    expect(pastors.fields?.roles).toBeDefined();
    const other = expectError(
      await server.call('POST', '/admin/content/create', {
        token: admin,
        body: { ...base, kind: 'post', care_speaker_id: speakerId },
      }),
      400,
      'validation_failed',
    );
    expect(other.fields?.care_speaker_id).toBeDefined();
    const missing = expectError(
      await server.call('POST', '/admin/content/create', {
        token: admin,
        body: { ...base, kind: 'care_video', care_category_id: 999_999 },
      }),
      400,
      'validation_failed',
    );
    expect(missing.fields?.care_category_id).toBeDefined();
  });

  it('keeps a category or a speaker with videos (409)', async () => {
    expectError(
      await server.call('POST', '/admin/care/categories/delete', {
        token: admin,
        body: { id: categoryId },
      }),
      409,
      'conflict',
    );
    expectError(
      await server.call('POST', '/admin/care/speakers/delete', {
        token: admin,
        body: { id: speakerId },
      }),
      409,
      'conflict',
    );
  });

  it('takes a WebVTT caption per language and refuses what is not WebVTT', async () => {
    const refused = expectError(
      await uploadCaption(
        admin,
        { id: String(videoId), language: 'ko' },
        Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nSRT\n'),
      ),
      400,
      'validation_failed',
    );
    expect(refused.fields?.file).toMatch(/WEBVTT/);
    const binary = expectError(
      await uploadCaption(
        admin,
        { id: String(videoId), language: 'ko' },
        Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe]),
      ),
      400,
      'validation_failed',
    );
    expect(binary.fields?.file).toBeDefined();
    const empty = expectError(
      await uploadCaption(
        admin,
        { id: String(videoId), language: 'ko' },
        Buffer.from('WEBVTT\n\n'),
      ),
      400,
      'validation_failed',
    );
    expect(empty.fields?.file).toBeDefined();
    expectError(
      await uploadCaption(care, { id: String(videoId), language: 'ko' }, Buffer.from(KOREAN_VTT)),
      403,
      'forbidden',
    );
    const saved = expectOk(
      await uploadCaption(
        admin,
        { id: String(videoId), language: 'ko' },
        Buffer.from(KOREAN_VTT),
        '한국어.vtt',
      ),
      CareCaptionsResponse,
    );
    expect(saved.items).toMatchObject([{ language: 'ko', cues: 2, file_name: '한국어.vtt' }]);
  });

  it('finds a care video by a Korean word, with its speaker and Korean captions, for care roles only', async () => {
    const found = expectOk(
      await server.call('POST', '/care/videos', {
        token: care,
        body: { language: 'ko', q: '소망' },
      }),
      CareVideosResponse,
    );
    expect(found.videos.map((video) => video.slug)).toEqual(['hope-in-grief']);
    expect(found.videos[0]).toMatchObject({
      title: '슬픔 속의 소망',
      shown_in: 'ko',
      captions: ['ko'],
    });
    expect(found.categories).toMatchObject([{ slug: 'grief', title: '슬픔과 상실', videos: 1 }]);
    const none = expectOk(
      await server.call('POST', '/care/videos', {
        token: website,
        body: { language: 'en', q: 'marriage' },
      }),
      CareVideosResponse,
    );
    expect(none.videos).toEqual([]);
    expectError(
      await server.call('POST', '/care/videos', { token: pastor, body: { language: 'en' } }),
      403,
      'forbidden',
    );
    expectError(
      await server.call('POST', '/care/videos', { token: admin, body: { language: 'en' } }),
      403,
      'forbidden',
    );

    const detail = expectOk(
      await server.call('POST', '/care/video', {
        token: care,
        body: { slug: 'hope-in-grief', language: 'ko' },
      }),
      CareVideoDetail,
    );
    expect(detail.speaker).toMatchObject({ name: 'Grace Lee', credentials: 'Licensed counsellor' });
    expect(detail.speaker?.bio).toMatch(/그레이스/);
    expect(detail.captions).toHaveLength(1);
    // The <track> element follows the link without signing in.
    const track = await server.app.inject({ method: 'GET', url: detail.captions[0]!.url });
    expect(track.statusCode).toBe(200);
    expect(String(track.headers['content-type'])).toMatch(/^text\/vtt/);
    expect(track.body).toContain('희망');
    // A tampered link opens nothing.
    const signature = /signature=([^&]+)/.exec(detail.captions[0]!.url)![1]!;
    const forged = await server.app.inject({
      method: 'GET',
      url: detail.captions[0]!.url.replace(
        signature,
        signature.startsWith('A') ? 'B' + signature.slice(1) : 'A' + signature.slice(1),
      ),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('keeps where each person stopped', async () => {
    expectOk(
      await server.call('POST', '/care/position', {
        token: care,
        body: { slug: 'hope-in-grief', position: 42 },
      }),
      CarePositionResponse,
    );
    const mine = expectOk(
      await server.call('POST', '/care/video', {
        token: care,
        body: { slug: 'hope-in-grief', language: 'en' },
      }),
      CareVideoDetail,
    );
    expect(mine.position).toBe(42);
    const theirs = expectOk(
      await server.call('POST', '/care/video', {
        token: website,
        body: { slug: 'hope-in-grief', language: 'en' },
      }),
      CareVideoDetail,
    );
    expect(theirs.position).toBe(0);
    expectError(
      await server.call('POST', '/care/position', {
        token: care,
        body: { slug: 'hope-in-grief', position: -1 },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await server.call('POST', '/care/position', {
        token: care,
        body: { slug: 'no-such-video', position: 1 },
      }),
      404,
      'not_found',
    );
  });

  it('hides a draft video and a video of a draft category', async () => {
    await server.call('POST', '/admin/care/categories/update', {
      token: admin,
      body: { id: categoryId, status: 'draft' },
    });
    expectError(
      await server.call('POST', '/care/video', {
        token: care,
        body: { slug: 'hope-in-grief', language: 'en' },
      }),
      404,
      'not_found',
    );
    await server.call('POST', '/admin/care/categories/update', {
      token: admin,
      body: { id: categoryId, status: 'published' },
    });
  });

  it('answers the crisis line in the reader’s language, else English', async () => {
    expectOk(
      await server.call('POST', '/set_config', {
        token: admin,
        body: [
          { key: 'crisis_line_en', value: 'In the United States, call or text 988.' },
          { key: 'crisis_line_ko', value: '한국에서는 109로 전화하세요.' },
          // The demo's French line is taken away: French then shows the English one.
          { key: 'crisis_line_fr', value: '' },
        ],
      }),
      GetConfigResponse,
    );
    const ko = expectOk(
      await server.call('POST', '/care/crisis_line', { token: care, body: { language: 'ko' } }),
      CareCrisisLineResponse,
    );
    expect(ko).toEqual({ text: '한국에서는 109로 전화하세요.', shown_in: 'ko' });
    const fr = expectOk(
      await server.call('POST', '/care/crisis_line', { token: care, body: { language: 'fr' } }),
      CareCrisisLineResponse,
    );
    expect(fr).toEqual({ text: 'In the United States, call or text 988.', shown_in: 'en' });
  });
});
