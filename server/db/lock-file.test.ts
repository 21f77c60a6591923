import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DataDirectoryLockedError, LOCK_FILE_NAME } from './lock-file.ts';
import { repoRoot } from '#server/repo-root.ts';

const repoRootPath = fileURLToPath(repoRoot);
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('lets one holder in and tells the second who holds it', () => {
    const dir = tempDir();
    const lock = acquireDirectoryLock(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);

    expect(() => acquireDirectoryLock(dir)).toThrow(DataDirectoryLockedError);
    expect(() => acquireDirectoryLock(dir)).toThrow(
      new RegExp(`is in use by process ${process.pid} on .*Stop that server first`),
    );

    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDirectoryLock(dir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    const pid = deadPid();
    fs.writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid, hostname: os.hostname(), startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDirectoryLock(dir);
    const owner = JSON.parse(fs.readFileSync(lock.path, 'utf8')) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'garbage');
    acquireDirectoryLock(dir).release();
  });

  it('makes a second server process on the same directory fail fast with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDirectoryLock(dir);
    try {
      const started = Date.now();
      const child = spawnSync(process.execPath, ['server/main.ts'], {
        cwd: repoRootPath,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(
        `Cannot start: The data directory ${dir} is in use by process ${process.pid}`,
      );
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]); // the database was never opened
    } finally {
      lock.release();
    }
  });
});
