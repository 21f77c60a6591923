import type { LookupProfileResponse, LookupUserResponse } from '#contract';

/** A profile lookup answer for tests and stories: an active pastor with a yearly membership. */
export function profileFixture(
  overrides: Partial<LookupProfileResponse> = {},
): LookupProfileResponse {
  return {
    account_id: 9,
    account_slug: 'grace-community',
    id: 3,
    state: 'active',
    restricted: false,
    church_name: 'Grace Community Church',
    church_website: 'https://grace.example.org',
    waiting_videos: 2,
    pending_testimonials: 3,
    new_connections: 5,
    unread_messages: 4,
    church_phone: '+1 555 0100',
    church_status: 'active',
    photo_url: null,
    membership: {
      state: 'active',
      plan: { code: 'yearly-200', name: 'Yearly', tier: null, interval: 'year' },
      current_period_end: '2030-01-01T00:00:00.000Z',
    },
    shipping_address: null,
    invite_video: null,
    invite_church_logo: null,
    story: null,
    profile_video: null,
    moderator: { status: 'none' },
    firstname: 'Ana',
    lastname: 'Lee',
    location: {
      id: 1,
      name: 'Main campus',
      address: '1 Main St',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      latitude: 39.7817,
      longitude: -89.6501,
      country: 'US',
    },
    intro_video_slug: null,
    role: ['evangelism'],
    email: 'pastor@demo.church',
    show_mode: false,
    is_truelife_member: false,
    need_to_pay: false,
    ...overrides,
  };
}

/** A user lookup answer for tests: the same pastor, one action step done. */
export function lookupUserFixture(overrides: Partial<LookupUserResponse> = {}): LookupUserResponse {
  return {
    id: 3,
    email: 'pastor@demo.church',
    pending_email: null,
    firstname: 'Ana',
    lastname: 'Lee',
    photo_url: null,
    role: ['evangelism'],
    state: 'active',
    show_mode: false,
    is_truelife_member: false,
    completed_action_steps: ['watch-intro-video'],
    ...overrides,
  };
}
