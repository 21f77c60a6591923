import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

type LockOwner = { pid: number; hostname: string; startedAt: string };

export type DirectoryLock = {
  path: string;
  release(): void;
};

/** Thrown when another live process holds the data directory. */
export class DataDirectoryLockedError extends Error {
  readonly lockPath: string;
  constructor(message: string, lockPath: string) {
    super(message);
    this.name = 'DataDirectoryLockedError';
    this.lockPath = lockPath;
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, hostname, startedAt } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof hostname !== 'string') return null;
    return { pid, hostname, startedAt: typeof startedAt === 'string' ? startedAt : 'unknown' };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded owner may still be using the directory. */
function ownerIsLive(owner: LockOwner | null): boolean {
  if (owner === null) return false;
  if (owner.hostname !== os.hostname()) return true; // cannot check a pid on another machine
  return isAlive(owner.pid);
}

function tryCreate(lockPath: string): boolean {
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  try {
    fs.writeFileSync(lockPath, `${JSON.stringify(owner)}\n`, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `<dir>/server.lock` so that only one process opens the embedded database (PGlite has no
 * lock of its own; two writers corrupt it). A lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);

  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    if (ownerIsLive(owner)) {
      const who = owner
        ? `process ${owner.pid} on ${owner.hostname} (since ${owner.startedAt})`
        : 'another process';
      throw new DataDirectoryLockedError(
        `The data directory ${path.resolve(dir)} is in use by ${who}. ` +
          'Stop that server first, or start this one with another DATA_DIR. ' +
          `If no server is running, delete ${lockPath}.`,
        lockPath,
      );
    }
    // Stale: the owner is gone. Remove it and race once more; a competitor may win.
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) {
      throw new DataDirectoryLockedError(
        `Another process took the data directory ${path.resolve(dir)} at the same moment. ` +
          'Only one server may use it.',
        lockPath,
      );
    }
  }

  const releaseOnExit = () => removeIfOurs(lockPath);
  process.once('exit', releaseOnExit);
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      process.removeListener('exit', releaseOnExit);
      removeIfOurs(lockPath);
    },
  };
}

function removeIfOurs(lockPath: string): void {
  const owner = readOwner(lockPath);
  if (owner && owner.pid === process.pid && owner.hostname === os.hostname()) {
    fs.rmSync(lockPath, { force: true });
  }
}
