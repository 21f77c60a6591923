// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileFixture } from '#app/session/fixtures';
import { userFromAuth, userFromProfile } from '#app/session/user';
import { visibleRoutes } from '#app/shared/useVisibleRoutes';
import { careLinksFor, firstLink, membershipSummaryOf } from './links';

const href = (name: string) => `/${name}`;

describe('firstLink', () => {
  it('takes the first link that is set, skipping blanks', () => {
    expect(firstLink(' ', undefined, 'https://vimeo.com/3', 'https://vimeo.com/4')).toBe(
      'https://vimeo.com/3',
    );
    expect(firstLink(undefined, '')).toBeNull();
  });
});

describe('membershipSummaryOf', () => {
  it('reads the plan and period, or none', () => {
    const user = userFromProfile(
      userFromAuth({ jwt: 'jwt', roles: ['evangelism'] }),
      profileFixture(),
    );
    expect(membershipSummaryOf(user, (key) => key)).toEqual({
      state: 'active',
      planName: 'Yearly',
      interval: 'year',
      periodEnd: '2030-01-01T00:00:00.000Z',
    });
    expect(membershipSummaryOf({ ...user, membership: null }, (key) => key)).toEqual({
      state: 'none',
    });
    // A plan of a tier is named in the language (here a translator that knows one tier).
    const small = {
      code: 'tier-0-99-month',
      name: 'Small church',
      tier: '0-99',
      interval: 'month',
    } as const;
    const korean = (key: string) => (key === 'billingItems.tiers.0-99' ? '소형 교회' : key);
    expect(
      membershipSummaryOf({ ...user, membership: { ...user.membership!, plan: small } }, korean)
        .planName,
    ).toBe('소형 교회');
  });
});

describe('links by menu', () => {
  it('gives the care items to users whose menu has them', () => {
    const website = userFromAuth({ jwt: 'jwt', roles: ['website'] });
    expect(careLinksFor(visibleRoutes(website), href as never)).toMatchObject({
      churchAccess: '/churchAccess',
    });
    const pastor = userFromAuth({ jwt: 'jwt', roles: ['evangelism'] });
    expect(careLinksFor(visibleRoutes(pastor), href as never)).toBeUndefined();
  });

  it('shows a pastor who must pay only the payment pages', () => {
    const mustPay = { ...userFromAuth({ jwt: 'jwt', roles: ['evangelism'] }), needToPay: true };
    const routes = visibleRoutes(mustPay);
    expect(routes.has('orderCards')).toBe(false);
    expect(routes.has('paymentInfo')).toBe(true);
  });
});
