import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { Deps } from '#server/deps.ts';
import { defineRoute } from './route.ts';

export function registerHealthRoute(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.health,
    access: 'public',
    handler: async () => {
      await deps.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  });
}
