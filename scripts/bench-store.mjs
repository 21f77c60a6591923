// The store's product list with 1,000 products (issue 11: at most 300 ms at p95). Prints
// numbers; it is not a test.
//   npm run bench:store [-- --db pglite|postgres|both]
// In-process (scripts/bench/store-server-time.ts) on a fresh PGlite directory and on a
// throwaway PostgreSQL (scripts/with-postgres.mjs): the first page, a page of 100, the last
// page and one category's page of 100, each with the offer that applies now, 100 calls each
// after a first cold one.
import { databasesOption, ms } from './bench/figures.mjs';
import { printServerTimes, serverTime } from './bench/server-time.mjs';

const GOAL_MS = 300;

for (const database of databasesOption()) {
  const { results } = serverTime('scripts/bench/store-server-time.ts', database);
  printServerTimes(database, results, ms);
  const worst = Math.max(...Object.values(results).map((figures) => figures.p95));
  console.log(
    `    worst p95 ${ms(worst)} of the ${GOAL_MS} ms goal: ${worst <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
}
