import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.ts';

/** host:port/database of a connection string, without user or password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** Opens a pool on a PostgreSQL server and checks that it answers. */
export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void,
): Promise<Database> {
  const where = describePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'outreach-api' });
  // An idle client can lose its server (restart, network); without a listener that crashes Node.
  pool.on('error', onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `Could not connect to PostgreSQL at ${where}: ` +
        (error instanceof Error ? error.message : String(error)),
      { cause: error },
    );
  }
  return {
    kind: 'postgres',
    db: drizzle({ client: pool }),
    driver: { kind: 'postgres', pool },
    dataDir: null,
    description: `PostgreSQL at ${where}`,
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          db: drizzle({ client }),
          async exec(sqlText) {
            // The simple query protocol (no parameters) runs several statements.
            await client.query(sqlText);
          },
        });
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
