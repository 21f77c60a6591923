import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('session tokens', () => {
  it('refuses a token issued in the future (issue 23), allowing a minute of skew', async () => {
    const tokens = createTokenService(SECRET, 7 * 24 * 60 * 60);
    const now = new Date('2026-11-27T12:00:00Z');
    const yearAhead = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
    const future = await tokens.issue(7, yearAhead);
    expect(await tokens.verify(future.token, now)).toBeNull();
    const skewed = await tokens.issue(7, new Date(now.getTime() + 30_000));
    expect(await tokens.verify(skewed.token, now)).toMatchObject({ userId: 7 });
    const fine = await tokens.issue(7, now);
    expect(await tokens.verify(fine.token, now)).toMatchObject({ userId: 7 });
  });
});
