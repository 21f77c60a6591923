import type { Server } from '#server/app.ts';
import type { ShutdownOptions } from '#server/env.ts';

/**
 * Ends the process on SIGTERM or SIGINT in the order a load balancer needs (decision 085):
 * /readyz answers 503 at once, the process waits `delaySeconds` for the balancer to notice, then
 * Fastify stops listening and waits for the requests in flight before the onClose hooks stop the
 * jobs (running attempts may finish) and close the database. A close that takes longer than
 * `timeoutSeconds` ends the process anyway. `beforeClose` runs first (the dev server's Vite).
 */
export function closeOnSignals(
  { app, lifecycle }: Pick<Server, 'app' | 'lifecycle'>,
  options: ShutdownOptions,
  beforeClose: () => Promise<void> = async () => {},
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    app.log.info(`${signal}: not ready any more; closing in ${options.delaySeconds} s`);
    setTimeout(() => {
      app.log.error(`${signal}: still closing after ${options.timeoutSeconds} s; exiting`);
      process.exit(1);
    }, options.timeoutSeconds * 1000).unref();
    await new Promise((resolve) => setTimeout(resolve, options.delaySeconds * 1000));
    try {
      await beforeClose();
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
