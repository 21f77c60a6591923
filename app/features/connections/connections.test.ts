// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { connectRequestStateOf } from './useConnectRequestScreen';
import { connectionErrorOf } from './useConnectToChurchScreen';
import { foundChurchRowOf, publicChurchHref } from './useChurchFinder';

function refused(status: number, code: string, retryAfterSeconds: number | null = null) {
  return new ApiError('http', `POST: ${status}`, {
    status,
    body: { error: { code, message: 'Refused.' } },
    retryAfterSeconds,
  });
}

describe('connectionErrorOf', () => {
  it('names the church of a second request, and says the rest in our own words', () => {
    expect(connectionErrorOf(refused(409, 'conflict'), 'Hope Fellowship')).toEqual({
      key: 'connections.connect.duplicate',
      params: { church: 'Hope Fellowship' },
    });
    expect(connectionErrorOf(refused(404, 'not_found'), 'Hope')).toBe('connections.connect.gone');
    expect(connectionErrorOf(refused(429, 'too_many_requests', 125), 'Hope')).toEqual({
      key: 'connections.throttled',
      params: { minutes: 3 },
    });
    expect(connectionErrorOf(new Error('offline'), 'Hope')).toBe('common.somethingWentWrong');
  });
});

describe('connectRequestStateOf', () => {
  it('opens on New, and keeps a known view and paging from the URL', () => {
    expect(connectRequestStateOf('')).toEqual({ church: 0, page: 1, pageSize: 25, filter: 'new' });
    expect(connectRequestStateOf('?church=7&filter=declined&page=3&page_size=50')).toEqual({
      church: 7,
      page: 3,
      pageSize: 50,
      filter: 'declined',
    });
    expect(connectRequestStateOf('?church=x&filter=old&page=0&page_size=1000')).toEqual({
      church: 0,
      page: 1,
      pageSize: 25,
      filter: 'new',
    });
  });
});

describe('foundChurchRowOf', () => {
  it('shows where the first campus is, the distance, and the public page', () => {
    const campus = {
      name: 'Main',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      country: 'US',
      latitude: null,
      longitude: null,
    };
    expect(
      foundChurchRowOf({
        account_id: 7,
        slug: 'grace church',
        name: 'Grace',
        website: null,
        campuses: [campus, { ...campus, city: 'Chatham' }],
        distance_km: 3.2,
      }),
    ).toEqual({
      accountId: 7,
      name: 'Grace',
      place: 'Springfield, IL',
      distanceKm: 3.2,
      website: null,
      publicHref: '/church/grace%20church',
    });
    expect(publicChurchHref('hope')).toBe('/church/hope');
  });
});
