import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeOptionsOf } from '../../../scripts/node-options.mjs';
import { startMailSink } from './mail-sink.mjs';

/**
 * Playwright's webServer: starts the product the way a user does, on a fresh embedded
 * database, so every run begins from the seeded demo data.
 *
 * - a new temporary PGlite data directory (DATA_DIR), removed again on exit;
 * - free loopback ports, so a product or dev server already running here is never touched;
 * - a mail sink (SMTP_URL) whose mails the tests read through `E2E_MAIL_URL`;
 * - the suite's loopback address as the one trusted proxy (TRUST_PROXY), so a test's request may
 *   name the visitor it stands for in X-Forwarded-For;
 * - the product itself, as `npm start` runs it: the app built with `vite build --config
 *   app/vite.config.ts`, served with the API on one address by `scripts/start.mjs` (from a
 *   private root, see `privateProductRoot`; npm start's setup step is left out).
 *
 * When the app answers and the API is healthy it prints one line that playwright.config.ts
 * waits for: `e2e-ready base=<url> mail=<url>`; Playwright copies both into the environment
 * of the test workers (E2E_BASE_URL, E2E_MAIL_URL).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const host = '127.0.0.1';
const startScript = path.join(repoRoot, 'scripts/start.mjs');
const viteBin = path.join(repoRoot, 'node_modules/vite/bin/vite.js');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {string[]} */
const tempDirs = [];
/** Links into the checkout, removed one by one before their directory goes. @type {string[]} */
const links = [];
let mail = /** @type {Awaited<ReturnType<typeof startMailSink>> | null} */ (null);
let stopping = false;

function log(message) {
  process.stderr.write(`[e2e product] ${message}\n`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Starts a child in its own process group (so its own children stop with it). */
function start(command, args, env, name) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.stderr?.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
      void shutdown(1);
    }
  });
  children.push(child);
  return child;
}

function run(command, args, env, name) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, env, name);
    child.removeAllListeners('exit');
    child.on('exit', (code) => {
      children.splice(children.indexOf(child), 1);
      if (code === 0) resolve(undefined);
      else reject(new Error(`${name} failed with exit code ${code}`));
    });
  });
}

/**
 * scripts/start.mjs serves the app from `dist/app` next to itself, and builds it there. Other
 * people (and their `npm start`) share this checkout's dist/app, and a rebuild under a running
 * suite takes its pages away (404 on every chunk). So the suite runs start.mjs's own code from a
 * private root: a temporary directory whose entries link to the checkout's, except `dist` (the
 * suite's own build) and `scripts/start.mjs` (a copy, so it finds that `dist` next to itself).
 */
function privateProductRoot() {
  const productRoot = mkdtempSync(path.join(os.tmpdir(), 'outreach-e2e-root-'));
  tempDirs.push(productRoot);
  for (const entry of readdirSync(repoRoot)) {
    if (['dist', 'scripts', '.git', '.data'].includes(entry)) continue;
    symlinkSync(path.join(repoRoot, entry), path.join(productRoot, entry));
    links.push(path.join(productRoot, entry));
  }
  mkdirSync(path.join(productRoot, 'scripts'));
  for (const entry of readdirSync(path.join(repoRoot, 'scripts'))) {
    const from = path.join(repoRoot, 'scripts', entry);
    const to = path.join(productRoot, 'scripts', entry);
    if (entry === 'start.mjs') copyFileSync(from, to);
    else {
      symlinkSync(from, to);
      links.push(to);
    }
  }
  return productRoot;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  const exits = children.map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        try {
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
        } catch {
          resolve(undefined);
        }
        setTimeout(() => {
          try {
            process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
          } catch {
            // already gone
          }
          resolve(undefined);
        }, 5_000).unref();
      }),
  );
  await Promise.all(exits);
  mail?.close();
  for (const link of links) rmSync(link, { force: true });
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outreach-e2e-data-'));
  tempDirs.push(dataDir);
  mail = await startMailSink({ host });
  const port = await freePort();
  const baseUrl = `http://${host}:${port}`;

  /** The server's own settings (server/env.ts); DATABASE_URL is dropped: the embedded database. */
  const serverEnv = { ...process.env };
  delete serverEnv.DATABASE_URL;
  delete serverEnv.JWT_SECRET;
  Object.assign(serverEnv, {
    HOST: host,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    APP_URL: baseUrl,
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Outreach Dashboard <no-reply@demo.church>',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every request of the suite comes from this address. Believing its X-Forwarded-For, as a
    // product behind a proxy does, lets a test speak for a visitor of its own (support/api.ts,
    // visitorAddress), so limits per client address count each test's visitor apart.
    TRUST_PROXY: host,
  });

  if (!existsSync(startScript))
    throw new Error('scripts/start.mjs (what `npm start` runs) is missing.');
  const productRoot = privateProductRoot();
  log(`building the app into ${path.join(productRoot, 'dist/app')}`);
  await run(
    process.execPath,
    [
      viteBin,
      'build',
      '--config',
      'app/vite.config.ts',
      '--outDir',
      path.join(productRoot, 'dist/app'),
      '--logLevel',
      'warn',
    ],
    process.env,
    'build',
  );
  log(`starting scripts/start.mjs on ${baseUrl}, data in ${dataDir}`);
  start(
    process.execPath,
    [
      // As `npm start` runs it: the server's memory depends on these (decision 035).
      ...nodeOptionsOf('start', 'scripts/start.mjs'),
      path.join(productRoot, 'scripts/start.mjs'),
      '--no-build',
    ],
    { ...serverEnv, PORT: String(port) },
    'product',
  );

  // The first start on a new data directory runs initdb, the migrations and the demo seed.
  await waitFor(`${baseUrl}/api/v1/health`, 90_000);
  await waitFor(`${baseUrl}/users/signIn`, 30_000);
  process.stdout.write(`e2e-ready base=${baseUrl} mail=${mail.listUrl}\n`);
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  void shutdown(1);
});
