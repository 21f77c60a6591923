import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate } from 'superstruct';
import type { Endpoint } from '#contract/endpoints.ts';
import type { Role } from '#contract/roles.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { authenticate, verifyBearer } from '#server/auth/authenticate.ts';
import type { TokenClaims } from '#server/auth/tokens.ts';
import type { Deps } from '#server/deps.ts';
import { internalError } from './api-error.ts';
import { failuresToFields, parseRequest } from './validate.ts';

/** Who may call: anyone, any signed-in user, or users holding one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

export { ADMIN_ONLY } from '#contract/roles.ts';

export type RouteContext<Req, A extends Access> = {
  body: Req;
  user: A extends 'public' ? null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteSpec<Req, Res, A extends Access> = {
  endpoint: Endpoint<Req, Res>;
  access: A;
  handler: (context: RouteContext<Req, A>) => Promise<Res>;
};

/**
 * Registers one contract endpoint. Order: token (401), role (403), request struct (400, before
 * anything is read or written), handler, and the answer checked against the response struct.
 * The route and its access are recorded in `deps.routes`, which the security suites iterate.
 */
export function defineRoute<Req, Res, A extends Access>(
  app: FastifyInstance,
  deps: Deps,
  spec: RouteSpec<Req, Res, A>,
): void {
  const { endpoint, access, handler } = spec;
  register(app, deps, endpoint, access, async (request, reply) => {
    const roles = Array.isArray(access) ? access : undefined;
    const user = access === 'public' ? null : await authenticate(request, deps, roles);
    const body = parseBody(endpoint, request);
    return handler({ body, user: user as RouteContext<Req, A>['user'], request, reply });
  });
}

/**
 * A signed-in call about the caller that reads the caller's own row anyway: the token is checked
 * without the database, and the handler reads the session's columns in that same query
 * (`sessionColumns`) and hands the row to `sessionUser`, which refuses a revoked or outdated
 * session with a 401, and a caller without one of `access`'s roles with a 403. One round trip
 * instead of two. The request struct is checked before the handler runs, as everywhere; the
 * access is recorded for the security suites as defineRoute's is.
 */
export function defineCallerRoute<Req, Res>(
  app: FastifyInstance,
  deps: Deps,
  spec: {
    endpoint: Endpoint<Req, Res>;
    access?: 'user' | readonly Role[];
    handler: (context: { body: Req; claims: TokenClaims; request: FastifyRequest }) => Promise<Res>;
  },
): void {
  const access = spec.access ?? 'user';
  register(app, deps, spec.endpoint, access, async (request) => {
    const claims = await verifyBearer(request, deps);
    let body: Req;
    try {
      body = parseBody(spec.endpoint, request);
    } catch (refusal) {
      // 401 and 403 come before 400, as in defineRoute: a refused body costs the session check
      // that the handler's query would have made.
      await authenticate(request, deps, access === 'user' ? undefined : access);
      throw refusal;
    }
    return spec.handler({ body, claims, request });
  });
}

/**
 * A POST's JSON body (a multipart one is the handler's to read), or a GET's query string and path parameters (`/messages/:id`): their
 * values are text, which the contract's query structs (`QueryId`) turn into what they stand for.
 */
function parseBody<Req, Res>(endpoint: Endpoint<Req, Res>, request: FastifyRequest): Req {
  // A multipart upload is read by its handler (readUpload), which checks the same struct.
  if (!endpoint.request || endpoint.encoding === 'multipart') return undefined as Req;
  return endpoint.method === 'GET'
    ? parseRequest(
        endpoint.request,
        { ...(request.query as object), ...(request.params as object) },
        { coerce: true },
      )
    : parseRequest(endpoint.request, request.body);
}

function register<Req, Res>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: Endpoint<Req, Res>,
  access: Access,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<Res>,
): void {
  deps.routes.push({
    method: endpoint.method,
    path: endpoint.path,
    endpoint: endpoint as Endpoint<unknown, unknown>,
    access,
  });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const result = await run(request, reply);
      const [error, checked] = validate(result, endpoint.response);
      if (error) {
        request.log.error(
          { fields: failuresToFields(error), url: endpoint.path },
          'response does not match its contract struct',
        );
        throw internalError();
      }
      return checked;
    },
  });
}
