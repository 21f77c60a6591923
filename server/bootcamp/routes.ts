import type { FastifyInstance } from 'fastify';
import { CONTENT_READER_ROLES } from '#contract/content/content.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { Deps } from '#server/deps.ts';
import { defineCallerRoute, defineRoute } from '#server/http/route.ts';
import { markDone, readCourse, saveWatched } from './progress.ts';

// The boot camp's routes (decision 070): for everyone who reads content (every role but admin).

export function registerBootcampRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.bootcampCourse,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => readCourse(deps.db, user, body.language, deps.clock.now()),
  });

  // A save is one round trip when it adds nothing: the token's session and the caller's roles
  // are read in the lesson's query (saveWatched checks them as defineRoute would).
  defineCallerRoute(app, deps, {
    endpoint: endpoints.bootcampWatch,
    access: CONTENT_READER_ROLES,
    handler: ({ body, claims }) =>
      saveWatched(deps.db, claims, body.slug, body.ranges, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.bootcampMarkDone,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => markDone(deps.db, user, body.slug, deps.clock.now()),
  });
}
