import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Testimonial,
  TestimonialCounts,
  TestimonialStatus,
} from '#contract/testimonials/testimonials.ts';
import { TESTIMONIAL_STATUSES } from '#contract/testimonials/testimonials.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, churchModerators, testimonials } from '#server/db/schema.ts';
import { MODERATOR_MANAGER_ROLES } from '#server/moderators/moderator-routes.ts';

/**
 * The churches whose testimonials a person decides on (decision 054): their own church when they
 * hold one of its pastor's roles, and the churches they are an approved moderator of — the people
 * who review its stories (decision 038). Admins read every church's through the admin resource.
 */
export function moderatedChurchesOf(user: AuthUser): SQL {
  const pastor = user.roles.some((role) =>
    (MODERATOR_MANAGER_ROLES as readonly string[]).includes(role),
  );
  const moderated = sql`(select ${churchModerators.accountId} from ${churchModerators}
    where ${churchModerators.userId} = ${user.id} and ${churchModerators.status} = 'approved')`;
  return pastor
    ? sql`(${testimonials.accountId} = ${user.accountId} or ${testimonials.accountId} in ${moderated})`
    : inArray(testimonials.accountId, moderated);
}

const columns = {
  id: testimonials.id,
  accountId: testimonials.accountId,
  churchName: sql<string>`coalesce(${accounts.churchName}, ${accounts.slug})`,
  status: testimonials.status,
  firstName: testimonials.firstName,
  story: testimonials.story,
  source: testimonials.source,
  consentText: testimonials.consentText,
  consentVersion: testimonials.consentVersion,
  consentLocale: testimonials.consentLocale,
  consentedAt: testimonials.consentedAt,
  createdAt: testimonials.createdAt,
  decidedByName: testimonials.decidedByName,
  decidedAt: testimonials.decidedAt,
  withdrawnAt: testimonials.withdrawnAt,
};

type Row = {
  id: number;
  accountId: number;
  churchName: string;
  status: TestimonialStatus;
  firstName: string | null;
  story: string | null;
  source: Testimonial['source'];
  consentText: string;
  consentVersion: string;
  consentLocale: Testimonial['consent']['locale'];
  consentedAt: Date;
  createdAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  withdrawnAt: Date | null;
};

function toTestimonial(row: Row): Testimonial {
  return {
    id: row.id,
    account_id: row.accountId,
    church_name: row.churchName,
    status: row.status,
    first_name: row.firstName,
    story: row.story,
    source: row.source,
    consent: {
      text: row.consentText,
      version: row.consentVersion,
      locale: row.consentLocale,
      given_at: row.consentedAt.toISOString(),
    },
    created_at: row.createdAt.toISOString(),
    decided_by: row.decidedByName,
    decided_at: row.decidedAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  };
}

function testimonialQuery(db: Db) {
  return db
    .select(columns)
    .from(testimonials)
    .innerJoin(accounts, eq(accounts.id, testimonials.accountId));
}

/** One state's testimonials of the person's churches, newest first, and the count of each state. */
export async function moderatedTestimonials(
  db: Db,
  user: AuthUser,
  { status, page, pageSize }: { status: TestimonialStatus; page: number; pageSize: number },
): Promise<{ testimonials: Testimonial[]; counts: TestimonialCounts; total: number }> {
  const mine = moderatedChurchesOf(user);
  const [rows, countRows] = await Promise.all([
    testimonialQuery(db)
      .where(and(mine, eq(testimonials.status, status)))
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ status: testimonials.status, count: sql<number>`count(*)::int` })
      .from(testimonials)
      .where(mine)
      .groupBy(testimonials.status),
  ]);
  const counts = Object.fromEntries(TESTIMONIAL_STATUSES.map((s) => [s, 0])) as TestimonialCounts;
  for (const row of countRows) counts[row.status] = Number(row.count);
  return { testimonials: rows.map(toTestimonial), counts, total: counts[status] };
}

/** One testimonial the person may decide on, or null (no such one, or not theirs). */
export async function moderatedTestimonial(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<Testimonial | null> {
  const [row] = await testimonialQuery(db).where(
    and(eq(testimonials.id, id), moderatedChurchesOf(user)),
  );
  return row ? toTestimonial(row) : null;
}

/** A church's approved testimonials for its public page: first name and story, newest first. */
export async function approvedTestimonials(
  db: Db,
  accountId: number,
  limit: number,
): Promise<{ firstName: string; story: string; createdAt: Date }[]> {
  const rows = await db
    .select({
      firstName: testimonials.firstName,
      story: testimonials.story,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(and(eq(testimonials.accountId, accountId), eq(testimonials.status, 'approved')))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
  return rows.map((row) => ({
    firstName: row.firstName ?? '',
    story: row.story ?? '',
    createdAt: row.createdAt,
  }));
}
