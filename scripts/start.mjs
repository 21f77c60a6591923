// Starts the product on one local address: the API server (with its embedded PGlite database,
// demo data seeded on first start) and the built app, served by the same process.
// `npm start` runs scripts/setup.sh first, then this.
//
//   node scripts/start.mjs          build the app (app/vite.config.ts), then serve app + API
//   node scripts/start.mjs --no-build   serve the app as it is in dist/app
//   node scripts/start.mjs --dev    API server + Vite's dev server (hot reload), /api proxied
//
// Environment: PORT (3000; the dev server uses APP_PORT, 5173, and the API then PORT or 3001),
// HOST (127.0.0.1), LOG_LEVEL (warn; info logs every request), and the server's own settings
// (DATABASE_URL, DATA_DIR, JWT_SECRET, SMTP_URL, … see server/env.ts). APP_URL, where mailed
// links point, defaults to the address printed here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = join(root, 'dist/app');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');

if (!process.versions.node.startsWith('24.')) {
  console.error(
    `This project runs on Node 24 (found ${process.versions.node}). Start it with \`npm start\`.`,
  );
  process.exit(1);
}

const host = process.env.HOST || '127.0.0.1';
const appPort = Number(process.env.APP_PORT || 5173);
const port = Number(process.env.PORT || (dev ? 3001 : 3000));
const publicAddress = `http://${host}:${dev ? appPort : port}`;
process.env.APP_URL ||= publicAddress;
process.env.LOG_LEVEL ||= 'warn';
process.env.PORT = String(port);

if (!dev && !args.has('--no-build')) {
  console.log('Building the app…');
  execFileSync('vite', ['build', '--config', 'app/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (!dev && !existsSync(join(distDir, 'index.html'))) {
  console.error('There is no built app in dist/app: run without --no-build.');
  process.exit(1);
}

const { createServer } = await import('#server/app.ts');
const { optionsFromEnv } = await import('#server/env.ts');
const { API_BASE } = await import('#contract/endpoints.ts');
const { registerAppPages } = await import('#server/http/app-pages.ts');
const { closeOnSignals } = await import('#server/http/shutdown.ts');

const settings = optionsFromEnv(process.env);
let server;
try {
  server = await createServer(settings.server);
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { app, deps } = server;

if (!dev) registerAppPages(app, distDir);

let vite = null;
closeOnSignals(server, settings.shutdown, async () => {
  await vite?.close();
});

try {
  await app.listen({ host, port });
  if (dev) {
    const { createServer: createViteServer } = await import('vite');
    vite = await createViteServer({
      configFile: join(root, 'app/vite.config.ts'),
      server: { host, port: appPort, proxy: { [API_BASE]: { target: `http://${host}:${port}` } } },
    });
    await vite.listen();
  }
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : error}`);
  await app.close();
  process.exit(1);
}

console.log(`\nOutreach dashboard: ${publicAddress}`);
console.log(
  dev
    ? `  (Vite dev server; the API server is on http://${host}:${port}${API_BASE}, ${deps.database.description})`
    : `  (app and API on one address; ${deps.database.description})`,
);
console.log(
  '  Demo accounts: pastor@demo.church, admin@demo.church, individual@demo.church, care@demo.church, … (see README), password outreach-demo',
);
console.log('  Stop with Ctrl+C.\n');
