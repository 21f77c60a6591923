// Part of `npm run bench:users`: the server time of the admin users list with 10,000 generated
// users, in-process (scripts/bench/time-calls.ts). The database is the one the environment
// names (DATA_DIR or DATABASE_URL). Prints one JSON line.
import { createServer } from '#server/app.ts';
import { optionsFromEnv } from '#server/env.ts';
import { seedManyUsers } from '#server/seed/seed-many-users.ts';
import { demoToken, timeCalls, type TimedCall } from './time-calls.ts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);

const { app, deps } = await createServer({
  ...optionsFromEnv(process.env).server,
  seedDemoData: true,
});
try {
  await seedManyUsers(deps.db, USERS, deps.clock.now());
  const token = await demoToken(app, 'admin@demo.church');
  const list = (input: Record<string, unknown>): TimedCall => ({
    method: 'POST',
    url: '/api/v1/admin/users/list',
    payload: { page: 1, page_size: 25, ...input },
  });
  const results = await timeCalls(app, token, {
    'first page (newest first)': list({}),
    'sorted by name': list({ sort: 'name', direction: 'asc' }),
    'search "kim"': list({ q: 'kim' }),
    'pastor sign-ups view': list({ role: 'evangelism' }),
    'last page': list({ page: Math.ceil(USERS / 25), sort: 'email', direction: 'asc' }),
  });
  console.log(JSON.stringify({ database: deps.database.kind, results }));
} finally {
  await app.close();
}
