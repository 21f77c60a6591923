// Adds many generated users to the database the server would use (DATA_DIR or DATABASE_URL, as
// for `npm run start:server`), for benchmarks of large lists. Not part of the demo data.
//   npm run seed:users [-- 10000]
import { createServer } from '#server/app.ts';
import { optionsFromEnv } from '#server/env.ts';
import { seedManyUsers } from './seed-many-users.ts';

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: npm run seed:users [-- COUNT]   (1 to 1,000,000; default 10,000)');
  process.exit(2);
}
const { app, deps } = await createServer(optionsFromEnv(process.env).server);
try {
  await seedManyUsers(deps.db, count, deps.clock.now());
  console.log(`${count} generated users are in ${deps.database.description}.`);
} finally {
  await app.close();
}
