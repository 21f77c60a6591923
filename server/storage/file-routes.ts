import type { FastifyInstance } from 'fastify';
import type { Deps } from '#server/deps.ts';
import { parseRange } from '#server/http/byte-ranges.ts';
import { isPublicStorageKey } from './index.ts';

/** Stored files are named by their content's SHA-256: a name's bytes never change. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /files/<key>: an uploaded file (a church picture, a video, its poster), public like the
 * page that shows it, cached for a year. The ETag is the key's hash, so a revalidation is
 * answered without reading the store. Only keys of our own making are looked up.
 *
 * Byte ranges (`Range: bytes=…`, one range) are answered with 206 and the part, so that a video
 * player can seek; a range past the end is a 416; anything else in the header is ignored and
 * the whole file is sent. `If-Range` with another validator also gets the whole file.
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
    // Card proofs and digital products' files are private: each is sent by its own call.
    if (!isPublicStorageKey(key)) return notFound();
    const etag = `"${key.slice(0, 64)}"`;
    reply.header('etag', etag);
    reply.header('cache-control', FOREVER);
    reply.header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
    if (range !== undefined) {
      const info = await deps.storage.head(key);
      if (!info) return notFound();
      const wanted = parseRange(range, info.size);
      if (wanted.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${info.size}`)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The range asked for is not in this file.');
      }
      if (wanted.kind === 'part') {
        const part = await deps.storage.get(key, wanted);
        if (!part) return notFound();
        reply
          .status(206)
          .type(part.contentType)
          .header('content-range', `bytes ${wanted.start}-${wanted.end}/${info.size}`)
          .header('content-length', wanted.end - wanted.start + 1);
        return reply.send(part.body);
      }
    }
    const file = await deps.storage.get(key);
    if (!file) return notFound();
    reply.type(file.contentType);
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
