// Runs one of the in-process server-time scripts (scripts/bench/*-server-time.ts) on a fresh
// PGlite directory or on a throwaway PostgreSQL (scripts/with-postgres.mjs), and returns the
// JSON line it printed last.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './product.mjs';

/** `database` is 'pglite' or 'postgres'; `env` adds the script's own settings. */
export function serverTime(script, database, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-time-'));
  const command =
    database === 'postgres' ? ['scripts/with-postgres.mjs', process.execPath, script] : [script];
  try {
    const output = execFileSync(process.execPath, command, {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-server-time-'.padEnd(48, 'x'),
        ...(database === 'pglite' ? { DATABASE_URL: '' } : {}),
        LOG_LEVEL: 'warn',
        ...env,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = output
      .trim()
      .split('\n')
      .findLast((text) => text.startsWith('{'));
    if (!line) throw new Error(`${script} printed no result on ${database}`);
    return JSON.parse(line);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints what `timeCalls` (scripts/bench/time-calls.ts) measured, one line per case. */
export function printServerTimes(database, results, ms) {
  console.log(`  ${database}`);
  for (const [label, figures] of Object.entries(results)) {
    console.log(
      `    ${label.padEnd(28)} median ${ms(figures.median).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}` +
        `  first call ${ms(figures.first).padStart(9)}  (${figures.total} matching)`,
    );
  }
}
