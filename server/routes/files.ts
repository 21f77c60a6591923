import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { isStorageKey } from '../storage/index.ts';

/** Stored files are named by their content's SHA-256: a name's bytes never change. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /files/<key>: an uploaded file (a church picture), public like the page that shows it,
 * cached for a year. The ETag is the key's hash, so a revalidation is answered without reading
 * the store. Only keys of our own making are looked up.
 */
export function registerFileRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const { key } = request.params;
    const notFound = () =>
      reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('There is no such file.');
    if (!isStorageKey(key)) return notFound();
    const etag = `"${key.slice(0, 64)}"`;
    reply.header('etag', etag);
    reply.header('cache-control', FOREVER);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const file = await deps.storage.get(key);
    if (!file) return notFound();
    reply.type(file.contentType);
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
