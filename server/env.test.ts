import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv, s3FromEnv, trustedProxies } from './env.ts';
import { startTestServer } from './testing/test-server.ts';
import type { TestServer } from './testing/test-server.ts';

describe('TRUST_PROXY', () => {
  it('takes addresses and subnets, and refuses true and hop counts (finding 4)', () => {
    expect(trustedProxies('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(trustedProxies(undefined)).toBeUndefined();
    expect(trustedProxies('off')).toBeUndefined();
    for (const value of ['true', 'yes', '1', '2', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1']) {
      expect(() => trustedProxies(value), value).toThrow(/TRUST_PROXY/);
    }
    expect(() => optionsFromEnv({ TRUST_PROXY: 'true' })).toThrow(/any client/);
    expect(optionsFromEnv({ TRUST_PROXY: '127.0.0.1' }).server.trustProxy).toEqual(['127.0.0.1']);
  });

  it('refuses ranges wider than /16 (IPv4) or /48 (IPv6), and sets covering everything (issue 23)', () => {
    for (const value of [
      '0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/8',
      '10.0.0.0/15',
      '::/0',
      '2001:db8::/32',
      '::ffff:0:0/96',
      '::ffff:10.0.0.0/104',
    ]) {
      expect(() => trustedProxies(value), value).toThrow(/TRUST_PROXY/);
    }
    expect(() => optionsFromEnv({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' })).toThrow(/too wide/);
    expect(trustedProxies('10.1.0.0/16,2001:db8:1::/48,::ffff:10.2.0.0/112')).toEqual([
      '10.1.0.0/16',
      '2001:db8:1::/48',
      '::ffff:10.2.0.0/112',
    ]);
  });
});

describe('the throttle address behind a trusted proxy', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: ['10.9.0.1'] });
  });

  afterAll(async () => {
    await server.close();
  });

  const failFrom = (ip: string, forwardedFor: string, n: number) =>
    server.call('POST', '/auth/sign_in', {
      body: { email: `nobody${n}@example.org`, password: 'guess' },
      ip,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      statuses.push((await failFrom('10.8.0.7', `192.0.2.${n}`, n)).status);
    }
    // The rotating header changes nothing: the client's own address is locked.
    expect(statuses.slice(0, 29).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(29).every((status) => status === 429)).toBe(true);
  });

  it("believes the listed proxy's X-Forwarded-For", async () => {
    for (let n = 0; n < 40; n++) {
      expect((await failFrom('10.9.0.1', `198.51.100.${n}`, n)).status).toBe(401);
    }
  });
});

describe('upload storage settings', () => {
  it('keeps files on local disk beside the data by default', () => {
    const { server } = optionsFromEnv({ DATA_DIR: '/srv/outreach' });
    expect(server.filesDir).toBe('/srv/outreach/files');
    expect(server.s3).toBeUndefined();
  });

  it('keeps resumable video uploads beside the data, 500 MB at most unless VIDEO_MAX_BYTES says', () => {
    expect(optionsFromEnv({ DATA_DIR: '/srv/outreach' }).server.videoUploads).toEqual({
      dir: '/srv/outreach/uploads',
    });
    expect(
      optionsFromEnv({ UPLOADS_DIR: '/tmp/up', VIDEO_MAX_BYTES: '1048576' }).server.videoUploads,
    ).toEqual({ dir: '/tmp/up', maxBytes: 1_048_576 });
    expect(() => optionsFromEnv({ VIDEO_MAX_BYTES: '500MB' })).toThrow(/VIDEO_MAX_BYTES/);
    expect(() => optionsFromEnv({ VIDEO_MAX_BYTES: '0' })).toThrow(/VIDEO_MAX_BYTES/);
  });

  it('uses an S3-compatible bucket when S3_BUCKET and its keys are set', () => {
    expect(
      s3FromEnv({
        S3_BUCKET: 'church-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }),
    ).toEqual({
      bucket: 'church-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(() => s3FromEnv({ S3_BUCKET: 'church-files' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});

describe('shutdown settings', () => {
  it('close at once, within 30 s, unless SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS say', () => {
    expect(optionsFromEnv({}).shutdown).toEqual({ delaySeconds: 0, timeoutSeconds: 30 });
    expect(
      optionsFromEnv({ SHUTDOWN_DELAY_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '60' }).shutdown,
    ).toEqual({ delaySeconds: 5, timeoutSeconds: 60 });
    expect(() => optionsFromEnv({ SHUTDOWN_DELAY_SECONDS: '5s' })).toThrow(
      /SHUTDOWN_DELAY_SECONDS/,
    );
  });
});
