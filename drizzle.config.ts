import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <change>` diffs the features' tables (server/<feature>/tables.ts
// and the few beside them, all gathered by server/db/schema.ts) against the last snapshot in server/db/migrations/meta and
// writes the next NNNN_<change>.sql beside 0001_initial.sql.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
