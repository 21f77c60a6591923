// Serves the demo church's website (tests/e2e/support/demo-website.ts, decision 075) on
// http://localhost:4180, embedding the player of the product at the given origin:
//   npx node scripts/demo-website.mjs [player origin, default http://127.0.0.1:3000]
import { startDemoWebsite } from '#tests/e2e/support/demo-website.ts';
import { DEMO_WEBSITE_ORIGIN } from '#server/playerEmbed/demo-embed.ts';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
await startDemoWebsite(origin);
console.log(`The demo church website: ${DEMO_WEBSITE_ORIGIN}/ (embedding ${origin})`);
