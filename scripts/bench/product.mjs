// What the benchmarks share: a free loopback port, and the built product as `npm start` serves it
// on a fresh PGlite directory (optionally prepared first, e.g. seeded), stopped and removed after.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeOptionsOf } from '../node-options.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Builds the app (unless `--no-build` was given), prepares a fresh data directory with
 * `prepare(env)` when asked, starts scripts/start.mjs on a free port and waits for its health
 * call. Resolves with `{ origin, stop() }`; `stop` ends the product and removes its data.
 */
export async function startProduct({ name, prepare } = {}) {
  if (!process.argv.includes('--no-build')) {
    execFileSync(
      process.execPath,
      ['node_modules/.bin/vite', 'build', '--config', 'app/vite.config.ts', '--logLevel', 'warn'],
      { cwd: repoRoot, stdio: 'inherit' },
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name ?? 'outreach-bench'}-`));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  prepare?.(env);
  const port = await freePort();
  const options = nodeOptionsOf('start', 'scripts/start.mjs');
  const child = spawn(process.execPath, [...options, 'scripts/start.mjs', '--no-build'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error('the product exited during start');
    if (Date.now() > deadline) throw new Error('the product did not answer within 180 s');
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
