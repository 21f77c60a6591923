import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.ts';

describe('resolveJwtSecret', () => {
  it('uses a configured key and refuses a short one', () => {
    const key = 'k'.repeat(40);
    expect(resolveJwtSecret({ configured: key, kind: 'postgres', dataDir: null })).toBe(key);
    expect(() => resolveJwtSecret({ configured: 'short', kind: 'pglite', dataDir: null })).toThrow(
      /at least 32 characters/,
    );
  });

  it('requires a configured key with PostgreSQL', () => {
    expect(() =>
      resolveJwtSecret({ configured: undefined, kind: 'postgres', dataDir: null }),
    ).toThrow(/Set JWT_SECRET/);
  });

  it('generates one key per data directory and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-secret-'));
    try {
      const first = resolveJwtSecret({ configured: undefined, kind: 'pglite', dataDir: dir });
      const second = resolveJwtSecret({ configured: undefined, kind: 'pglite', dataDir: dir });
      expect(first).toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(path.join(dir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
