import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
const delivered: MailMessage[] = [];
let failing = false;

beforeAll(async () => {
  server = await startTestServer({
    sendMail: async (message) => {
      if (failing) throw new Error('SMTP server said no');
      delivered.push(message);
    },
  });
});

afterAll(async () => {
  await server.close();
});

describe('outbox delivery', () => {
  it('sends queued mail through the sender and marks it sent', async () => {
    await server.call('POST', '/auth/forgot_password', { body: { email: 'pastor@demo.church' } });
    await server.deps.background.idle();
    await server.deps.mailer.drain();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      to: 'pastor@demo.church',
      subject: 'Choose a new password',
    });
    const [row] = await server.outbox();
    expect(row?.sentAt).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('keeps a mail that failed and retries it a minute later', async () => {
    failing = true;
    await server.call('POST', '/auth/forgot_password', { body: { email: 'care@demo.church' } });
    await server.deps.background.idle();
    await server.deps.mailer.drain();
    let row = (await server.outbox()).find((mail) => mail.toAddress === 'care@demo.church');
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP server said no' });

    failing = false;
    expect(await server.deps.mailer.drain()).toBe(0); // too early to retry
    server.clock.advanceSeconds(61);
    expect(await server.deps.mailer.drain()).toBe(1);
    row = (await server.outbox()).find((mail) => mail.toAddress === 'care@demo.church');
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).not.toBeNull();
  });
});
