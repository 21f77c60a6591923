import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiControl,
  AiFeatureSettings,
  AiPromptHistory,
  AiPromptVersion,
  AiSwitches,
  ReplyDraft,
  TranslationDraft,
} from '#contract/ai/ai.ts';
import { SupportRequestDetail } from '#contract/support/support.ts';
import { aiGenerations, messages, supportRequests } from '#server/db/schema.ts';
import { expectError, expectOk } from '#server/testing/expect.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

let server: TestServer;
let admin: string;
let pastor: string;
let riverside: string;
let messageId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  riverside = await server.signIn('website@demo.church');
  const inbox = (await server.call('GET', '/messages', { token: pastor })).body as {
    messages: { id: number }[];
  };
  messageId = inbox.messages[0]!.id;
  await server.deps.db.update(messages).set({ locale: 'ko' }).where(eq(messages.id, messageId));
});

afterAll(async () => {
  await server.close();
});

const update = async (body: Record<string, unknown>) =>
  expectOk(
    await server.call('POST', '/admin/ai/update_feature', { token: admin, body }),
    AiFeatureSettings,
  );
const replyDraft = async (token = pastor, id = messageId) =>
  expectOk(
    await server.call('POST', '/ai/reply_draft', { token, body: { message_id: id } }),
    ReplyDraft,
  );
const lastLog = async () =>
  (await server.deps.db.select().from(aiGenerations).orderBy(desc(aiGenerations.id)).limit(1))[0]!;

