// Part of `npm run bench:users`: the server time of the admin users list with 10,000 generated
// users, in-process (Fastify's inject: routing, token, validation, SQL and serialisation, no
// network). The database is the one the environment names (DATA_DIR or DATABASE_URL).
// Prints one JSON line.
import { createServer } from '../../server/app.ts';
import { optionsFromEnv } from '../../server/env.ts';
import { seedManyUsers } from '../../server/seed/seed-many-users.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-data.ts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const CALLS = 30;

const { app, deps } = await createServer({
  ...optionsFromEnv(process.env).server,
  seedDemoData: true,
});
try {
  await seedManyUsers(deps.db, USERS, deps.clock.now());
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    payload: { email: 'admin@demo.church', password: DEMO_PASSWORD },
  });
  const { token } = signIn.json() as { token: string };

  const cases: Record<string, Record<string, unknown>> = {
    'first page (newest first)': {},
    'sorted by name': { sort: 'name', direction: 'asc' },
    'search "kim"': { q: 'kim' },
    'pastor sign-ups view': { role: 'evangelism' },
    'last page': { page: Math.ceil(USERS / 25), sort: 'email', direction: 'asc' },
  };
  const results: Record<string, { first: number; median: number; p95: number; total: number }> = {};
  for (const [label, input] of Object.entries(cases)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i <= CALLS; i += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/users/list',
        headers: { authorization: `Bearer ${token}` },
        payload: { page: 1, page_size: 25, ...input },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${label}: ${response.body}`);
      total = (response.json() as { total: number }).total;
    }
    const [first, ...warm] = times;
    warm.sort((a, b) => a - b);
    results[label] = {
      first: first!,
      median: warm[Math.floor(warm.length / 2)]!,
      p95: warm[Math.ceil(warm.length * 0.95) - 1]!,
      total,
    };
  }
  console.log(JSON.stringify({ database: deps.database.kind, results }));
} finally {
  await app.close();
}
