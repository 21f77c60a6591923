import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { TestimonialStatus } from '#contract/testimonials/testimonials.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { testimonials, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { moderatedTestimonial, moderatedTestimonials } from './moderation.ts';

const DEFAULT_PAGE_SIZE = 20;
const NOT_YOURS = 'There is no such testimonial for you to moderate.';

/** Which states a decision may start from: a withdrawn one is the person's, and stays so. */
const DECIDABLE_FROM: Record<'approved' | 'rejected', TestimonialStatus[]> = {
  approved: ['pending', 'rejected'],
  rejected: ['pending', 'approved'],
};

/**
 * Testimonials (decision 054): the church's pastor and approved moderators list them by state
 * and approve or reject them; every decision is in the activity log, as video reviews are.
 */
export function registerTestimonialRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.testimonials,
    access: 'user',
    handler: async ({ user, body }) => {
      const page = body.page ?? 1;
      const pageSize = body.page_size ?? DEFAULT_PAGE_SIZE;
      const status = body.status ?? 'pending';
      const found = await moderatedTestimonials(deps.db, user, { status, page, pageSize });
      return { ...found, page, page_size: pageSize };
    },
  });

  const decide = async (user: AuthUser, id: number, decision: 'approved' | 'rejected') => {
    const now = deps.clock.now();
    const testimonial = await deps.db.transaction(async (tx) => {
      const before = await moderatedTestimonial(tx, user, id);
      if (!before) throw notFound(NOT_YOURS);
      const changed = await tx
        .update(testimonials)
        .set({
          status: decision,
          decidedBy: user.id,
          decidedByName: sql`(select concat_ws(' ', ${users.firstname}, ${users.lastname})
            from ${users} where ${users.id} = ${user.id})`,
          decidedAt: now,
        })
        .where(and(eq(testimonials.id, id), inArray(testimonials.status, DECIDABLE_FROM[decision])))
        .returning({ id: testimonials.id });
      if (changed.length === 0) {
        throw conflict(
          before.status === 'withdrawn'
            ? 'The person withdrew this testimonial.'
            : `This testimonial is already ${before.status}.`,
        );
      }
      await recordActivity(
        tx,
        {
          actorId: user.id,
          action: 'update',
          resource: 'testimonials',
          recordId: id,
          // Never the person's name: the log outlives a withdrawal, which erases it.
          recordLabel: `Testimonial #${id} (${before.church_name})`,
          changedFields: ['status'],
        },
        now,
      );
      const after = await moderatedTestimonial(tx, user, id);
      if (!after) throw notFound(NOT_YOURS);
      return after;
    });
    return { testimonial };
  };

  defineRoute(app, deps, {
    endpoint: endpoints.approveTestimonial,
    access: 'user',
    handler: ({ user, body }) => decide(user, body.id, 'approved'),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.rejectTestimonial,
    access: 'user',
    handler: ({ user, body }) => decide(user, body.id, 'rejected'),
  });
}
