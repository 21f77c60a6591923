import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchFinderResponse } from '#contract/connections/churches.ts';
import { likeLiteral } from '#server/db/like.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const find = async (query: string) =>
  expectOk(await server.call('GET', `/church_finder${query}`), ChurchFinderResponse).churches;

describe('the church finder', () => {
  it('needs no sign-in and lists active churches by name, with their campuses', async () => {
    const churches = await find('');
    expect(churches.map((church) => church.name)).toEqual([
      'Grace Community Church',
      'Hope Fellowship',
      'New Life Chapel',
      'Riverside Church',
      'Sarang Church',
    ]);
    // The demo's pins (server/seed/demo-data.ts): Riverside has two campuses in Portland.
    expect(churches.find((church) => church.slug === 'riverside-church')?.campuses).toEqual([
      expect.objectContaining({ city: 'Portland', latitude: 45.5152, longitude: -122.6784 }),
      expect.objectContaining({ city: 'Portland', latitude: 45.5121, longitude: -122.6513 }),
    ]);
    expect(churches.every((church) => church.distance_km === null)).toBe(true);
  });

  it('finds by part of the name, a campus city or the start of a zip code', async () => {
    expect((await find('?q=fellow')).map((church) => church.slug)).toEqual(['hope-fellowship']);
    expect((await find('?q=portland')).map((church) => church.slug)).toEqual(['riverside-church']);
    expect((await find('?q=4300')).map((church) => church.slug)).toEqual(['new-life-chapel']);
    expect(await find('?q=%25')).toEqual([]); // a literal %, not a wildcard
  });

  it('puts the nearest pinned campus first, with its distance', async () => {
    // From Cincinnati: Columbus (about 180 km), Chicago (about 400 km), Portland (about
    // 3,200 km), then Grace, which has no campus.
    const churches = await find('?latitude=39.1031&longitude=-84.5120&limit=4');
    expect(churches.map((church) => church.slug)).toEqual([
      'new-life-chapel',
      'hope-fellowship',
      'riverside-church',
      'grace-community-church',
    ]);
    expect(churches[0]!.distance_km).toBeGreaterThan(160);
    expect(churches[0]!.distance_km).toBeLessThan(200);
    expect(churches[1]!.distance_km).toBeGreaterThan(380);
    expect(churches[1]!.distance_km).toBeLessThan(430);
    expect(churches[3]!.distance_km).toBeNull();
  });

  it('names a wrong parameter', async () => {
    const error = expectError(
      await server.call('GET', '/church_finder?latitude=200&longitude=x&limit=0'),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['latitude', 'limit', 'longitude']);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
