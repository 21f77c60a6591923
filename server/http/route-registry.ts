import type { Endpoint, HttpMethod } from '#contract/endpoints.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { Access } from './route.ts';

/** One route as `defineRoute` registered it: which contract endpoint, and who may call it. */
export type RegisteredRoute = {
  method: HttpMethod;
  path: string;
  endpoint: Endpoint<unknown, unknown>;
  access: Access;
};

/** Every route of one server, in registration order (read by the security suites). */
export type RouteRegistry = RegisteredRoute[];

const routeKey = (method: string, path: string) => `${method} ${path}`;

/** Names of contract endpoints that no `defineRoute` call registered. */
export function unregisteredEndpoints(registry: RouteRegistry): string[] {
  const registered = new Set(registry.map((route) => routeKey(route.method, route.path)));
  return Object.entries(endpoints)
    .filter(([, endpoint]) => !registered.has(routeKey(endpoint.method, endpoint.path)))
    .map(([name]) => name);
}
