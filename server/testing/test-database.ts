import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PGlite data directory that has been through initdb once, reused by every test file. */
async function pgliteTemplate(): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const template = path.join(os.tmpdir(), `outreach-pglite-template-${version}`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;

  // Build beside it and rename, so a concurrent run never sees half a template.
  const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const client = await PGlite.create(building);
  await client.close();
  fs.rmSync(path.join(building, 'postmaster.pid'), { force: true });
  try {
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run got there first
  }
  return template;
}

/**
 * A fresh PGlite data directory: a copy of `template`, or of one that has been through initdb
 * only (initdb would take seconds).
 */
export async function freshPgliteDir(template?: string): Promise<{ dir: string; remove(): void }> {
  template ??= await pgliteTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-test-'));
  fs.cpSync(template, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh database on the server of `adminUrl`, dropped by `remove()`: empty, or a copy of the
 * database `template` (which must have no connections).
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; remove(): Promise<void> }> {
  const name = `outreach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async remove() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** DATABASE_URL when the suite runs against PostgreSQL (`npm run test:server:pg`). */
export function postgresUnderTest(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}
