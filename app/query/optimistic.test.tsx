import { useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testQueryClient, withQueryClient } from '#app/testing/queryClient';
import { optimisticUpdate } from './optimistic';

type Inbox = { unread: number[] };
const key = ['/messages/list', {}] as const;
const markRead = (inbox: Inbox, id: number): Inbox => ({
  unread: inbox.unread.filter((unread) => unread !== id),
});

/** A mutation whose call waits for the test to settle it. */
function setUp() {
  const client = testQueryClient();
  client.setQueryData<Inbox>(key, { unread: [1, 2, 3] });
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const { result } = renderHook(
    () =>
      useMutation({
        mutationFn: (_id: number) =>
          new Promise<void>((resolve, reject) => {
            settle = { resolve, reject };
          }),
        ...optimisticUpdate(client, key, markRead),
      }),
    { wrapper: withQueryClient(client) },
  );
  return { client, result, settle: () => settle };
}

describe('optimisticUpdate', () => {
  it('shows the change before the server answers, and keeps it when the server agrees', async () => {
    const { client, result, settle } = setUp();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync(2);
    });
    await vi_waitFor(() => settle() !== undefined);
    expect(client.getQueryData<Inbox>(key)).toEqual({ unread: [1, 3] });
    await act(async () => {
      settle()?.resolve();
      await done;
    });
    expect(client.getQueryData<Inbox>(key)).toEqual({ unread: [1, 3] });
  });

  it('puts the data back when the server refuses', async () => {
    const { client, result, settle } = setUp();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync(2).catch(() => undefined);
    });
    await vi_waitFor(() => settle() !== undefined);
    expect(client.getQueryData<Inbox>(key)).toEqual({ unread: [1, 3] });
    await act(async () => {
      settle()?.reject(new Error('refused'));
      await done;
    });
    expect(client.getQueryData<Inbox>(key)).toEqual({ unread: [1, 2, 3] });
  });

  it('cancels a read under way, so its late answer cannot undo the change', async () => {
    const { client, result, settle } = setUp();
    let aborted = false;
    void client.fetchQuery({
      queryKey: key,
      queryFn: ({ signal }) =>
        new Promise<Inbox>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
          setTimeout(() => resolve({ unread: [1, 2, 3] }), 50);
        }),
      staleTime: 0,
    });
    act(() => {
      void result.current.mutateAsync(2).catch(() => undefined);
    });
    await vi_waitFor(() => settle() !== undefined);
    expect(aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(client.getQueryData<Inbox>(key)).toEqual({ unread: [1, 3] });
  });
});

async function vi_waitFor(ready: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !ready(); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
  if (!ready()) throw new Error('timed out');
}
