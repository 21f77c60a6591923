// Latency of the reference API on loopback: starts server/main.ts on a temp PGlite directory,
// signs in, and times a bounded number of sequential lookup_profile and get_config calls.
// Prints numbers; it is not a test. Usage: npm run bench:api [-- --calls 300]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const callsArg = process.argv.indexOf('--calls');
const requested = Number(callsArg > 0 ? process.argv[callsArg + 1] : 300) || 300;
const CALLS = Math.min(2000, Math.max(10, requested)); // bounded: this is a benchmark, not a load test
const WARMUP = 20;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}/api/v1`;
const startedAt = performance.now();
const server = spawn(process.execPath, ['server/main.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

async function stop() {
  if (!serverExited) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitUntilUp() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the server exited during start');
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer within 180 s');
}

async function call(method, pathName, token, body) {
  const response = await fetch(`${base}${pathName}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${pathName}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function measure(label, fn) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const times = [];
  for (let i = 0; i < CALLS; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return {
    call: label,
    n: times.length,
    'p50 ms': percentile(times, 50).toFixed(2),
    'p95 ms': percentile(times, 95).toFixed(2),
    'p99 ms': percentile(times, 99).toFixed(2),
    'max ms': times[times.length - 1].toFixed(2),
    'mean ms': mean.toFixed(2),
  };
}

try {
  await waitUntilUp();
  const startMs = performance.now() - startedAt;
  const t0 = performance.now();
  const { token } = await call('POST', '/auth/sign_in', undefined, {
    email: 'pastor@demo.church',
    password: 'outreach-demo',
  });
  const signInMs = performance.now() - t0;
  const rows = [
    await measure('POST /lookup_profile', () => call('POST', '/lookup_profile', token)),
    await measure('GET /get_config', () => call('GET', '/get_config', token)),
  ];
  const load = os.loadavg()[0].toFixed(1);
  console.log(`Outreach API on PGlite, loopback, ${os.cpus().length} cores, load average ${load}`);
  console.log(
    `first start (initdb, migrations, seed): ${(startMs / 1000).toFixed(1)} s; ` +
      `sign-in (argon2id): ${signInMs.toFixed(0)} ms`,
  );
  console.table(rows);
} catch (error) {
  console.error(`bench-api: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stop();
}
