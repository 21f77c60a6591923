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
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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

const { createServer } = await import('../server/app.ts');
const { optionsFromEnv } = await import('../server/env.ts');
const { API_BASE } = await import('../contract/endpoints.ts');

let server;
try {
  server = await createServer(optionsFromEnv(process.env).server);
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { app, deps } = server;

if (!dev) serveApp(app);

let vite = null;
const shutdown = async () => {
  await vite?.close();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

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

/**
 * Serves dist/app next to the API: files as they are (hashed assets cached for a year, gzipped
 * when the browser takes it), and index.html for every other path, where the app's router
 * takes over. A missing file with an extension is a 404, so a stale chunk fails as a load error
 * the app can show, not as HTML parsed as JavaScript.
 */
function serveApp(fastify) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.map': 'application/json; charset=utf-8',
  };
  const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map']);
  const gzipped = new Map();
  const rootDir = distDir + sep;

  fastify.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname === API_BASE ||
      pathname.startsWith(`${API_BASE}/`) ||
      pathname.startsWith('/.vite/')
    ) {
      return reply.callNotFound();
    }
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.callNotFound();
    }
    let file = normalize(join(distDir, decoded));
    if (!file.startsWith(rootDir)) return reply.callNotFound();
    let stats = existsSync(file) ? statSync(file) : null;
    if (!stats?.isFile()) {
      if (extname(decoded)) return reply.callNotFound();
      file = join(distDir, 'index.html');
      stats = statSync(file);
    }
    const extension = extname(file);
    reply.header('content-type', types[extension] ?? 'application/octet-stream');
    reply.header(
      'cache-control',
      file.startsWith(join(distDir, 'assets') + sep)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    if (
      compressible.has(extension) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    ) {
      // Compressed once per file version (a rebuild while running gives new versions).
      const key = `${file}:${stats.mtimeMs}`;
      let body = gzipped.get(key);
      if (!body) {
        body = gzipSync(readFileSync(file), { level: 9 });
        gzipped.set(key, body);
      }
      reply.header('content-encoding', 'gzip');
      reply.header('vary', 'accept-encoding');
      return reply.send(body);
    }
    return reply.send(createReadStream(file));
  });
}
