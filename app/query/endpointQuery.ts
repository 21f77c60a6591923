import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import type { Endpoint } from '#contract';
import { apiClient, callEndpoint } from '#app/api';
import { endpointKey, type EndpointKey } from './keys';

/** The input an endpoint's query takes: none for a GET without parameters or an empty body. */
export type QueryInput<Req> = [Req] extends [never]
  ? []
  : Record<never, never> extends Req
    ? [input?: Req]
    : [input: Req];

/**
 * The query of one endpoint: its key is the endpoint's path and input, its function calls
 * the endpoint with the query's AbortSignal (a left page cancels its request). Use it as
 * `useQuery(endpointQuery(endpoints.lookupUser))`, or spread it to add `select`, `enabled`…
 */
export function endpointQuery<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  ...[input]: QueryInput<NoInfer<Req>>
) {
  return queryOptions<Res, Error, Res, EndpointKey>({
    queryKey: endpointKey(endpoint, input as Req | undefined),
    queryFn: ({ signal }: QueryFunctionContext<EndpointKey>) =>
      callEndpoint(apiClient, endpoint, (input ?? emptyInput(endpoint)) as Req, { signal }),
  });
}

/** A POST without a payload sends `{}`; a GET without parameters sends none. */
function emptyInput<Req, Res>(endpoint: Endpoint<Req, Res>): Req | undefined {
  return endpoint.method === 'POST' ? ({} as Req) : undefined;
}
