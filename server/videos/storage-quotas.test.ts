import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyVideo, STORAGE_QUOTA_REACHED, VIDEO_UPLOAD_PATH } from '#contract/videos/videos.ts';
import { users, videos, videoUploadReservations } from '#server/db/schema.ts';
import { VIDEO_UPLOAD_LIMITS } from '#server/settings.ts';
import { expectOk } from '#server/testing/expect.ts';
import { sampleVideo } from '#server/testing/sample-videos.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { sweepUploadReservations } from './storage-quotas.ts';

// Storage quotas on uploaded videos (decision 062), over real HTTP as the app's tus client sends
// them: small quotas, and uploads whose announced size (Upload-Length) is reserved at creation.

const PER_PERSON = 1_000_000;
const PER_CHURCH = 1_500_000;

let server: TestServer;
let base: string;
let mp4: Buffer;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { run: false },
    videoUploads: { uploadsPerUser: 100 },
    storageQuotas: { perPersonBytes: PER_PERSON, perAccountBytes: PER_CHURCH },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  mp4 = await sampleVideo('mp4', 2);
});

afterAll(async () => {
  await server.close();
});

const tusHeaders = (token: string) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
});

/** Begins an upload announcing `size` bytes. */
async function create(token: string, size: number) {
  const response = await fetch(`${base}${VIDEO_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { ...tusHeaders(token), 'upload-length': String(size) },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

async function send(token: string, location: string, bytes: Buffer) {
  const response = await fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: {
      ...tusHeaders(token),
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, text: await response.text() };
}

async function terminate(token: string, location: string) {
  const response = await fetch(`${base}${location}`, {
    method: 'DELETE',
    headers: tusHeaders(token),
  });
  return response.status;
}

const idOf = (location: string) => location.slice(location.lastIndexOf('/') + 1);

/** The bytes reserved for this person's uploads in progress. */
async function reservedFor(email: string): Promise<number> {
  const rows = await server.deps.db
    .select({ bytes: videoUploadReservations.bytes })
    .from(videoUploadReservations)
    .innerJoin(users, eq(users.id, videoUploadReservations.userId))
    .where(eq(users.email, email));
  return rows.reduce((sum, row) => sum + Number(row.bytes), 0);
}

function expectQuotaRefusal(answer: { status: number; location: string | null; text: string }) {
  expect(answer.status).toBe(413);
  expect(answer.text.startsWith(`${STORAGE_QUOTA_REACHED}:`)).toBe(true);
  expect(answer.text).not.toContain('larger than');
  expect(answer.location).toBeNull();
}

describe('storage quotas', () => {
  it('refuse an upload past the person quota with 413 and its code, reserving nothing', async () => {
    const token = await server.signIn('free@demo.church');
    const first = await create(token, 600_000);
    expect(first.status).toBe(201);
    expect(await reservedFor('free@demo.church')).toBe(600_000);

    expectQuotaRefusal(await create(token, PER_PERSON - 600_000 + 1));
    expect(await reservedFor('free@demo.church')).toBe(600_000);
    // Exactly up to the quota is allowed.
    const second = await create(token, PER_PERSON - 600_000);
    expect(second.status).toBe(201);
    expectQuotaRefusal(await create(token, 1));

    // Giving up an upload frees its bytes, and so does one refused as not a video.
    expect(await terminate(token, first.location!)).toBe(204);
    await expect.poll(() => reservedFor('free@demo.church')).toBe(PER_PERSON - 600_000);
    const words = Buffer.from('only words, not a video\n'.repeat(40));
    const text = await create(token, words.length);
    expect(text.status).toBe(201);
    expect((await send(token, text.location!, words)).status).toBe(422);
    expect(await reservedFor('free@demo.church')).toBe(PER_PERSON - 600_000);
    expect(await terminate(token, second.location!)).toBe(204);
    await expect.poll(() => reservedFor('free@demo.church')).toBe(0);
  });

  it("count a church's people together, and leave another church and its people alone", async () => {
    const website = await server.signIn('website@demo.church');
    const discipleship = await server.signIn('discipleship@demo.church');
    const otherChurch = await server.signIn('pastor@demo.church');

    expect((await create(website, PER_PERSON)).status).toBe(201);
    // Riverside's other person has room of their own, but not past the church's.
    expectQuotaRefusal(await create(discipleship, PER_CHURCH - PER_PERSON + 1));
    expect((await create(discipleship, PER_CHURCH - PER_PERSON)).status).toBe(201);
    expectQuotaRefusal(await create(discipleship, 1));
    expectQuotaRefusal(await create(website, 1));

    // Grace Community Church and its pastor are untouched by Riverside's uploads.
    expect((await create(otherChurch, PER_PERSON)).status).toBe(201);
    expectQuotaRefusal(await create(otherChurch, 1));
  });

  it('do not limit admins', async () => {
    const admin = await server.signIn('admin@demo.church');
    for (let upload = 0; upload < 3; upload += 1) {
      expect((await create(admin, VIDEO_UPLOAD_LIMITS.maxBytes)).status).toBe(201);
    }
  });

  it('count a video only while it is current: one replaced at its custom URL frees its bytes', async () => {
    const token = await server.signIn('individual@demo.church');
    const saveStory = async () => {
      const created = await create(token, mp4.length);
      expect(created.status).toBe(201);
      expect((await send(token, created.location!, mp4)).status).toBe(204);
      return expectOk(
        await server.call('POST', '/save_video', {
          token,
          body: {
            kind: 'story',
            slug: 'quota-story',
            embed_url: null,
            upload_id: idOf(created.location!),
            poster_seconds: null,
          },
        }),
        MyVideo,
      );
    };

    const first = await saveStory();
    // Saved: its bytes are the video's, no longer a reservation's.
    expect(await reservedFor('individual@demo.church')).toBe(0);
    const [stored] = await server.deps.db
      .select({ bytes: videos.sourceBytes })
      .from(videos)
      .where(eq(videos.id, first.id));
    expect(stored?.bytes).toBe(mp4.length);
    expectQuotaRefusal(await create(token, PER_PERSON - mp4.length + 1));

    // The same story recorded again takes the custom URL; the first one stops counting.
    const second = await saveStory();
    expect(second.id).not.toBe(first.id);
    expectQuotaRefusal(await create(token, PER_PERSON - mp4.length + 1));
    const fits = await create(token, PER_PERSON - mp4.length);
    expect(fits.status).toBe(201);
    expect(await terminate(token, fits.location!)).toBe(204);
  });

  it('sweep the reservation of an abandoned upload once it expires, and only then', async () => {
    const token = await server.signIn('moderator@demo.church');
    const expiry = VIDEO_UPLOAD_LIMITS.expireAfterSeconds;
    expect((await create(token, PER_PERSON - 1000)).status).toBe(201);
    server.clock.advanceSeconds(expiry - 600);
    expect((await create(token, 1000)).status).toBe(201);
    expectQuotaRefusal(await create(token, 1));

    // Not yet expired: nothing is swept.
    expect(await sweepUploadReservations(server.deps.db, server.clock.now(), expiry)).toBe(0);
    expectQuotaRefusal(await create(token, 1));

    server.clock.advanceSeconds(601);
    // The earlier tests' reservations, as old, go with it.
    expect(
      await sweepUploadReservations(server.deps.db, server.clock.now(), expiry),
    ).toBeGreaterThan(0);
    expect(await reservedFor('moderator@demo.church')).toBe(1000);
    expect((await create(token, PER_PERSON - 1000)).status).toBe(201);
    expectQuotaRefusal(await create(token, 1));
  });

  it('hold when one person begins several uploads at once', async () => {
    const token = await server.signIn('reviewer@demo.church');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(token, PER_PERSON / 2 - 1000)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 413, 413]);
    expect(await reservedFor('reviewer@demo.church')).toBe(2 * (PER_PERSON / 2 - 1000));
  });
});
