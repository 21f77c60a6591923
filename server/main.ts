import { API_BASE } from '#contract/endpoints.ts';
import { createServer } from './app.ts';
import { DataDirectoryLockedError } from './db/lock-file.ts';
import { optionsFromEnv } from './env.ts';
import { closeOnSignals } from './http/shutdown.ts';

// Entry point: `npm run start:server`. Settings come from the environment (see server/env.ts).

async function main(): Promise<void> {
  const { server: options, listen, shutdown: shutdownOptions } = optionsFromEnv(process.env);
  const { app, deps, lifecycle } = await createServer(options);

  closeOnSignals({ app, lifecycle }, shutdownOptions);

  const address = await app.listen({ host: listen.host, port: listen.port });
  app.log.info(`Outreach API on ${address}${API_BASE} (${deps.database.description})`);
  // The effective list, so that a deployment sees whose X-Forwarded-For it believes.
  app.log.info(
    options.trustProxy?.length
      ? `Trusted proxies (X-Forwarded-For believed from): ${options.trustProxy.join(', ')}`
      : 'Trusted proxies: none (X-Forwarded-For is ignored)',
  );
  if (options.seedDemoData) {
    app.log.info('Demo accounts: admin@demo.church, pastor@demo.church, … password outreach-demo');
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirectoryLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start the API server:', error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack) console.error(error.stack);
  }
  process.exit(1);
});
