import { useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '#contract';
import { lookupUserFixture } from '#app/session/fixtures';
import { resetSession, session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { apiError, json } from '#app/testing/http';
import { testQueryClient, withQueryClient } from '#app/testing/queryClient';
import { endpointMutation } from './endpointMutation';
import { endpointQuery } from './endpointQuery';
import { invalidations, queryEndpointNames } from './invalidations';
import { refreshAfter } from './queryClient';

const record = lookupUserFixture({ completed_action_steps: [] });

beforeEach(() => {
  resetSession();
  session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['evangelism'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('invalidations', () => {
  it('classes every endpoint as a query or a mutation, never both', () => {
    const mutations = Object.keys(invalidations);
    const queries: readonly string[] = queryEndpointNames;
    expect([...mutations, ...queries].sort()).toEqual(Object.keys(endpoints).sort());
    expect(mutations.filter((name) => queries.includes(name))).toEqual([]);
  });

  it('refreshes the account and the session’s profile after a name change', () => {
    expect(invalidations.updateUser).toEqual(['lookupUser', 'lookupProfile']);
    expect(invalidations.setConfig).toContain('getConfig');
    expect(invalidations.setConfigVar).toContain('getConfig');
    expect(invalidations.updateActionStep).toContain('lookupUser');
  });
});

describe('the query client after a mutation', () => {
  it('marks the queries it changed stale, leaves the others, and reloads the session’s copy', async () => {
    const client = testQueryClient({ lookupProfile: vi.fn(async () => undefined) });
    client.setQueryData(endpointQuery(endpoints.lookupUser).queryKey, record);
    client.setQueryData(endpointQuery(endpoints.getConfig).queryKey, []);
    const refreshProfile = vi.fn(async () => undefined);
    await refreshAfter(client, 'updateUser', { lookupProfile: refreshProfile });
    expect(client.getQueryState(['/lookup_user', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/get_config', {}])?.isInvalidated).toBe(false);
    expect(refreshProfile).toHaveBeenCalledOnce();
  });

  it('an endpoint mutation refreshes what it changed when it succeeds, not when it fails', async () => {
    const refreshProfile = vi.fn(async () => undefined);
    const client = testQueryClient({ lookupProfile: refreshProfile });
    client.setQueryData(endpointQuery(endpoints.lookupUser).queryKey, record);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(400, 'validation_failed')),
    );
    const { result } = renderHook(() => useMutation(endpointMutation(endpoints.updateUser)), {
      wrapper: withQueryClient(client),
    });
    await act(() =>
      result.current
        .mutateAsync({ firstname: '', lastname: 'Lee', show_mode: false })
        .catch(() => undefined),
    );
    expect(client.getQueryState(['/lookup_user', {}])?.isInvalidated).toBe(false);
    expect(refreshProfile).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...record, firstname: 'Anna' })),
    );
    await act(() =>
      result.current.mutateAsync({ firstname: 'Anna', lastname: 'Lee', show_mode: false }),
    );
    expect(client.getQueryState(['/lookup_user', {}])?.isInvalidated).toBe(true);
    expect(refreshProfile).toHaveBeenCalledOnce();
  });

  it('names each mutation by its endpoint’s path', () => {
    const names = Object.keys(invalidations) as EndpointName[];
    for (const name of names) {
      const endpoint = endpoints[name] as Endpoint<unknown, unknown>;
      expect(endpointMutation(endpoint).mutationKey).toEqual([endpoints[name].path]);
    }
  });
});
