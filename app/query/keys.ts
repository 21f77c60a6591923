import type { Endpoint } from '#contract';

/**
 * A query's key: the endpoint's path, then its input (`{}` when it takes none). Every key of
 * the app is built here, so `['/lookup_user']` (the path alone) matches every query of that
 * endpoint whatever its input: that is what invalidation uses.
 */
export type EndpointKey = readonly [path: string, input: unknown];

export function endpointKey<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  input?: NoInfer<Req>,
): EndpointKey {
  return [endpoint.path, input ?? {}];
}

/** The prefix that matches every query of an endpoint, whatever its input. */
export function endpointPrefix(
  endpoint: Pick<Endpoint<unknown, unknown>, 'path'>,
): readonly [string] {
  return [endpoint.path];
}
