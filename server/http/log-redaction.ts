import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets: signed links, mailed tokens, keys. */
const SECRET_PARAMETERS =
  /^(signature|sig|token|access_token|refresh_token|key|secret|password|jwt|code_verifier)$/i;

/**
 * A URL as it may be logged: the value of every secret query parameter replaced (decision 062).
 * A store download's signed link or a withdrawal link's token would otherwise be in the log at
 * the info level, usable by anyone who reads it.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // a malformed name is logged as it came
      }
      return equals >= 0 && SECRET_PARAMETERS.test(name.trim()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger options with the redacting request serializer (a logger instance is left as it is). */
export function withRedactedUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  if (logger === true) return { serializers: { req: request } };
  return { ...logger, serializers: { ...logger.serializers, req: request } };
}
