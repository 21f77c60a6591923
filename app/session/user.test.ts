// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileFixture } from './fixtures';
import { menuLinkTargets, menuUserOf } from './selectors';
import { needsToPay, userFromAuth, userFromProfile } from './user';

const base = userFromAuth({ jwt: 'jwt', roles: ['evangelism'], userId: 3 });

describe('userFromProfile', () => {
  it('maps every field of the profile lookup to the session user', () => {
    const user = userFromProfile(base, profileFixture());
    expect(user).toMatchObject({
      jwt: 'jwt',
      roles: ['evangelism'],
      userId: 3,
      accountId: 9,
      accountSlug: 'grace-community',
      firstname: 'Ana',
      lastname: 'Lee',
      churchName: 'Grace Community Church',
      churchWebsite: 'https://grace.example.org',
      churchPhone: '+1 555 0100',
      churchStatus: 'active',
      waitingVideos: 2,
      pendingTestimonials: 3,
      newConnections: 5,
      membership: { state: 'active' },
      moderator: { status: 'none' },
      location: { name: 'Main campus' },
      restricted: false,
      needToPay: false,
      isTruelifeMember: false,
      profileLoaded: true,
    });
  });

  it('is restricted when the state is not active', () => {
    expect(userFromProfile(base, profileFixture({ state: 'pending' })).restricted).toBe(true);
    expect(userFromProfile(base, profileFixture({ state: 'suspended' })).restricted).toBe(true);
    expect(userFromProfile(base, profileFixture({ state: 'active' })).restricted).toBe(false);
  });

  it('a pastor with no membership or a past_due one needs to pay', () => {
    expect(userFromProfile(base, profileFixture({ membership: null })).needToPay).toBe(true);
    const pastDue = profileFixture({
      membership: { state: 'past_due', plan: null, current_period_end: null },
    });
    expect(userFromProfile(base, pastDue).needToPay).toBe(true);
  });

  it('free partners, individuals and care users do not', () => {
    for (const role of ['free_evangelism', 'individual', 'care', 'admin'] as const) {
      expect(
        userFromProfile(base, profileFixture({ role: [role], membership: null })).needToPay,
        role,
      ).toBe(false);
    }
    expect(needsToPay(['evangelism', 'free_evangelism'], null)).toBe(false);
  });

  it('honours the server’s need_to_pay', () => {
    expect(userFromProfile(base, profileFixture({ need_to_pay: true })).needToPay).toBe(true);
  });
});

describe('selectors', () => {
  it('menuUserOf reads location, moderator status and counts', () => {
    const user = userFromProfile(
      base,
      profileFixture({ location: null, moderator: { status: 'approved' } }),
    );
    expect(menuUserOf(user)).toEqual({
      roles: ['evangelism'],
      needToPay: false,
      moderatorStatus: 'approved',
      hasLocation: false,
      waitingVideos: 2,
      pendingTestimonials: 3,
      newConnections: 5,
      unreadMessages: 4,
    });
  });

  it("menuLinkTargets builds the church's public page address, in the menu's language", () => {
    const user = userFromProfile(base, profileFixture());
    expect(menuLinkTargets(user, 'en', 'https://site.example/')).toEqual({
      viewPublicProfile: 'https://site.example/church/grace-community',
    });
    expect(menuLinkTargets(user, 'ko', 'https://site.example')).toEqual({
      viewPublicProfile: 'https://site.example/ko/church/grace-community',
    });
    expect(menuLinkTargets(user, 'en', '')).toEqual({});
    expect(menuLinkTargets(base, 'en', 'https://site.example')).toEqual({});
  });

  it('gives no public page link while the church is pending or inactive (the server answers 404)', () => {
    for (const status of ['pending', 'inactive'] as const) {
      const user = userFromProfile(base, profileFixture({ church_status: status }));
      expect(menuLinkTargets(user, 'en', 'https://site.example')).toEqual({});
    }
  });
});
