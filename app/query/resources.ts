import {
  resourceEndpoints,
  type ResourceAction,
  type ResourceDefinition,
  type ResourceEndpointOf,
} from '#contract/resources';
import type { Endpoint } from '#contract/endpoint';
import { endpointMutation } from './endpointMutation';
import { endpointQuery } from './endpointQuery';
import { pagedQuery } from './lists';

/** What an endpoint takes. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type RequestOf<E> = E extends Endpoint<infer Req, infer _Res> ? Req : never;

/** What a resource's list takes: page, page size, sort, search and its filters. */
export type ResourceListInput<D> = RequestOf<ResourceEndpointOf<D, 'list'>>;

/**
 * The typed queries and mutations of one resource, from its definition alone: `list(input)`
 * and `get(id)` for `useQuery`, `create()`, `update()` and `remove()` for `useMutation`. Keys
 * and invalidations work as for any endpoint: the paths are those of the endpoint table.
 */
export function resourceQueries<D extends ResourceDefinition>(definition: D) {
  const endpoints = resourceEndpoints(definition) as Partial<
    Record<ResourceAction, Endpoint<unknown, unknown>>
  >;
  // An action the definition does not allow has no endpoint: asking for it is a bug.
  const endpoint = <A extends ResourceAction>(action: A) => {
    const found = endpoints[action];
    if (!found) throw new Error(`The resource ${definition.name} has no ${action}.`);
    return found as unknown as ResourceEndpointOf<D, A>;
  };
  // A screen holds every mutation of its record page (hooks cannot be skipped), also those a
  // read-only resource lacks: those fail only when used, which the screen never offers.
  const mutation = <A extends 'create' | 'update' | 'delete'>(action: A) =>
    endpoints[action]
      ? endpointMutation(endpoint(action))
      : {
          mutationFn: (): Promise<never> =>
            Promise.reject(new Error(`The resource ${definition.name} has no ${action}.`)),
        };
  return {
    list: (input: ResourceListInput<D>) => pagedQuery(endpoint('list'), input),
    get: (id: number) => endpointQuery(endpoint('get'), { id }),
    create: () => mutation('create'),
    update: () => mutation('update'),
    remove: () => mutation('delete'),
  };
}
