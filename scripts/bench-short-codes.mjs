// A printed card's short code, scanned (issue 11: the redirect's server time at most 50 ms at
// p95). Prints numbers; it is not a test.
//   npm run bench:short-codes [-- --db pglite|postgres|both]
// In-process (scripts/bench/short-codes-server-time.ts) on a fresh PGlite directory and on a
// throwaway PostgreSQL (scripts/with-postgres.mjs), with 1,000 codes: a person's first scan
// (counted), the same person again (merged), a link previewer (not counted) and an unknown code
// (the finder page), 300 scans each after a first cold one.
import { databasesOption, ms } from './bench/figures.mjs';
import { printServerTimes, serverTime } from './bench/server-time.mjs';

const GOAL_MS = 50;

for (const database of databasesOption()) {
  const { results } = serverTime('scripts/bench/short-codes-server-time.ts', database);
  printServerTimes(database, results, ms);
  const worst = Math.max(...Object.values(results).map((figures) => figures.p95));
  console.log(
    `    worst p95 ${ms(worst)} of the ${GOAL_MS} ms goal: ${worst <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
}
