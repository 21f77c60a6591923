import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate } from 'superstruct';
import type { Endpoint } from '../../contract/endpoints.ts';
import type { Role } from '../../contract/roles.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { forbidden, internalError } from './api-error.ts';
import { failuresToFields, parseRequest } from './validate.ts';

/** Who may call: anyone, any signed-in user, or users holding one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

export const ADMIN_ONLY = ['admin'] as const satisfies readonly Role[];

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
      const user = access === 'public' ? null : await authenticate(request, deps);
      if (user && Array.isArray(access) && !user.roles.some((role) => access.includes(role))) {
        throw forbidden();
      }
      const body = endpoint.request
        ? parseRequest(endpoint.request, request.body)
        : (undefined as Req);
      const result = await handler({
        body,
        user: user as RouteContext<Req, A>['user'],
        request,
        reply,
      });
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