describe('reply drafts', () => {
  it('drafts in the writer’s language, marked sandbox, and logs who, what and the tokens', async () => {
    const draft = await replyDraft();
    expect(draft).toMatchObject({ outcome: 'ok', sandbox: true, language: 'ko', message: '' });
    expect(draft.draft).toContain('샌드박스 초안');
    // The same message always gives the same sandbox draft.
    expect((await replyDraft()).draft).toBe(draft.draft);
    const log = await lastLog();
    expect(log).toMatchObject({
      feature: 'reply_drafts',
      outcome: 'ok',
      subject: `message ${messageId}`,
      language: 'ko',
      provider: 'sandbox',
      promptVersion: 0,
      churchName: 'Grace Community Church',
    });
    expect(log.tokensIn).toBeGreaterThan(0);
    expect(log.tokensOut).toBeGreaterThan(0);
  });

  it('refuses another church’s message (404) and the roles without an inbox (403)', async () => {
    expectError(
      await server.call('POST', '/ai/reply_draft', {
        token: riverside,
        body: { message_id: messageId },
      }),
      404,
      'not_found',
    );
    const care = await server.signIn('care@demo.church');
    expectError(
      await server.call('POST', '/ai/reply_draft', {
        token: care,
        body: { message_id: messageId },
      }),
      403,
      'forbidden',
    );
    expectError(
      await server.call('POST', '/admin/ai/update_feature', {
        token: pastor,
        body: { feature: 'reply_drafts', enabled: false },
      }),
      403,
      'forbidden',
    );
  });

  it('takes the switch at once: off gives no draft and logs "off"; on again drafts', async () => {
    expect(
      expectOk(await server.call('GET', '/ai/switches', { token: pastor }), AiSwitches),
    ).toEqual({ translation_drafts: true, reply_drafts: true });
    const off = await update({ feature: 'reply_drafts', enabled: false });
    expect(off).toMatchObject({ enabled: false, updated_by_name: expect.stringContaining('') });
    expect(off.updated_at).not.toBeNull();
    expect(
      expectOk(await server.call('GET', '/ai/switches', { token: pastor }), AiSwitches),
    ).toEqual({ translation_drafts: true, reply_drafts: false });
    const refused = await replyDraft();
    expect(refused).toMatchObject({ outcome: 'off', draft: '' });
    expect(await lastLog()).toMatchObject({ outcome: 'off', tokensIn: 0, tokensOut: 0 });
    await update({ feature: 'reply_drafts', enabled: true });
    expect((await replyDraft()).outcome).toBe('ok');
  });

  it('caps a church per day, then everyone per day; a new UTC day starts again', async () => {
    const used = expectOk(
      await server.call('GET', '/admin/ai/control', { token: admin }),
      AiControl,
    ).features.find((feature) => feature.feature === 'reply_drafts')!.used_today;
    expect(used).toBe(3);
    await update({ feature: 'reply_drafts', cap_per_church: 4 });
    expect((await replyDraft()).outcome).toBe('ok');
    const capped = await replyDraft();
    expect(capped).toMatchObject({ outcome: 'capped', draft: '' });
    expect(capped.message).toMatch(/Your church/);
    expect(await lastLog()).toMatchObject({ outcome: 'capped' });
    await update({ feature: 'reply_drafts', cap_per_church: 100, cap_total: 4 });
    expect((await replyDraft()).message).toMatch(/Today’s AI drafts are used up/);
    // Refusals do not count against the caps.
    const control = expectOk(
      await server.call('GET', '/admin/ai/control', { token: admin }),
      AiControl,
    );
    expect(control.features.find((f) => f.feature === 'reply_drafts')!.used_today).toBe(4);
    server.clock.advanceSeconds(24 * 3600);
    expect((await replyDraft()).outcome).toBe('ok');
    await update({ feature: 'reply_drafts', cap_total: 1000, cap_per_church: 50 });
  });

  it('refuses a provider without a key, and caps out of range', async () => {
    const refused = expectError(
      await server.call('POST', '/admin/ai/update_feature', {
        token: admin,
        body: { feature: 'reply_drafts', provider: 'openai' },
      }),
      400,
      'validation_failed',
    );
    expect(refused.fields).toHaveProperty('provider');
    expectError(
      await server.call('POST', '/admin/ai/update_feature', {
        token: admin,
        body: { feature: 'reply_drafts', cap_total: -1 },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('support reply drafts', () => {
  const ask = (token: string, id: number) =>
    server.call('POST', '/ai/support_reply_draft', { token, body: { request_id: id } });

  it('drafts an answer to a support request in the person’s language, for admins only', async () => {
    const person = pastor;
    const made = expectOk(
      await server.call('POST', '/support/request_create', {
        token: person,
        body: {
          subject: 'Tarjetas',
          message: '¿Cuándo llegan nuestras tarjetas?',
          page: '/card-orders',
          screen_width: 375,
          screen_height: 700,
          attachment_ids: [],
        },
      }),
      SupportRequestDetail,
    );
    await server.deps.db
      .update(supportRequests)
      .set({ language: 'es' })
      .where(eq(supportRequests.id, made.id));
    const draft = expectOk(await ask(admin, made.id), ReplyDraft);
    expect(draft).toMatchObject({ outcome: 'ok', sandbox: true, language: 'es', message: '' });
    expect(draft.draft).toContain('«Tarjetas»');
    expect(draft.draft).toContain('Borrador de prueba');
    expect(await lastLog()).toMatchObject({
      feature: 'reply_drafts',
      outcome: 'ok',
      subject: `support request ${made.id}`,
      language: 'es',
      provider: 'sandbox',
    });
    // Nothing was sent: the thread still holds only the person's message.
    const detail = expectOk(
      await server.call('POST', '/admin/support/request', { token: admin, body: { id: made.id } }),
      SupportRequestDetail,
    );
    expect(detail.messages.map((message) => message.author)).toEqual(['person']);

    expectError(await ask(person, made.id), 403, 'forbidden');
    expectError(await ask(await server.signIn('care@demo.church'), made.id), 403, 'forbidden');
    expectError(await ask(admin, 999_999), 404, 'not_found');

    await update({ feature: 'reply_drafts', enabled: false });
    expect(expectOk(await ask(admin, made.id), ReplyDraft)).toMatchObject({
      outcome: 'off',
      draft: '',
    });
    expect(await lastLog()).toMatchObject({
      outcome: 'off',
      subject: `support request ${made.id}`,
    });
    await update({ feature: 'reply_drafts', enabled: true });
  });
});

describe('prompts', () => {
  it('keeps every version with who and when, and drafts with the newest', async () => {
    const history0 = expectOk(
      await server.call('GET', '/admin/ai/prompt_history?feature=reply_drafts', { token: admin }),
      AiPromptHistory,
    );
    expect(history0.versions.map((v) => v.version)).toEqual([0]);
    const first = expectOk(
      await server.call('POST', '/admin/ai/save_prompt', {
        token: admin,
        body: { feature: 'reply_drafts', text: 'Write kindly.' },
      }),
      AiPromptVersion,
    );
    server.clock.advanceSeconds(60);
    const second = expectOk(
      await server.call('POST', '/admin/ai/save_prompt', {
        token: admin,
        body: { feature: 'reply_drafts', text: '  Write kindly and briefly.  ' },
      }),
      AiPromptVersion,
    );
    expect([first.version, second.version]).toEqual([1, 2]);
    expect(second.text).toBe('Write kindly and briefly.');
    expect(second.author_name).not.toBe('');
    const history = expectOk(
      await server.call('GET', '/admin/ai/prompt_history?feature=reply_drafts', { token: admin }),
      AiPromptHistory,
    );
    expect(history.versions.map((v) => [v.version, v.text])).toEqual([
      [2, 'Write kindly and briefly.'],
      [1, 'Write kindly.'],
      [0, history0.versions[0]!.text],
    ]);
    expect(history.versions[0]!.created_at).not.toBe(history.versions[1]!.created_at);
    await replyDraft();
    expect(await lastLog()).toMatchObject({ outcome: 'ok', promptVersion: 2 });
    expectError(
      await server.call('POST', '/admin/ai/save_prompt', {
        token: admin,
        body: { feature: 'reply_drafts', text: '   ' },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('translation drafts', () => {
  it('drafts a language, leaves Scripture quotations in English with a marker, and logs it', async () => {
    const body =
      '<p>God loves you.</p><blockquote><p>For God so loved the world.</p><p>John 3:16</p></blockquote>' +
      '<p>Jesus said “I am the way” (John 14:6). Read Psalm 23 today.</p>';
    const draft = expectOk(
      await server.call('POST', '/admin/ai/translation_draft', {
        token: admin,
        body: { content_id: 7, language: 'fr', title: 'Hope', summary: 'A study', body },
      }),
      TranslationDraft,
    );
    expect(draft).toMatchObject({ outcome: 'ok', sandbox: true, held_quotations: 2 });
    expect(draft.title).toBe('[Brouillon de test, pas une traduction] Hope');
    expect(draft.body).toContain('<p>For God so loved the world.</p>');
    expect(draft.body).toContain('“I am the way” (John 14:6)');
    expect(draft.body.match(/Écriture : pas de traduction automatique/g)).toHaveLength(2);
    expect(draft.body).not.toContain('[[SCRIPTURE');
    expect(await lastLog()).toMatchObject({
      feature: 'translation_drafts',
      subject: 'content 7',
      language: 'fr',
      outcome: 'ok',
    });
  });

  it('is admins’ only', async () => {
    expectError(
      await server.call('POST', '/admin/ai/translation_draft', {
        token: pastor,
        body: { language: 'fr', title: 'x', summary: '', body: '' },
      }),
      403,
      'forbidden',
    );
  });
});

/** A stand-in for OpenAI's Chat Completions API on loopback: each test sets how it answers. */
type StandIn = {
  url: string;
  requests: { path: string; auth: string; body: unknown }[];
  close(): Promise<void>;
};
let answer: (request: IncomingMessage, response: ServerResponse) => void = () => {};

async function startStandIn(): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const http: HttpServer = createHttpServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        auth: request.headers.authorization ?? '',
        body: raw ? (JSON.parse(raw) as unknown) : null,
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('OpenAI through its SDK, against a stand-in for its API', () => {
  let standIn: StandIn;
  let real: TestServer;
  let token: string;
  let id: number;

  beforeAll(async () => {
    standIn = await startStandIn();
    real = await startTestServer({
      ai: { openai: { apiKey: 'sk-test-key', baseURL: standIn.url, timeoutMs: 300 } },
    });
    token = await real.signIn('pastor@demo.church');
    const adminToken = await real.signIn('admin@demo.church');
    const control = expectOk(
      await real.call('GET', '/admin/ai/control', { token: adminToken }),
      AiControl,
    );
    expect(control.providers).toEqual([
      { name: 'sandbox', available: true },
      { name: 'openai', available: true },
    ]);
    expectOk(
      await real.call('POST', '/admin/ai/update_feature', {
        token: adminToken,
        body: { feature: 'reply_drafts', provider: 'openai', model: 'gpt-4o-mini' },
      }),
      AiFeatureSettings,
    );
    const inbox = (await real.call('GET', '/messages', { token })).body as {
      messages: { id: number }[];
    };
    id = inbox.messages[0]!.id;
  });

  afterAll(async () => {
    await real.close();
    await standIn.close();
  });

  const draft = async () =>
    expectOk(
      await real.call('POST', '/ai/reply_draft', { token, body: { message_id: id } }),
      ReplyDraft,
    );
  const lastRealLog = async () =>
    (await real.deps.db.select().from(aiGenerations).orderBy(desc(aiGenerations.id)).limit(1))[0]!;

  it('sends the prompt and the message, and returns the text with the tokens used', async () => {
    answer = (_request, response) =>
      json(response, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: 'gpt-4o-mini',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: 'Dear friend, thank you.' },
          },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 9, total_tokens: 129 },
      });
    const result = await draft();
    expect(result).toMatchObject({
      outcome: 'ok',
      sandbox: false,
      draft: 'Dear friend, thank you.',
    });
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer sk-test-key');
    expect(sent.body).toMatchObject({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: expect.stringContaining('pastor') },
        { role: 'user', content: expect.stringContaining('Language of the reply') },
      ],
    });
    expect(await lastRealLog()).toMatchObject({
      outcome: 'ok',
      provider: 'openai',
      tokensIn: 120,
      tokensOut: 9,
    });
  });

  it('answers a timeout with a clear message, logged, and no 5xx', async () => {
    answer = () => {
      // Never answers: the SDK gives up after its timeout (and its one retry).
    };
    const response = await real.call('POST', '/ai/reply_draft', {
      token,
      body: { message_id: id },
    });
    expect(response.status).toBe(200);
    const result = expectOk(response, ReplyDraft);
    expect(result).toMatchObject({ outcome: 'error', draft: '', sandbox: false });
    expect(result.message).toBe('The AI provider did not answer within 0.3 s. Try again later.');
    expect(await lastRealLog()).toMatchObject({ outcome: 'error', error: result.message });
  });

  it.each([
    [401, /refused the server’s key/],
    [429, /busy or out of quota/],
    [404, /does not know this model/],
    [500, /answered with an error \(500\)/],
  ])('answers the provider’s %i with a clear message and no 5xx', async (status, words) => {
    answer = (_request, response) =>
      json(response, status, { error: { message: 'nope', type: 'x', code: null } });
    const response = await real.call('POST', '/ai/reply_draft', {
      token,
      body: { message_id: id },
    });
    expect(response.status).toBe(200);
    const result = expectOk(response, ReplyDraft);
    expect(result.outcome).toBe('error');
    expect(result.message).toMatch(words);
    expect(result.message).not.toContain('sk-test-key');
  });

  it('answers an answer without text as an error', async () => {
    answer = (_request, response) =>
      json(response, 200, {
        id: 'x',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [],
      });
    expect((await draft()).message).toMatch(/no text/);
  });
});
