import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import path from 'node:path';
import type { Database } from './database.ts';
import { acquireDirectoryLock } from './lock-file.ts';

// PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory and
// stays resident for the whole run. The embedded database serves one process and reads its
// files through the operating system's cache, so 16 MB keeps the server near 400 MB.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Opens the embedded database: in `dataDir` (taking its lock file first) or, with null, in memory.
 * PGlite is a single connection, so a "session" is the instance itself; migrations and seeds run
 * before the server takes requests.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const lock = dataDir === null ? null : acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? undefined, { startParams: START_PARAMS });
  } catch (error) {
    lock?.release();
    throw new Error(
      `Could not open the embedded database${dataDir ? ` in ${path.resolve(dataDir)}` : ''}: ` +
        (error instanceof Error ? error.message : String(error)),
      { cause: error },
    );
  }
  const db = drizzle({ client });
  return {
    kind: 'pglite',
    db,
    driver: { kind: 'pglite', client },
    dataDir,
    description: dataDir === null ? 'PGlite in memory' : `PGlite at ${path.resolve(dataDir)}`,
    async withSession(fn) {
      return fn({
        db,
        async exec(sqlText) {
          await client.exec(sqlText);
        },
      });
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
