import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, and keeps the rest', () => {
    expect(redactUrl('/api/v1/store/download?item=3&expires=99&signature=abc')).toBe(
      '/api/v1/store/download?item=3&expires=99&signature=[redacted]',
    );
    expect(redactUrl('/testimony/withdraw?token=xyz')).toBe('/testimony/withdraw?token=[redacted]');
    expect(redactUrl('/x?Token=1&%73ignature=2&q=3')).toBe(
      '/x?Token=[redacted]&%73ignature=[redacted]&q=3',
    );
    expect(redactUrl('/church/grace')).toBe('/church/grace');
    expect(redactUrl('/x?%ZZ=1')).toBe('/x?%ZZ=1');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('keeps no signature or token of a logged URL (issue 23)', async () => {
    await server.app.inject({
      method: 'GET',
      url: '/api/v1/store/download?item=1&expires=4102444800&signature=SECRETSIGNATURE',
    });
    await server.app.inject({ method: 'GET', url: '/testimony/withdraw?token=SECRETTOKEN' });
    const log = lines.join('');
    expect(log).toContain('signature=[redacted]');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain('SECRETSIGNATURE');
    expect(log).not.toContain('SECRETTOKEN');
  });
});
