import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type DatabaseOptions = {
  /** postgres://… : use that server. Otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; null keeps the database in memory. */
  dataDir: string | null;
  onIdleError: (error: Error) => void;
};

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onIdleError);
  return openPglite(options.dataDir);
}
