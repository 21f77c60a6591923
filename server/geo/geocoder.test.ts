import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapsFromEnv } from '#server/env.ts';
import { nominatimGeocoder } from './geocoder.ts';
import { isTileUrlTemplate, OSM_TILES } from './maps.ts';

// A stand-in for a Nominatim service on loopback: answers /search with what the test set.
let answer: { status: number; body: unknown } = { status: 200, body: [] };
let lastRequest: { url: string; userAgent: string | undefined } | undefined;
const service = createServer((request, response) => {
  lastRequest = { url: request.url ?? '', userAgent: request.headers['user-agent'] };
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
});
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/nominatim`;
});

afterAll(() => {
  service.close();
});

describe('the Nominatim geocoder', () => {
  it('asks for the address and keeps the places with a valid pin', async () => {
    answer = {
      status: 200,
      body: [
        { display_name: '300 River Drive, Portland', lat: '45.5152', lon: '-122.6784' },
        { display_name: 'Nowhere', lat: '95', lon: '0' },
        { lat: '1', lon: '2' },
      ],
    };
    const geocoder = nominatimGeocoder(baseUrl, { userAgent: 'outreach-test' });
    expect(await geocoder.search('300 River Drive, Portland')).toEqual([
      { label: '300 River Drive, Portland', latitude: 45.5152, longitude: -122.6784 },
    ]);
    const asked = new URL(lastRequest!.url, 'http://x');
    expect(asked.pathname).toBe('/nominatim/search');
    expect(asked.searchParams.get('q')).toBe('300 River Drive, Portland');
    expect(asked.searchParams.get('format')).toBe('jsonv2');
    expect(lastRequest!.userAgent).toBe('outreach-test');
  });

  it('fails on an error answer or a body that is not a list', async () => {
    const geocoder = nominatimGeocoder(baseUrl, { userAgent: 'outreach-test' });
    answer = { status: 500, body: {} };
    await expect(geocoder.search('x')).rejects.toThrow(/500/);
    answer = { status: 200, body: { error: 'nope' } };
    await expect(geocoder.search('x')).rejects.toThrow(/not a list/);
  });
});

describe('map settings from the environment', () => {
  it("uses OpenStreetMap's tiles and no geocoder unless told otherwise", () => {
    expect(mapsFromEnv({})).toEqual({});
    expect(isTileUrlTemplate(OSM_TILES.tileUrl)).toBe(true);
  });

  it('takes a tile template and a geocoder, and refuses malformed ones', () => {
    const maps = mapsFromEnv({
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
      GEOCODER_URL: 'https://geocode.example.org',
    });
    expect(maps.tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(maps.attribution).toBe('© Example');
    expect(maps.geocoder).toBeTruthy();
    expect(() => mapsFromEnv({ MAP_TILE_URL: 'https://tiles.example.org/{z}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => mapsFromEnv({ GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/);
  });
});
