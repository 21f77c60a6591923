import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SupportAttachment,
  SupportRequestDetail,
  SupportRequestsResponse,
} from '#contract/support/support.ts';
import { LookupProfileResponse } from '#contract/account/profile.ts';
import { ContentItemsResponse } from '#contract/content/content.ts';
import { configEntries, users } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { sniffAttachment } from './attachments.ts';
import { SUPPORT_INBOUND_PATH } from './inbound-mail.ts';
import { answered, moved, personReplied, type SupportClock } from './states.ts';
import { replyAddressOf, replyKeyOf, replyTextOf, requestOfReplyAddress } from './support-mail.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// The first bytes of a Windows program (MZ, then the PE header's offset and stub).
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
const INBOUND_TOKEN = 'inbound-test-token-0123456789';

describe('attachment sniffing', () => {
  it('takes a PDF by its content, whatever its name says', async () => {
    expect(await sniffAttachment(PDF)).toEqual({
      contentType: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses programs and unknown bytes', async () => {
    expect(await sniffAttachment(EXE)).toBeNull();
    expect(await sniffAttachment(ELF)).toBeNull();
    expect(await sniffAttachment(Buffer.from('just some text, named invoice.pdf'))).toBeNull();
  });
});

describe('request states and the clock', () => {
  const start = new Date('2026-11-28T10:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const fresh: SupportClock = {
    state: 'new',
    createdAt: start,
    firstAnswerAt: null,
    firstAnswerSeconds: null,
    waitingSince: null,
    pausedSeconds: 0,
    resolvedAt: null,
    closedAt: null,
  };

  it('opens with the first answer and notes its time', () => {
    const next = answered(fresh, 'open', at(30));
    expect(next.state).toBe('open');
    expect(next.firstAnswerSeconds).toBe(30 * 60);
  });

  it('pauses the clock while waiting on the person, and leaves the pause out', () => {
    const waiting = moved(fresh, 'waiting', at(10));
    const back = moved(waiting, 'open', at(70));
    expect(back.pausedSeconds).toBe(60 * 60);
    expect(back.waitingSince).toBeNull();
    const first = answered(back, 'waiting', at(80));
    expect(first.firstAnswerSeconds).toBe(20 * 60);
    expect(first.state).toBe('waiting');
  });

  it('reopens a resolved or waiting request when the person replies, never a closed one', () => {
    const resolved = answered(fresh, 'resolved', at(5));
    expect(personReplied(resolved, at(6))?.state).toBe('open');
    expect(personReplied(resolved, at(6))?.resolvedAt).toBeNull();
    expect(personReplied(moved(resolved, 'closed', at(7)), at(8))).toBeNull();
    expect(personReplied(fresh, at(1))?.state).toBe('new');
  });
});

describe('reply addresses', () => {
  const key = replyKeyOf(Buffer.alloc(32, 7));
  it('lead back to their request, and cannot be forged', () => {
    const address = replyAddressOf('support@reply.test', key, 42);
    expect(address).toMatch(/^support\+SR42\.[0-9a-f]{16}@reply\.test$/);
    expect(requestOfReplyAddress(address, key)).toBe(42);
    expect(requestOfReplyAddress(address.replace('SR42', 'SR43'), key)).toBeNull();
    expect(requestOfReplyAddress('support@reply.test', key)).toBeNull();
  });

  it('keep only the words above the marker or the quote', () => {
    expect(
      replyTextOf('Thanks, it works now.\n\n--- Write your reply above this line ---\nHello'),
    ).toBe('Thanks, it works now.');
    expect(replyTextOf('Still broken.\r\nOn Mon, Support wrote:\r\n> old')).toBe('Still broken.');
  });
});

describe('support requests through the API', () => {
  let server: TestServer;
  let pastor: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({
      supportMail: { inboundToken: INBOUND_TOKEN, replyAddress: 'support@reply.test' },
    });
    pastor = await server.signIn('pastor@demo.church');
    admin = await server.signIn('admin@demo.church');
    await server.deps.db
      .update(users)
      .set({ locale: 'es' })
      .where(eq(users.email, 'pastor@demo.church'));
    await server.deps.db
      .insert(configEntries)
      .values({ key: 'support_email', value: 'help@demo.church' })
      .onConflictDoUpdate({ target: configEntries.key, set: { value: 'help@demo.church' } });
  });

  afterAll(async () => {
    await server.close();
  });

  async function upload(token: string, name: string, content: Buffer) {
    const body = multipartBody({}, [
      { field: 'file', filename: name, contentType: 'application/pdf', content },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/support/attachment',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    return { status: response.statusCode, body: JSON.parse(response.body) as unknown, headers: {} };
  }

  it('refuses a renamed program, and takes a PDF', async () => {
    expectError(await upload(pastor, 'invoice.pdf', EXE), 400, 'validation_failed');
    const file = expectOk(await upload(pastor, 'order.pdf', PDF), SupportAttachment);
    expect(file).toMatchObject({ name: 'order.pdf', content_type: 'application/pdf' });
  });

  it('is refused to roles the spec does not give it', async () => {
    const individual = await server.signIn('individual@demo.church');
    expectError(
      await server.call('POST', '/support/requests', { token: individual, body: {} }),
      403,
      'forbidden',
    );
    expectError(await upload(individual, 'a.pdf', PDF), 403, 'forbidden');
  });

  it('files a request with its context, acknowledges it in Spanish and copies support', async () => {
    const file = expectOk(await upload(pastor, 'proof.pdf', PDF), SupportAttachment);
    const before = (await server.outbox()).length;
    const made = expectOk(
      await server.call('POST', '/support/request_create', {
        token: pastor,
        headers: { 'user-agent': 'TestBrowser/1.0' },
        body: {
          subject: 'The proof looks wrong',
          message: 'The QR code is cut off.',
          page: '/orderCards',
          screen_width: 1280,
          screen_height: 800,
          attachment_ids: [file.id],
        },
      }),
      SupportRequestDetail,
    );
    expect(made.state).toBe('new');
    expect(made.context).toMatchObject({
      page: '/orderCards',
      browser: 'TestBrowser/1.0',
      screen_width: 1280,
      church_name: 'Grace Community Church',
    });
    expect(made.context.card_order_state).not.toBeNull();
    expect(made.messages[0]!.attachments.map((a) => a.name)).toEqual(['proof.pdf']);
    const mails = (await server.outbox()).slice(before);
    const ack = mails.find((mail) => mail.kind === 'support_received')!;
    expect(ack.toAddress).toBe('pastor@demo.church');
    expect(ack.subject).toContain('Recibimos su solicitud');
    expect(requestOfReplyAddress(ack.replyTo!, replyKeyOf(server.deps.formKey))).toBe(made.id);
    const copy = mails.find((mail) => mail.kind === 'support_new_request')!;
    expect(copy.toAddress).toBe('help@demo.church');
    expect(copy.bodyText).toContain('/orderCards');

    // The attachment is the pastor's and admins', no one else's; it cannot be attached twice.
    const other = await server.signIn('website@demo.church');
    const fileAs = (token: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v1/support/attachment_file?id=${file.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await fileAs(other)).statusCode).toBe(404);
    const download = await fileAs(admin);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expectError(
      await server.call('POST', '/support/reply', {
        token: pastor,
        body: { id: made.id, message: 'again', attachment_ids: [file.id] },
      }),
      400,
      'validation_failed',
    );

    // An admin answers and waits on the pastor; the answer is mailed with the reply address.
    server.clock.advanceSeconds(600);
    const answered = expectOk(
      await server.call('POST', '/admin/support/reply', {
        token: admin,
        body: { id: made.id, message: 'Please send a photo of the card.', state: 'resolved' },
      }),
      SupportRequestDetail,
    );
    expect(answered.state).toBe('resolved');
    expect(answered.first_answer_seconds).toBe(600);
    const answerMail = (await server.outbox()).find((mail) => mail.kind === 'support_answer')!;
    expect(answerMail.subject).toContain(made.number);

    // The pastor replies by mail: the request opens again.
    const raw = [
      'From: Pastor <pastor@demo.church>',
      `To: ${answerMail.replyTo}`,
      'Subject: Re: the proof',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'It is still cut off.',
      '',
      '--- Escriba su respuesta encima de esta línea ---',
      '> Please send a photo',
    ].join('\r\n');
    const refused = await server.app.inject({
      method: 'POST',
      url: SUPPORT_INBOUND_PATH,
      headers: { 'content-type': 'message/rfc822', authorization: 'Bearer wrong' },
      payload: raw,
    });
    expect(refused.statusCode).toBe(401);
    const filed = await server.app.inject({
      method: 'POST',
      url: SUPPORT_INBOUND_PATH,
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
      payload: raw,
    });
    expect(JSON.parse(filed.body)).toEqual({ filed: true });
    const reopened = expectOk(
      await server.call('POST', '/support/request', { token: pastor, body: { id: made.id } }),
      SupportRequestDetail,
    );
    expect(reopened.state).toBe('open');
    expect(reopened.messages.at(-1)).toMatchObject({
      author: 'person',
      channel: 'mail',
      body: 'It is still cut off.',
    });

    // A mail from someone else to the same address is not filed.
    const stranger = await server.app.inject({
      method: 'POST',
      url: SUPPORT_INBOUND_PATH,
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${INBOUND_TOKEN}` },
      payload: raw.replace('pastor@demo.church', 'someone@else.test'),
    });
    expect(JSON.parse(stranger.body)).toEqual({ filed: false, reason: 'not_the_person' });

    // Moves follow the table; a closed request takes no reply.
    expectError(
      await server.call('POST', '/admin/support/transition', {
        token: admin,
        body: { id: made.id, state: 'new' },
      }),
      409,
      'conflict',
    );
    expectOk(
      await server.call('POST', '/admin/support/transition', {
        token: admin,
        body: { id: made.id, state: 'closed' },
      }),
      SupportRequestDetail,
    );
    expectError(
      await server.call('POST', '/support/reply', {
        token: pastor,
        body: { id: made.id, message: 'Hello?', attachment_ids: [] },
      }),
      409,
      'conflict',
    );
    const mine = expectOk(
      await server.call('POST', '/support/requests', { token: pastor, body: {} }),
      SupportRequestsResponse,
    );
    expect(mine.items.map((item) => item.id)).toContain(made.id);
    // Another person cannot read it.
    expectError(
      await server.call('POST', '/support/request', { token: other, body: { id: made.id } }),
      404,
      'not_found',
    );
  });

  it('answers a pastor whose church is past due: help is not behind payment (decision 079)', async () => {
    const token = await server.signIn('pastdue@demo.church');
    const profile = expectOk(
      await server.call('POST', '/lookup_profile', { token }),
      LookupProfileResponse,
    );
    expect(profile.need_to_pay).toBe(true);
    const answers = expectOk(
      await server.call('POST', '/content/items', {
        token,
        body: { kind: 'support_answer', language: 'en' },
      }),
      ContentItemsResponse,
    );
    expect(answers.items.length).toBeGreaterThan(0);
    const made = expectOk(
      await server.call('POST', '/support/request_create', {
        token,
        body: {
          subject: 'Our card was refused',
          message: 'How do we pay the open invoice?',
          page: '/paymentInfo',
          screen_width: 1280,
          screen_height: 800,
          attachment_ids: [],
        },
      }),
      SupportRequestDetail,
    );
    expect(made).toMatchObject({ state: 'new', context: { page: '/paymentInfo' } });
    expect(
      expectOk(
        await server.call('POST', '/support/requests', { token }),
        SupportRequestsResponse,
      ).items.map((item) => item.id),
    ).toContain(made.id);
  });

  it('limits how many requests a person makes in an hour', async () => {
    const token = await server.signIn('discipleship@demo.church');
    const ask = () =>
      server.call('POST', '/support/request_create', {
        token,
        body: {
          subject: 'Question',
          message: 'Hello',
          page: '/dashboard',
          screen_width: 375,
          screen_height: 700,
          attachment_ids: [],
        },
      });
    for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});
