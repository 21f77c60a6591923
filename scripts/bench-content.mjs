// The readers' content lists and search with 1,000 items of each kind (issue 25: list p95 at
// most 100 ms, search p95 at most 150 ms). Prints numbers; it is not a test.
//   npm run bench:content [-- --db pglite|postgres|both]
// In-process (scripts/bench/content-server-time.ts) on a fresh PGlite directory and on a
// throwaway PostgreSQL (scripts/with-postgres.mjs): 8,000 items in four languages, a tenth of
// them without Korean; 100 calls of each case after a first cold one.
import { databasesOption, ms } from './bench/figures.mjs';
import { printServerTimes, serverTime } from './bench/server-time.mjs';

const GOALS = { list: 100, search: 150 };

for (const database of databasesOption()) {
  const { results } = serverTime('scripts/bench/content-server-time.ts', database);
  printServerTimes(database, results, ms);
  for (const [kind, goal] of Object.entries(GOALS)) {
    const worst = Math.max(
      ...Object.entries(results)
        .filter(([label]) => label.startsWith(`${kind}:`))
        .map(([, figures]) => figures.p95),
    );
    console.log(
      `    ${kind}: worst p95 ${ms(worst)} of the ${goal} ms goal: ${worst <= goal ? 'met' : 'NOT met'}`,
    );
  }
}
