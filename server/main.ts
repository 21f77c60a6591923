import { API_BASE } from '#contract/endpoints.ts';
import { createServer } from './app.ts';
import { DataDirectoryLockedError } from './db/lock-file.ts';
import { optionsFromEnv } from './env.ts';

// Entry point: `npm run start:server`. Settings come from the environment (see server/env.ts).

async function main(): Promise<void> {
  const { server: options, listen } = optionsFromEnv(process.env);
  const { app, deps } = await createServer(options);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ host: listen.host, port: listen.port });
  app.log.info(`Outreach API on ${address}${API_BASE} (${deps.database.description})`);
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
