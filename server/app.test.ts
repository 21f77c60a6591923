import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '#contract/endpoints.ts';
import { createServer } from './app.ts';
import { JWT_SECRET_FILE } from './auth/jwt-secret.ts';
import { LOCK_FILE_NAME } from './db/lock-file.ts';
import { users } from './db/schema.ts';
import { freshPgliteDir } from './testing/test-database.ts';

// The embedded database's life across restarts; runs on PGlite whatever DATABASE_URL says.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function signIn(app: Awaited<ReturnType<typeof createServer>>['app']): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_BASE}/auth/sign_in`,
    payload: { email: 'admin@demo.church', password: 'outreach-demo' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
}

describe('the embedded database across restarts', () => {
  it('keeps data, the signing key and sessions; seeds and migrates only once', async () => {
    const { dir, remove } = await freshPgliteDir();
    cleanups.push(remove);

    const first = await createServer({ dataDir: dir });
    const token = await signIn(first.app);
    const [before] = await first.deps.db.select({ n: count() }).from(users);
    expect(fs.statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    await first.app.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    const second = await createServer({ dataDir: dir });
    cleanups.push(() => second.app.close());
    const [after] = await second.deps.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    const profile = await second.app.inject({
      method: 'POST',
      url: `${API_BASE}/lookup_profile`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a second server on the same directory and leaves the first one working', async () => {
    const { dir, remove } = await freshPgliteDir();
    cleanups.push(remove);
    const first = await createServer({ dataDir: dir });
    cleanups.push(() => first.app.close());

    await expect(createServer({ dataDir: dir })).rejects.toThrow(/is in use by process/);
    await signIn(first.app);
  });
});
