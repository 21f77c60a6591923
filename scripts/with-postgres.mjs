// Runs a command against a throwaway PostgreSQL server:
//   node scripts/with-postgres.mjs vitest run --project server
// Starts PostgreSQL on a free loopback port in a temp directory (initdb and pg_ctl as the
// postgres user), runs the command with DATABASE_URL set, then stops the server and removes it.
// Needs root (to run as postgres) and Debian's postgresql package (/usr/lib/postgresql/*/bin).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function fail(message) {
  console.error(`with-postgres: ${message}`);
  process.exit(1);
}

function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

if (process.getuid?.() !== 0) {
  fail(
    'this script must run as root: it starts PostgreSQL as the postgres user with runuser. ' +
      'Run it as root, or start a PostgreSQL server yourself and set DATABASE_URL.',
  );
}
const bin = postgresBinDir();
if (!bin) {
  fail(
    'no PostgreSQL binaries found under /usr/lib/postgresql/*/bin (or PG_BIN). ' +
      'Install them with: apt-get update && apt-get install -y postgresql',
  );
}
let postgresUid;
let postgresGid;
try {
  postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  postgresGid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
} catch {
  fail('there is no postgres user; the postgresql package creates it.');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(tool, args, options = {}) {
  return spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
    encoding: 'utf8',
    ...options,
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-pg-'));
const dataDir = path.join(root, 'data');
const socketDir = path.join(root, 'socket');
const logFile = path.join(root, 'postgres.log');
fs.mkdirSync(socketDir);
for (const entry of [root, socketDir]) fs.chownSync(entry, postgresUid, postgresGid);

let started = false;
function cleanUp() {
  if (started) {
    asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    started = false;
  }
  fs.rmSync(root, { recursive: true, force: true });
}
// Whatever happens (failure, Ctrl-C before the command runs), leave nothing behind.
process.on('exit', cleanUp);
let child = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else process.exit(130);
  });
}

const startedAt = Date.now();
const init = asPostgres('initdb', [
  '-D',
  dataDir,
  '-U',
  'postgres',
  '--auth=trust',
  '--encoding=UTF8',
  '--locale=C',
  '--no-sync',
]);
if (init.status !== 0) {
  fail(`initdb failed:\n${init.stderr || init.stdout}`);
}

let port;
for (let attempt = 1; attempt <= 3 && !started; attempt += 1) {
  port = await freePort();
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-o',
    options,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (start.status === 0) started = true;
  else if (attempt === 3) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    fail(`PostgreSQL did not start:\n${start.stderr || start.stdout}\n${log}`);
  }
}

const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`with-postgres: PostgreSQL ready on 127.0.0.1:${port} in ${Date.now() - startedAt} ms`);

child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
child.on('error', (error) => {
  console.error(`with-postgres: could not run ${command[0]}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
