import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '#contract/endpoints.ts';
import { readRoutePreloads } from './route-preloads.ts';
import { pageHelmetOptions } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** `sha256-…` of every inline `<script>` of a page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes) || body === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Whether the request's Accept-Encoding names `encoding` (a `;q=0` refusal aside). */
function acceptsEncoding(request: FastifyRequest, encoding: 'gzip' | 'br'): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name = '', ...parameters] = part.trim().split(';');
      return (
        name.trim().toLowerCase() === encoding &&
        !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter))
      );
    });
}

/**
 * Serves a built app (dist/app) next to the API: files as they are (hashed assets cached for a
 * year, in the build's Brotli copy or gzipped when the browser takes it), and index.html for every other path, where the
 * app's router takes over: with a 200 for a path of the app's route table, a 404 for any other
 * (the build's table, route-preloads.ts; a build without one answers 200 everywhere). A missing file with an extension is a 404, so a stale chunk fails as
 * a load error the app can show, not as HTML parsed as JavaScript. Source maps are never served.
 * Every answer carries the security headers, with the page's inline scripts hashed into its CSP.
 * A page's index.html names the chunks of its route and language as modulepreload links
 * (route-preloads.ts); index.html and that table are read once, at start.
 */
export function registerAppPages(app: FastifyInstance, distDir: string): void {
  const gzipped = new Map<string, Buffer>();
  const rootDir = distDir + sep;
  const indexFile = join(distDir, 'index.html');
  const indexHtml = readFileSync(indexFile, 'utf8');
  const scriptHashes = inlineScriptHashes(indexHtml);
  const preloads = readRoutePreloads(distDir, indexHtml);
  const gzippedPages = new Map<string, Buffer>();

  app.get('/*', { helmet: pageHelmetOptions(scriptHashes) }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname === API_BASE ||
      pathname.startsWith(`${API_BASE}/`) ||
      pathname.startsWith('/.vite/')
    ) {
      return reply.callNotFound();
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return reply.callNotFound();
    }
    // Maps would publish the source: the build keeps them for tools only.
    if (extname(decoded) === '.map') return reply.callNotFound();
    let file = normalize(join(distDir, decoded));
    if (!file.startsWith(rootDir)) return reply.callNotFound();
    let stats = existsSync(file) ? statSync(file) : null;
    if (!stats?.isFile()) {
      if (extname(decoded)) return reply.callNotFound();
      file = indexFile;
      stats = statSync(file);
    }
    const acceptsGzip = acceptsEncoding(request, 'gzip');
    if (file === indexFile && preloads) {
      // A path of no route is the app's 404 page with a 404, not a soft 404 a search engine
      // would index (issue 29): the app shows its not-found page there.
      const known = preloads.isAppPath(decoded);
      const page = known
        ? preloads.pageFor(decoded, !request.url.includes('?'))
        : preloads.pageFor(preloads.notFoundPathFor(decoded), false);
      reply.status(known ? 200 : 404);
      reply.header('content-type', TYPES['.html']);
      reply.header('cache-control', 'no-cache');
      if (!acceptsGzip) return reply.send(page);
      let body = gzippedPages.get(page);
      if (!body) {
        body = gzipSync(page, { level: 9 });
        gzippedPages.set(page, body);
      }
      reply.header('content-encoding', 'gzip');
      reply.header('vary', 'accept-encoding');
      return reply.send(body);
    }
    const extension = extname(file);
    reply.header('content-type', TYPES[extension] ?? 'application/octet-stream');
    reply.header(
      'cache-control',
      file.startsWith(join(distDir, 'assets') + sep)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    // The build's Brotli copy (app/vite.config.ts), when there is one and the browser takes it.
    const brotliFile = `${file}.br`;
    if (acceptsEncoding(request, 'br') && existsSync(brotliFile)) {
      reply.header('content-encoding', 'br');
      reply.header('vary', 'accept-encoding');
      return reply.send(createReadStream(brotliFile));
    }
    if (COMPRESSIBLE.has(extension) && acceptsGzip) {
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
