import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import {
  readConfig,
  readConfigVar,
  readInstructionVideos,
  writeConfig,
  writeInstructionVideo,
} from './config-store.ts';
import type { Deps } from '#server/deps.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';

/** Settings and instruction videos: everyone signed in reads them, only admins change them. */
export function registerConfigRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.getConfig,
    access: 'user',
    handler: () => readConfig(deps.db),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.getConfigVar,
    access: 'user',
    handler: ({ body }) => readConfigVar(deps.db, body.key),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.setConfig,
    access: ADMIN_ONLY,
    handler: async ({ body }) => {
      await deps.db.transaction((tx) => writeConfig(tx, body, deps.clock.now()));
      return readConfig(deps.db);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.setConfigVar,
    access: ADMIN_ONLY,
    handler: async ({ body }) => {
      await writeConfig(deps.db, [body], deps.clock.now());
      return readConfigVar(deps.db, body.key);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.getInstructionVideos,
    access: 'user',
    handler: () => readInstructionVideos(deps.db),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.setInstructionVideo,
    access: ADMIN_ONLY,
    handler: ({ body }) => writeInstructionVideo(deps.db, body, deps.clock.now()),
  });
}
