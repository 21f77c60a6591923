import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '#server/http/byte-ranges.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// A stored "video" of 1000 known bytes: byte i is i % 251, so any slice can be checked.
const SIZE = 1000;
const BYTES = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 251));
const KEY = `${'c0'.repeat(32)}.mp4`;
const URL_OF_KEY = `/files/${KEY}`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ jobs: { run: false } });
  await server.deps.storage.put(KEY, BYTES, 'video/mp4');
});

afterAll(async () => {
  await server.close();
});

const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  server.app.inject({ method, url: URL_OF_KEY, headers });

describe('GET /files/<key> with byte ranges', () => {
  it('sends the whole file and says that ranges are accepted', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['content-length']).toBe(String(SIZE));
    expect(answer.rawPayload.equals(BYTES)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=990-', 990, 999],
    ['bytes=-10', 990, 999],
    ['bytes=500-5000', 500, 999],
    ['bytes=999-999', 999, 999],
    ['bytes=-5000', 0, 999],
    ['Bytes=10-19', 10, 19],
  ])('answers %s with 206 and that part', async (range, start, end) => {
    const answer = await get({ range });
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(answer.headers['content-length']).toBe(String(end - start + 1));
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.rawPayload.equals(BYTES.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=99999999999999999999-', 'bytes=-0'])(
    'answers %s, which is past the end, with 416 and the size',
    async (range) => {
      const answer = await get({ range });
      expect(answer.statusCode).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${SIZE}`);
    },
  );

  it.each([
    'items=0-5',
    'bytes=5-2',
    'bytes=0-1,5-9',
    'bytes=',
    'bytes=abc',
    'bytes=-',
    '0-5',
    'bytes = 0-5',
  ])('ignores %s and sends the whole file', async (range) => {
    const answer = await get({ range });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(BYTES)).toBe(true);
  });

  it('sends the whole file when If-Range names another version, the part when it names this one', async () => {
    const other = await get({ range: 'bytes=0-9', 'if-range': '"another"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.length).toBe(SIZE);
    const same = await get({ range: 'bytes=0-9', 'if-range': `"${KEY.slice(0, 64)}"` });
    expect(same.statusCode).toBe(206);
    expect(same.rawPayload.length).toBe(10);
  });

  it('answers HEAD with a range like GET, without the body', async () => {
    const answer = await get({ range: 'bytes=0-99' }, 'HEAD');
    expect(answer.statusCode).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 0-99/${SIZE}`);
    expect(answer.rawPayload.length).toBe(0);
  });

  it('answers a range of a missing file with 404', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/files/${'d1'.repeat(32)}.mp4`,
      headers: { range: 'bytes=0-1' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('never answers a hostile Range header with a 5xx, and every 206 is the part it names', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc
        .tuple(
          fc.constantFrom('bytes=', 'Bytes=', 'bytes =', 'bytes=-', ''),
          fc.oneof(fc.nat(), fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.constant(-1)),
          fc.constantFrom('-', '--', ',', ' - ', ''),
          fc.oneof(fc.nat({ max: 2 * SIZE }), fc.constant(''), fc.constant('1e3')),
        )
        .map(([unit, first, dash, last]) => `${unit}${first}${dash}${last}`),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (range) => {
        let answer;
        try {
          answer = await get({ range });
        } catch {
          return; // a header light-my-request itself refuses to send never reaches us
        }
        expect([200, 206, 416]).toContain(answer.statusCode);
        if (answer.statusCode === 206) {
          const [, start, end] = /^bytes (\d+)-(\d+)\/1000$/.exec(
            String(answer.headers['content-range']),
          )!;
          expect(answer.rawPayload.equals(BYTES.subarray(Number(start), Number(end) + 1))).toBe(
            true,
          );
        }
      }),
      { numRuns: 200, seed: 9 },
    );
  });
});

describe('parseRange', () => {
  it('keeps every part inside the file', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat({ max: 10_000 }), (header, size) => {
        const range = parseRange(`bytes=${header}`, size);
        if (range.kind === 'part') {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeGreaterThanOrEqual(range.start);
          expect(range.end).toBeLessThan(size);
        }
      }),
      { seed: 9 },
    );
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
