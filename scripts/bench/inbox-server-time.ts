// Part of `npm run bench:inbox`: the server time of GET /messages with a church inbox of 10,000
// messages, in-process (scripts/bench/time-calls.ts). The database is the one the environment
// names (DATA_DIR or DATABASE_URL). Prints one JSON line.
import { createServer } from '#server/app.ts';
import { optionsFromEnv } from '#server/env.ts';
import { seedManyMessages } from './seed-many-messages.ts';
import { demoToken, timeCalls, type TimedCall } from './time-calls.ts';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);

const { app, deps } = await createServer({
  ...optionsFromEnv(process.env).server,
  seedDemoData: true,
});
try {
  await seedManyMessages(deps.db, 'grace-community-church', MESSAGES, deps.clock.now());
  const token = await demoToken(app, 'pastor@demo.church');
  const inbox = (query: Record<string, string | number>): TimedCall => ({
    method: 'GET',
    url: `/api/v1/messages?${new URLSearchParams({ page: '1', page_size: '25', ...query } as Record<string, string>)}`,
  });
  const results = await timeCalls(app, token, {
    'first page (newest first)': inbox({}),
    'next page': inbox({ page: 2 }),
    'first page, 100 a page': inbox({ page_size: 100 }),
    'unread view': inbox({ filter: 'unread' }),
    'search "prayer"': inbox({ search: 'prayer' }),
    'search, no match': inbox({ search: 'zzqx' }),
    'last page': inbox({ page: Math.ceil(MESSAGES / 25) }),
  });
  console.log(JSON.stringify({ database: deps.database.kind, results }));
} finally {
  await app.close();
}
