// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guard, themeFor, type GuardSession } from './guard';
import type { Role } from './roles';
import { appRoutes, routeByName, type RouteName } from './routes';

const route = routeByName;
const as = (roles: Role[], needToPay = false): GuardSession => ({ user: { roles, needToPay } });
const nobody: GuardSession = { user: null };
const pastor = as(['evangelism']);
const admin = as(['admin']);

describe('guard, one rule at a time', () => {
  it('rule 1: dark theme on share-your-story and on capture returning there; light elsewhere', () => {
    expect(guard(route('shareYourStory'), pastor).theme).toBe('dark');
    expect(guard(route('capture'), pastor, '?redirectTo=share-your-story').theme).toBe('dark');
    expect(guard(route('capture'), pastor, '?redirectTo=%2Fko%2Fshare-your-story').theme).toBe(
      'dark',
    );
    expect(guard(route('capture'), pastor, '?redirectTo=shareYourStory').theme).toBe('dark');
    expect(guard(route('capture'), pastor, '?redirectTo=/profileVideo').theme).toBe('light');
    expect(guard(route('capture'), pastor).theme).toBe('light');
    expect(guard(route('dashboard'), pastor).theme).toBe('light');
  });

  it('rule 2: system pages are open to all', () => {
    for (const name of ['systemNotFound', 'systemError', 'comingSoon'] as const) {
      expect(guard(route(name), nobody)).toMatchObject({ kind: 'allow', rule: 2 });
      expect(guard(route(name), admin)).toMatchObject({ kind: 'allow', rule: 2 });
      expect(guard(route(name), as(['evangelism'], true))).toMatchObject({
        kind: 'allow',
        rule: 2,
      });
    }
  });

  it('rule 3: pages whose parent needs no login are open', () => {
    for (const name of [
      'signIn',
      'forgotPassword',
      'resetPassword',
      'checkout',
      'individualCheckout',
      'donation',
      'billingRenewal',
    ] as const) {
      expect(guard(route(name), nobody)).toMatchObject({ kind: 'allow', rule: 3 });
      expect(guard(route(name), admin)).toMatchObject({ kind: 'allow', rule: 3 });
    }
  });

  it('rule 4: without a user, every other page goes to sign-in', () => {
    for (const each of appRoutes.filter((r) => !r.public)) {
      expect(guard(each, nobody), each.name).toMatchObject({
        kind: 'redirect',
        to: 'signIn',
        rule: 4,
      });
    }
  });

  it('rule 5: admins stay in /admin, others out of it', () => {
    expect(guard(route('adminSettings'), admin)).toMatchObject({ kind: 'allow' });
    expect(guard(route('inbox'), admin)).toMatchObject({
      kind: 'redirect',
      to: 'systemNotFound',
      rule: 5,
    });
    for (const name of ['dashboard', 'careDashboard', 'individualDashboard'] as const) {
      expect(guard(route(name), admin)).toMatchObject({
        kind: 'redirect',
        to: 'adminDashboard',
        rule: 5,
      });
    }
    for (const roles of [
      ['evangelism'],
      ['individual'],
      ['care'],
      ['free_evangelism'],
      ['website'],
      ['discipleship'],
    ] as Role[][]) {
      expect(guard(route('adminSettings'), as(roles))).toMatchObject({
        kind: 'redirect',
        to: 'systemNotFound',
        rule: 5,
      });
      expect(guard(route('adminDashboard'), as(roles))).toMatchObject({
        kind: 'redirect',
        to: 'systemNotFound',
        rule: 5,
      });
    }
  });

  it('rule 6: a user who must pay gets 404 where parent and page both require payment', () => {
    const mustPay = as(['evangelism'], true);
    expect(guard(route('inbox'), mustPay)).toMatchObject({
      kind: 'redirect',
      to: 'notFound',
      rule: 6,
    });
    expect(guard(route('orderCards'), mustPay)).toMatchObject({
      kind: 'redirect',
      to: 'notFound',
      rule: 6,
    });
    const open: RouteName[] = [
      'dashboard',
      'account',
      'updateBillingInfo',
      'paymentInfo',
      'donate',
      'plan',
      'notFound',
      // Decision 079: a church that is past due can still ask for help.
      'supportCenter',
      'supportAnswer',
      'supportRequest',
    ];
    for (const name of open)
      expect(guard(route(name), mustPay), name).toMatchObject({ kind: 'allow' });
    expect(guard(route('inbox'), pastor)).toMatchObject({ kind: 'allow' });
  });

  it('rule 7: each role lands on its own dashboard', () => {
    const cases: [Role[], RouteName][] = [
      [['evangelism'], 'dashboard'],
      [['free_evangelism'], 'dashboard'],
      [['website'], 'dashboard'],
      [['discipleship'], 'dashboard'],
      [['care'], 'careDashboard'],
      [['individual'], 'individualDashboard'],
    ];
    for (const [roles, own] of cases) {
      for (const asked of ['dashboard', 'careDashboard', 'individualDashboard'] as const) {
        const decision = guard(route(asked), as(roles));
        if (asked === own) expect(decision).toMatchObject({ kind: 'allow', rule: 'end' });
        else expect(decision).toMatchObject({ kind: 'redirect', to: own, rule: 7 });
      }
    }
    expect(guard(route('adminDashboard'), admin)).toMatchObject({ kind: 'allow', rule: 'end' });
  });
});

describe('guard precedence', () => {
  it('the theme is decided even when another rule redirects', () => {
    expect(guard(route('shareYourStory'), nobody)).toMatchObject({
      kind: 'redirect',
      to: 'signIn',
      theme: 'dark',
    });
  });

  it('system pages (2) win over the admin separation (5)', () => {
    expect(guard(route('systemNotFound'), admin).kind).toBe('allow');
  });

  it('sign-in (4) comes before the admin separation (5)', () => {
    expect(guard(route('adminDashboard'), nobody)).toMatchObject({ to: 'signIn', rule: 4 });
  });

  it('the admin separation (5) comes before payment (6)', () => {
    expect(guard(route('adminSettings'), as(['evangelism'], true))).toMatchObject({
      to: 'systemNotFound',
      rule: 5,
    });
  });

  it('payment (6) comes before the dashboard redirect (7)', () => {
    // A care user who somehow must pay, asking for a dashboard: dashboards need no payment, so 7 applies.
    expect(guard(route('individualDashboard'), as(['care'], true))).toMatchObject({
      to: 'careDashboard',
      rule: 7,
    });
    expect(guard(route('inbox'), as(['care'], true))).toMatchObject({ to: 'notFound', rule: 6 });
  });

  it('an admin’s dashboard request goes to the admin dashboard (5) before the role dashboard rule (7)', () => {
    expect(guard(route('careDashboard'), as(['admin', 'care']))).toMatchObject({
      to: 'adminDashboard',
      rule: 5,
    });
  });
});

describe('themeFor', () => {
  it('ignores a redirectTo on pages other than capture', () => {
    expect(themeFor(route('profileVideo'), '?redirectTo=share-your-story')).toBe('light');
  });
});
