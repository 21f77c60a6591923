import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPgliteDir } from '#server/testing/test-database.ts';

// `npm run start:server` on SIGTERM (decision 085): not ready at once, closed after the delay,
// exit status 0. A process of its own, on an embedded database of its own.

const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a SIGTERM', () => {
  it('turns readiness off, waits the delay, then closes and exits with 0', async () => {
    const data = await freshPgliteDir();
    cleanups.push(data.remove);
    const child = spawn(process.execPath, [mainScript], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: data.dir,
        PORT: '0',
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => void child.kill('SIGKILL'));
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Outreach API on (http:\/\/[^/\s]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`the server stopped:\n${output}`)));
    });
    expect((await fetch(`${address}/readyz`)).status).toBe(200);

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    // Within the delay it still listens, and tells the balancer to send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const draining = await fetch(`${address}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${address}/healthz`)).status).toBe(200);

    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(output).toMatch(/SIGTERM: not ready any more; closing in 1 s/);
  });
});
