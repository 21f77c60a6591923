// The database schema: every feature's tables (server/<feature>/tables.ts), gathered here for the
// server's queries, the migrations check (schema.test.ts) and drizzle-kit, which reads the same
// files (drizzle.config.ts). `npm run db:generate -- --name <change>` writes the migration
// (server/README.md); schema.test.ts fails when the schema and the migrations differ, and when a
// feature's tables.ts is missing from this list.

export * from '#server/users/tables.ts';
export * from '#server/account/tables.ts';
export * from '#server/auth/tables.ts';
export * from '#server/billing/tables.ts';
export * from '#server/campuses/tables.ts';
export * from '#server/videos/tables.ts';
export * from '#server/shortCodes/tables.ts';
export * from '#server/results/tables.ts';
export * from '#server/connections/tables.ts';
export * from '#server/messages/tables.ts';
export * from '#server/moderators/tables.ts';
export * from '#server/care/tables.ts';
export * from '#server/care/videoTables.ts';
export * from '#server/church/tables.ts';
export * from '#server/settings/tables.ts';
export * from '#server/dashboard/tables.ts';
export * from '#server/mail/tables.ts';
export * from '#server/giving/tables.ts';
export * from '#server/store/tables.ts';
export * from '#server/cardOrders/tables.ts';
export * from '#server/testimonials/tables.ts';
export * from '#server/content/tables.ts';
export * from '#server/player/tables.ts';
export * from '#server/bootcamp/tables.ts';
export * from '#server/playerEmbed/tables.ts';
export * from '#server/ai/tables.ts';
export * from '#server/support/tables.ts';
export * from '#server/seed/tables.ts';
export * from '#server/resources/tables.ts';
