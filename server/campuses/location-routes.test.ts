import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocodeResponse, LocationsResponse } from '#contract/campuses/locations.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;

const campus = {
  name: ' Downtown campus ',
  address: '1200 Main Street',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  country: 'us',
};

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
});

afterAll(async () => {
  await server.close();
});

const listOf = async (token: string) =>
  expectOk(await server.call('GET', '/locations', { token }), LocationsResponse).locations;

const profileLocation = async (token: string) =>
  expectOk(await server.call('POST', '/lookup_profile', { token }), LookupProfileResponse).location;

describe('campuses', () => {
  it("adds, edits and removes the caller's own church's locations; the profile follows", async () => {
    expect(await listOf(pastor)).toEqual([]);
    expect(await profileLocation(pastor)).toBeNull();

    const added = expectOk(
      await server.call('POST', '/create_location', { token: pastor, body: campus }),
      LocationsResponse,
    ).locations;
    expect(added).toEqual([
      expect.objectContaining({ name: 'Downtown campus', address2: null, country: 'US' }),
    ]);
    // The menu's 'Add church location to map.' badge reads this.
    expect((await profileLocation(pastor))?.name).toBe('Downtown campus');

    const [first] = added;
    const edited = expectOk(
      await server.call('POST', '/update_location', {
        token: pastor,
        body: { ...campus, id: first!.id, name: 'Main campus', country: 'KR' },
      }),
      LocationsResponse,
    ).locations;
    expect(edited[0]).toMatchObject({ id: first!.id, name: 'Main campus', country: 'KR' });

    expect(
      expectOk(
        await server.call('POST', '/delete_location', { token: pastor, body: { id: first!.id } }),
        LocationsResponse,
      ).locations,
    ).toEqual([]);
    expect(await profileLocation(pastor)).toBeNull();
  });

  it("never touches another church's locations", async () => {
    const riverside = await server.signIn('website@demo.church');
    const [theirs] = await listOf(riverside);
    expect(theirs?.name).toBe('Riverside Main Campus');
    expectError(
      await server.call('POST', '/update_location', {
        token: pastor,
        body: { ...campus, id: theirs!.id },
      }),
      404,
      'not_found',
    );
    expectError(
      await server.call('POST', '/delete_location', { token: pastor, body: { id: theirs!.id } }),
      404,
      'not_found',
    );
    expect((await listOf(riverside))[0]?.name).toBe('Riverside Main Campus');
  });

  it('names each wrong field', async () => {
    const error = expectError(
      await server.call('POST', '/create_location', {
        token: pastor,
        body: { name: ' ', address: '', city: 'x', state: 'y', zip_code: '1', country: 'ZZ' },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['address', 'country', 'name']);
    expect(await listOf(pastor)).toEqual([]);
  });

  it('keeps a map pin with both coordinates, and refuses half a pin', async () => {
    const pinned = expectOk(
      await server.call('POST', '/create_location', {
        token: pastor,
        body: { ...campus, latitude: 39.7817, longitude: -89.6501 },
      }),
      LocationsResponse,
    ).locations;
    expect(pinned[0]).toMatchObject({ latitude: 39.7817, longitude: -89.6501 });
    const half = expectError(
      await server.call('POST', '/update_location', {
        token: pastor,
        body: { ...campus, id: pinned[0]!.id, latitude: 10, longitude: null },
      }),
      400,
      'validation_failed',
    );
    expect(half.message + JSON.stringify(half.fields)).toMatch(/longitude/);
    const outside = expectError(
      await server.call('POST', '/create_location', {
        token: pastor,
        body: { ...campus, latitude: 91, longitude: 0 },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(outside.fields ?? {})).toEqual(['latitude']);
    await server.call('POST', '/delete_location', { token: pastor, body: { id: pinned[0]!.id } });
  });

  it('tells the client how to draw the map', async () => {
    const answer = expectOk(
      await server.call('GET', '/locations', { token: pastor }),
      LocationsResponse,
    );
    expect(answer.map).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      geocoder: false,
    });
  });

  it('says there is no geocoder when none is configured', async () => {
    const error = expectError(
      await server.call('GET', '/geocode?q=1200%20Main%20Street', { token: pastor }),
      404,
      'not_found',
    );
    expect(error.message).toMatch(/pin/);
  });

  it('is for the pastor roles only', async () => {
    const individual = await server.signIn('individual@demo.church');
    expectError(await server.call('GET', '/locations', { token: individual }), 403, 'forbidden');
  });
});

describe('with a geocoder', () => {
  let geocoding: TestServer;
  let failing = false;

  beforeAll(async () => {
    geocoding = await startTestServer({
      maps: {
        geocoder: {
          search: async (address) => {
            if (failing) throw new Error('service down');
            return [{ label: `${address}, Springfield`, latitude: 39.78, longitude: -89.65 }];
          },
        },
      },
    });
  });

  afterAll(async () => {
    await geocoding.close();
  });

  it('suggests pins for an address, and says so when the service fails', async () => {
    const token = await geocoding.signIn('pastor@demo.church');
    const found = expectOk(
      await geocoding.call('GET', '/geocode?q=%201200%20Main%20Street%20', { token }),
      GeocodeResponse,
    );
    expect(found.places).toEqual([
      { label: '1200 Main Street, Springfield', latitude: 39.78, longitude: -89.65 },
    ]);
    expect(
      expectOk(await geocoding.call('GET', '/locations', { token }), LocationsResponse).map
        .geocoder,
    ).toBe(true);
    failing = true;
    expectError(await geocoding.call('GET', '/geocode?q=x', { token }), 503, 'service_unavailable');
  });
});
