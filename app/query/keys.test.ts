// @vitest-environment node
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { endpointKey, endpointPrefix } from './keys';

describe('endpointKey', () => {
  it('is the endpoint’s path and its input', () => {
    expect(endpointKey(endpoints.lookupUser)).toEqual(['/lookup_user', {}]);
    expect(endpointKey(endpoints.getConfigVar, { key: 'support_email' })).toEqual([
      '/get_config_var',
      { key: 'support_email' },
    ]);
  });

  it('the path alone matches every query of the endpoint, and only those', () => {
    const cache = new QueryClient().getQueryCache();
    const mine = cache.build(new QueryClient(), {
      queryKey: endpointKey(endpoints.getConfigVar, { key: 'support_email' }),
    });
    const other = cache.build(new QueryClient(), { queryKey: endpointKey(endpoints.getConfig) });
    const prefix = { queryKey: endpointPrefix(endpoints.getConfigVar) };
    expect(matchQuery(prefix, mine)).toBe(true);
    expect(matchQuery(prefix, other)).toBe(false);
  });
});
