import { MONTHLY_PAYMENTS, YEARLY_SAVING_PERCENT } from '#contract/billing/billing.ts';
import type { Db } from '#server/db/database.ts';
import { plans } from '#server/db/schema.ts';

// The plans on sale when a database starts empty (decision 043). Prices are data: once seeded,
// the rows in `plans` are what the billing service charges; this list only fills a new database.

type Tier = {
  tier: string;
  name: string;
  minAttendance: number;
  maxAttendance: number | null;
  monthlyCents: number;
};

/** Attendance bands of an average Sunday, and the monthly price of each. */
export const PLAN_TIERS: readonly Tier[] = [
  { tier: '0-99', name: 'Small church', minAttendance: 0, maxAttendance: 99, monthlyCents: 4_900 },
  {
    tier: '100-249',
    name: 'Growing church',
    minAttendance: 100,
    maxAttendance: 249,
    monthlyCents: 9_900,
  },
  {
    tier: '250-499',
    name: 'Established church',
    minAttendance: 250,
    maxAttendance: 499,
    monthlyCents: 14_900,
  },
  {
    tier: '500-999',
    name: 'Large church',
    minAttendance: 500,
    maxAttendance: 999,
    monthlyCents: 19_900,
  },
  {
    tier: '1000-plus',
    name: 'Multi-site church',
    minAttendance: 1_000,
    maxAttendance: null,
    monthlyCents: 29_900,
  },
];

/** The yearly price: twelve monthly payments less the advertised saving, in whole cents. */
export function yearlyCentsOf(monthlyCents: number): number {
  return Math.round((monthlyCents * MONTHLY_PAYMENTS * (100 - YEARLY_SAVING_PERCENT)) / 100);
}

export const planCodeOf = (tier: string, interval: 'month' | 'year') => `tier-${tier}-${interval}`;

/** The catalogue's rows: each tier monthly and yearly. */
export function catalogueRows(): (typeof plans.$inferInsert)[] {
  return PLAN_TIERS.flatMap(({ tier, name, minAttendance, maxAttendance, monthlyCents }) => [
    {
      code: planCodeOf(tier, 'month'),
      tier,
      name,
      interval: 'month' as const,
      amountCents: monthlyCents,
      minAttendance,
      maxAttendance,
    },
    {
      code: planCodeOf(tier, 'year'),
      tier,
      name,
      interval: 'year' as const,
      amountCents: yearlyCentsOf(monthlyCents),
      minAttendance,
      maxAttendance,
    },
  ]);
}

/** Adds the catalogue's plans a database lacks; an edited or retired plan is left as it is. */
export async function seedPlans(db: Db): Promise<void> {
  await db.insert(plans).values(catalogueRows()).onConflictDoNothing({ target: plans.code });
}
