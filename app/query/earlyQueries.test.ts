import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '#contract';
import { lookupUserFixture } from '#app/session/fixtures';
import { resetSession, session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { apiError, json } from '#app/testing/http';
import { testQueryClient } from '#app/testing/queryClient';
import { forgetEarlyQueries, loadEarlyQueries, seedEarlyQueries } from './earlyQueries';
import { endpointKey } from './keys';

const record = lookupUserFixture();
const key = endpointKey(endpoints.lookupUser);

/** The page started `POST /lookup_user` with the session's token; the server would answer `late`. */
function startedWith(answer: Response, token = 'jwt-abc') {
  window.outreachEarlyCalls = {
    token,
    calls: { 'post /lookup_user': Promise.resolve(answer) },
  };
  const fetch = vi.fn(() => Promise.resolve(json({ ...record, firstname: 'Asked again' })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  resetSession();
  session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['evangelism'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.outreachEarlyCalls;
  forgetEarlyQueries();
  resetSession();
});

describe('early queries', () => {
  it("put the started call's answer into the session's new cache, without asking again", async () => {
    const fetch = startedWith(json(record));
    await loadEarlyQueries();
    const client = testQueryClient();
    seedEarlyQueries(client, 'jwt-abc');
    expect(client.getQueryData(key)).toEqual(record);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // A second cache of the same session (a remount) gets it too; another session's never does.
    const again = testQueryClient();
    seedEarlyQueries(again, 'jwt-abc');
    expect(again.getQueryData(key)).toEqual(record);
    const other = testQueryClient();
    seedEarlyQueries(other, 'jwt-other');
    expect(other.getQueryData(key)).toBeUndefined();
  });

  it('keep nothing from a failed call: the screen asks again and shows its failure', async () => {
    startedWith(apiError(500, 'internal'));
    await expect(loadEarlyQueries()).resolves.toBeUndefined();
    const client = testQueryClient();
    seedEarlyQueries(client, 'jwt-abc');
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('take nothing the page did not start, or started for another token', async () => {
    const fetch = startedWith(json(record), 'jwt-before');
    await loadEarlyQueries();
    const client = testQueryClient();
    seedEarlyQueries(client, 'jwt-abc');
    expect(client.getQueryData(key)).toBeUndefined();
    // Started for another session: not adopted, and not asked again either (the screen asks).
    expect(fetch).not.toHaveBeenCalled();
    await loadEarlyQueries(undefined);
    await loadEarlyQueries({ token: 'jwt-abc', calls: {} });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an answer older than the cache keeps data fresh is not put into a new cache', async () => {
    startedWith(json(record));
    await loadEarlyQueries();
    vi.useFakeTimers({ now: Date.now() + 31_000 });
    const client = testQueryClient();
    seedEarlyQueries(client, 'jwt-abc');
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
