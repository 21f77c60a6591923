import type { FastifyInstance } from 'fastify';
import { CONTENT_READER_ROLES } from '#contract/content/content.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { Deps } from '#server/deps.ts';
import { defineRoute } from '#server/http/route.ts';
import { markDone, readCourse, saveWatched } from './progress.ts';

// The boot camp's routes (decision 070): for everyone who reads content (every role but admin).

export function registerBootcampRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.bootcampCourse,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => readCourse(deps.db, user, body.language, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.bootcampWatch,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) =>
      saveWatched(deps.db, user, body.slug, body.ranges, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.bootcampMarkDone,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => markDone(deps.db, user, body.slug, deps.clock.now()),
  });
}
