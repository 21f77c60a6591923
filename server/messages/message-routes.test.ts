import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageDetail, MessagesResponse } from '#contract/messages/messages.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let pastor: string;

beforeAll(async () => {
  server = await startTestServer();
  pastor = await server.signIn('pastor@demo.church');
});

afterAll(async () => {
  await server.close();
});

const inbox = async (query = '', token = pastor) =>
  expectOk(await server.call('GET', `/messages${query}`, { token }), MessagesResponse);

describe('the inbox', () => {
  it("lists the caller's church's messages, newest first, with the unread count", async () => {
    const all = await inbox('?page_size=100');
    expect(all.total).toBe(30);
    expect(all.messages.length).toBe(all.total);
    const dates = all.messages.map((message) => message.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.unread).toBe(all.messages.filter((message) => !message.read).length);

    const unread = await inbox('?filter=unread&page_size=100');
    expect(unread.messages.every((message) => !message.read)).toBe(true);
    expect(unread.total).toBe(all.unread);
  });

  it('searches and pages on the server', async () => {
    const found = await inbox('?search=invitation%20cards');
    expect(found.messages.map((message) => message.subject)).toContain(
      'Question about the invitation cards',
    );
    expect(found.total).toBe(found.messages.length);
    // A search's wildcards are plain text.
    expect((await inbox('?search=%25')).total).toBe(0);
    const first = await inbox('?page=1&page_size=1');
    expect(first.messages).toHaveLength(1);
    expect(first.page_size).toBe(1);
    expectError(
      await server.call('GET', '/messages?page=0', { token: pastor }),
      400,
      'validation_failed',
    );
  });

  it('opens a message, marks it read, and keeps a reply mailed to the sender', async () => {
    const [message] = (await inbox('?filter=unread')).messages;
    if (!message) throw new Error('the demo church has an unread message');
    const opened = expectOk(
      await server.call('GET', `/messages/${message.id}`, { token: pastor }),
      MessageDetail,
    );
    expect(opened.message.read).toBe(false);
    const read = expectOk(
      await server.call('POST', '/read_message', { token: pastor, body: { id: message.id } }),
      MessageDetail,
    );
    expect(read.message.read).toBe(true);

    const replied = expectOk(
      await server.call('POST', '/reply_message', {
        token: pastor,
        body: { id: message.id, body: 'Thank you! We will send them next week.' },
      }),
      MessageDetail,
    );
    expect(replied.replies).toEqual([
      expect.objectContaining({ body: 'Thank you! We will send them next week.' }),
    ]);
    const mail = (await server.outbox()).find(
      (row) => row.toAddress === message.sender_email && row.kind === 'message_reply',
    );
    expect(mail?.subject).toBe(`Re: ${message.subject}`);
    expect(mail?.bodyText).toContain('Thank you! We will send them next week.');
    const after = (await inbox('?page_size=100')).messages;
    expect(after.filter((row) => row.replied).map((row) => row.id)).toEqual([message.id]);
  });

  it("never shows or answers another church's message", async () => {
    const [message] = (await inbox()).messages;
    const riverside = await server.signIn('website@demo.church');
    expect((await inbox('', riverside)).messages.map((row) => row.id)).not.toContain(message!.id);
    expectError(
      await server.call('GET', `/messages/${message!.id}`, { token: riverside }),
      404,
      'not_found',
    );
    expectError(
      await server.call('POST', '/reply_message', {
        token: riverside,
        body: { id: message!.id, body: 'Hello' },
      }),
      404,
      'not_found',
    );
    const individual = await server.signIn('individual@demo.church');
    expectError(await server.call('GET', '/messages', { token: individual }), 403, 'forbidden');
    expectError(
      await server.call('GET', '/messages/abc', { token: pastor }),
      400,
      'validation_failed',
    );
  });

  it('refuses an empty reply', async () => {
    const [message] = (await inbox()).messages;
    const error = expectError(
      await server.call('POST', '/reply_message', {
        token: pastor,
        body: { id: message!.id, body: '   ' },
      }),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['body']);
  });
});
