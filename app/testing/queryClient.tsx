import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, type SessionRefreshers } from '#app/query/queryClient';

/** The app's query client for a test: its real policies, without the waits between retries. */
export function testQueryClient(sessionRefreshers: SessionRefreshers = {}): QueryClient {
  const client = createQueryClient(sessionRefreshers);
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return client;
}

/** A `wrapper` for renderHook/render that provides `client`. */
export function withQueryClient(client: QueryClient) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
