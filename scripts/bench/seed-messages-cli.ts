// Fills a church's inbox with generated messages in the database the server would use
// (DATA_DIR or DATABASE_URL, as for `npm run start:server`), for `npm run bench:inbox`.
//   node scripts/bench/seed-messages-cli.ts [TOTAL] [CHURCH_SLUG]
// (default: 10,000 messages for grace-community-church, the demo pastor's church)
import { createServer } from '#server/app.ts';
import { optionsFromEnv } from '#server/env.ts';
import { seedManyMessages } from './seed-many-messages.ts';

const total = Number(process.argv[2] ?? 10_000);
const church = process.argv[3] ?? 'grace-community-church';
if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
  console.error('Usage: node scripts/bench/seed-messages-cli.ts [TOTAL] [CHURCH_SLUG]');
  process.exit(2);
}
const { app, deps } = await createServer(optionsFromEnv(process.env).server);
try {
  await seedManyMessages(deps.db, church, total, deps.clock.now());
  console.log(`${church} has ${total} messages in ${deps.database.description}.`);
} finally {
  await app.close();
}
