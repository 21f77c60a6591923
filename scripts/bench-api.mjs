// Throughput and tail latency of API calls on loopback, as ratios to a trivial route.
// Starts server/main.ts, with the Node options `npm run start:server` gives it, on a fresh PGlite
// directory and on a throwaway PostgreSQL (scripts/with-postgres.mjs), signs in as the demo pastor, and drives each call with autocannon
// for a bounded time. The baseline is POST /auth/check_session: it checks the same bearer token
// and does nothing else, so a ratio says what a call costs beyond authentication. The memory
// printed is the resident set (VmRSS) of the process serving the API, read after the last call.
// Prints numbers; it is not a test.
//   npm run bench:api [-- --db pglite|postgres|both] [--seconds 10] [--connections 50]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databasesOption, option } from './bench/figures.mjs';
import { freePort } from './bench/product.mjs';
import { nodeOptionsOf } from './node-options.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const bounded = (value, min, max, fallback) =>
  Math.min(max, Math.max(min, Number(value) || fallback));
// Bounded in time and connections: a benchmark on loopback, not a load test.
const SECONDS = bounded(option('seconds'), 2, 60, 10);
const CONNECTIONS = bounded(option('connections'), 1, 100, 50);
const databases = databasesOption();

/** The calls measured; the first is the baseline. */
const CALLS = [
  { label: 'check_session (baseline)', method: 'POST', path: '/auth/check_session' },
  { label: 'lookup_profile', method: 'POST', path: '/lookup_profile' },
  { label: 'lookup_user', method: 'POST', path: '/lookup_user' },
  { label: 'get_config', method: 'GET', path: '/get_config' },
  // Boot-camp progress saves on the demo's 4-second video lesson (issue 25: at least 0.5× the
  // baseline's throughput at 50 connections). Each save of a "new seconds" row extends the
  // watched piece by a millisecond, so it writes. The goal's row spreads the saves over 50
  // readers, each with their own progress row, as 50 people watching at once do; the next row
  // puts all 50 connections on one person's row (the worst case: one person's saves come 10 s
  // apart, never 50 at once), where every write waits for the one before it. The last row sends
  // a piece already counted, as the page's repeated saves do: a read only.
  {
    label: 'bootcamp/watch (new seconds, 50 people)',
    method: 'POST',
    path: '/bootcamp/watch',
    readers: CONNECTIONS,
    bodies: (index) => ({
      slug: 'watch-intro-video',
      ranges: [[0, Math.min(3.5, 0.001 * (index + 1))]],
    }),
    goal: 0.5,
  },
  {
    label: 'bootcamp/watch (new seconds, 1 person)',
    method: 'POST',
    path: '/bootcamp/watch',
    bodies: (index) => ({
      slug: 'watch-intro-video',
      ranges: [[0, Math.min(3.5, 0.001 * (index + 1))]],
    }),
  },
  {
    label: 'bootcamp/watch (already counted)',
    method: 'POST',
    path: '/bootcamp/watch',
    body: { slug: 'watch-intro-video', ranges: [[0, 0.5]] },
  },
];

/** Creates, migrates and seeds a PGlite data directory ($DATA_DIR), then exits. */
const INIT_DATA_DIR = `
  const { createServer } = await import('./server/app.ts');
  const { optionsFromEnv } = await import('./server/env.ts');
  const { app } = await createServer(optionsFromEnv(process.env).server);
  await app.close();
`;

/** The server process's resident memory in MB (Linux), or null. */
function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The arguments of a process (Linux), or null when it is gone. */
function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * The process serving the API: the node process whose script is server/main.ts, which is the
 * child itself on PGlite and the child's child under with-postgres (whose own arguments also
 * name server/main.ts, after its script). Null when none is found: then no memory is printed.
 */
function serverPid(child) {
  const queue = [child.pid];
  while (queue.length > 0) {
    const pid = queue.shift();
    const args = commandLine(pid);
    if (args?.slice(1).find((arg) => !arg.startsWith('-')) === 'server/main.ts') return pid;
    try {
      const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
      queue.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
    } catch {
      // gone
    }
  }
  return null;
}

async function startServer(database) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: '',
  };
  // The Node options of `npm run start:server`: the server's memory depends on them.
  const server = [...nodeOptionsOf('start:server', 'server/main.ts'), 'server/main.ts'];
  const args =
    database === 'postgres' ? ['scripts/with-postgres.mjs', process.execPath, ...server] : server;
  if (database === 'pglite') {
    // A server usually opens a data directory that exists: create it first in a process of
    // its own, so the measured one does not carry the first start's one-off memory.
    await new Promise((resolve, reject) => {
      const init = spawn(process.execPath, ['--input-type=module', '-e', INIT_DATA_DIR], {
        cwd: repoRoot,
        env,
        stdio: 'inherit',
      });
      init.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error('data dir init failed')),
      );
    });
  }
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
  let exited = false;
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`the ${database} server exited during start`);
    if (Date.now() > deadline) throw new Error(`the ${database} server did not answer in 180 s`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, pid: () => serverPid(child), stop };
}

