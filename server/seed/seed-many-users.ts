import { sql } from 'drizzle-orm';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/database.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

/** Names from the product's four languages, combined so that sorting by name has work to do. */
const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Chloé',
  'Daniel',
  'Élodie',
  'Fernando',
  'Grace',
  'Hyun-woo',
  'Isabel',
  'Jae-min',
  'Karen',
  'Luis',
  'Marie',
  'Nathan',
  'Olivia',
  'Pierre',
  'Quentin',
  'Rosa',
  'Seo-yeon',
  'Thomas',
  '민준',
  '서연',
  'José',
  'Zoé',
];
const LAST_NAMES = [
  'Álvarez',
  'Bernard',
  'Choi',
  'Dubois',
  'Estrada',
  'Fontaine',
  'García',
  'Han',
  'Jung',
  'Kim',
  'Lambert',
  'Lee',
  'Martin',
  'Moreau',
  'Park',
  'Pérez',
  'Robert',
  'Sánchez',
  'Smith',
  'Torres',
  'Yoon',
  '김',
  '이',
  '박',
];
const ROLE_SETS = [
  '{individual}',
  '{evangelism}',
  '{free_evangelism}',
  '{care}',
  '{individual}',
  '{website}',
  '{individual}',
  '{discipleship}',
  '{evangelism,care}',
  '{individual}',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Adds `count` users (emails `bench-user-N@bench.test`, password `outreach-demo`) spread over
 * one church account per ten users, created over the past weeks. For benchmarks of large lists;
 * the demo data never includes them. Two statements, each over generate_series; running it again
 * adds only what is missing.
 */
export async function seedManyUsers(db: Db, count: number, now: Date): Promise<void> {
  const churches = Math.max(1, Math.ceil(count / 10));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.execute(sql`
    insert into accounts (slug, kind, church_name, church_status, created_at)
    select 'bench-church-' || g, 'church', 'Bench Church ' || g, 'active',
      ${now}::timestamptz - g * interval '7 minutes'
    from generate_series(1, ${churches}::int) g
    on conflict (slug) do nothing`);
  await db.execute(sql`
    insert into users (account_id, email, password_hash, firstname, lastname, roles, state,
      created_at, updated_at)
    select a.id, 'bench-user-' || g || '@bench.test', ${passwordHash},
      (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}::int],
      (${textArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}::int],
      (${textArray(ROLE_SETS)})[1 + g % ${ROLE_SETS.length}::int]::text[],
      case when g % 50 = 0 then 'suspended' when g % 20 = 0 then 'pending' else 'active' end,
      ${now}::timestamptz - g * interval '53 seconds',
      ${now}::timestamptz - g * interval '31 seconds'
    from generate_series(1, ${count}::int) g
    join accounts a on a.slug = 'bench-church-' || (1 + g % ${churches}::int)
    on conflict (email) do nothing`);
}
