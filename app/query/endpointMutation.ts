import { mutationOptions } from '@tanstack/react-query';
import type { Endpoint } from '#contract';
import { apiClient, callEndpoint } from '#app/api';
import { endpointPrefix } from './keys';

/**
 * The mutation of one endpoint. Its key is the endpoint's path, by which the query client
 * finds what to refresh after it (invalidations.ts). Use it as
 * `useMutation(endpointMutation(endpoints.updateUser))`, or spread it to add callbacks.
 */
export function endpointMutation<Req, Res>(endpoint: Endpoint<Req, Res>) {
  return mutationOptions<Res, Error, Req>({
    mutationKey: endpointPrefix(endpoint),
    mutationFn: (input: Req) => callEndpoint(apiClient, endpoint, input),
  });
}
