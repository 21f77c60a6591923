import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** The drizzle handle every query goes through; a transaction handle has the same type. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** One connection held for a while: for migrations and seeds, which need a session lock. */
export type SqlSession = {
  db: Db;
  /** Runs a script that may hold several statements, without parameters. */
  exec(sqlText: string): Promise<void>;
};

export type DatabaseKind = 'pglite' | 'postgres';

/** The driver beneath drizzle, for a library that speaks SQL itself (the job queue, decision 034). */
export type DatabaseDriver =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export type Database = {
  kind: DatabaseKind;
  db: Db;
  driver: DatabaseDriver;
  /** For logs: where the data lives, never a password. */
  description: string;
  /** The PGlite data directory, or null (in memory, or PostgreSQL). */
  dataDir: string | null;
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