async function post(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

const PASSWORD = 'outreach-demo';
const signIn = async (base, email = 'pastor@demo.church') =>
  (await post(base, '/auth/sign_in', { email, password: PASSWORD })).token;

/** `count` new members of the demo pastor's church, made by the admin, each signed in. */
async function readerTokens(base, count) {
  const admin = await signIn(base, 'admin@demo.church');
  const found = await post(
    base,
    '/admin/users/list',
    { page: 1, page_size: 1, q: 'pastor@demo.church' },
    admin,
  );
  const accountId = found.items[0].account_id;
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-reader-${i}@demo.church`;
    await post(
      base,
      '/admin/users/create',
      {
        account_id: accountId,
        email,
        firstname: 'Bench',
        lastname: `Reader ${i}`,
        roles: ['evangelism'],
        password: PASSWORD,
      },
      admin,
    );
    tokens.push(await signIn(base, email));
  }
  return tokens;
}

/**
 * How many requests of each call (or each reader of a call) were sent, so that `bodies` keeps
 * counting after the warm-up.
 */
const sent = new Map();

async function drive(base, token, call, seconds, readers = []) {
  let connectionsSeen = 0;
  // autocannon's context is per connection: each connection is one reader, so one reader's
  // saves come one after another, as one person's do, and each extends what that reader sent.
  const nextRequest = (request, context) => {
    if (!call.readers) {
      const index = sent.get(call) ?? 0;
      sent.set(call, index + 1);
      return { ...request, body: JSON.stringify(call.bodies(index)) };
    }
    context.reader ??= connectionsSeen++ % readers.length;
    const key = `${call.label} ${context.reader}`;
    const index = sent.get(key) ?? 0;
    sent.set(key, index + 1);
    return {
      ...request,
      body: JSON.stringify(call.bodies(index)),
      headers: { ...request.headers, authorization: `Bearer ${readers[context.reader]}` },
    };
  };
  const result = await autocannon({
    url: `${base}${call.path}`,
    method: call.method,
    connections: CONNECTIONS,
    // A slow answer on a busy machine is slow, not an error: autocannon gives up at 10 s.
    timeout: 30,
    duration: seconds,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.method === 'POST' ? { body: JSON.stringify(call.body ?? {}) } : {}),
    // A body (and reader) of its own for each request (autocannon asks setupRequest before each).
    ...(call.bodies ? { requests: [{ setupRequest: nextRequest }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${call.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchmark(database) {
  const server = await startServer(database);
  sent.clear(); // each database starts from a fresh demo: the pieces start at 0 again
  try {
    const token = await signIn(server.base);
    const readers = await readerTokens(server.base, CONNECTIONS);
    const rows = [];
    const goals = [];
    let baseline = null;
    for (const call of CALLS) {
      await drive(server.base, token, call, 1, readers); // warm-up
      const { rps, p99 } = await drive(server.base, token, call, SECONDS, readers);
      // Let the requests autocannon abandoned at the end finish before the next call.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      baseline ??= { rps, p99 };
      rows.push({
        call: call.label,
        'req/s': Math.round(rps),
        'p99 ms': p99,
        'throughput ×': (rps / baseline.rps).toFixed(2),
        'p99 ×': (p99 / Math.max(1, baseline.p99)).toFixed(2),
      });
      if (call.goal !== undefined) {
        const ratio = rps / baseline.rps;
        goals.push(
          `  ${call.label}: throughput ${ratio.toFixed(2)}× of the ${call.goal}× goal: ` +
            (ratio >= call.goal ? 'met' : 'NOT met'),
        );
      }
    }
    const pid = server.pid();
    const memory = pid === null ? null : residentMb(pid);
    console.log(
      `\n${database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${CONNECTIONS} connections, ` +
        `${SECONDS} s per call, load average ${os.loadavg()[0].toFixed(1)}, ` +
        `server memory after the run ${memory ?? '?'} MB`,
    );
    console.table(rows);
    for (const line of goals) console.log(line);
  } finally {
    await server.stop();
  }
}

console.log(`bench:api on loopback, ${os.cpus().length} cores, Node ${process.versions.node}`);
try {
  for (const database of databases) await benchmark(database);
} catch (error) {
  console.error(`bench-api: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
