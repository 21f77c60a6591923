import { parse } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRecord } from '#contract/content/contentResource.ts';
import { CardResultsResponse } from '#contract/results/results.ts';
import { qrCodes } from '#server/db/schema.ts';
import { expectOk } from '#server/testing/expect.ts';
import { readPdf } from '#server/testing/pdf-text.ts';
import { qrTextOfPdf } from '#server/testing/pdf-image.ts';
import { accountIdOf, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';

// Bulletin inserts made for the church (decision 069): the PDF, its QR code, and its scans.

let server: TestServer;
let admin: string;
let pastor: string;
let care: string;
let individual: string;
let graceId: number;

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.church');
  pastor = await server.signIn('pastor@demo.church');
  care = await server.signIn('care@demo.church');
  individual = await server.signIn('individual@demo.church');
  graceId = await accountIdOf(server, 'grace-community-church');
});

afterAll(async () => {
  await server.close();
});

let seq = 0;
/** A published insert for pastors and care teams, in English and Korean. */
async function insert(fields: Record<string, unknown> = {}): Promise<ContentRecord> {
  seq += 1;
  const answer = await server.call('POST', '/admin/content/create', {
    token: admin,
    body: {
      kind: 'bulletin_insert',
      slug: `advent-insert-${seq}`,
      roles: ['evangelism', 'care'],
      languages: ['en', 'ko'],
      status: 'published',
      title_en: 'Advent: the light has come',
      summary_en: 'A short reading for the four Sundays of Advent.',
      body_en:
        '<h2>This week</h2><p>Read John 1:1&ndash;14 together.</p><ul><li>Light a candle</li><li>Pray for a neighbour</li></ul><script>alert(1)</script>',
      title_ko: '대림절: 빛이 오셨습니다',
      summary_ko: '대림절 네 주일을 위한 짧은 말씀입니다.',
      body_ko: '<p>요한복음 1장 1절부터 14절까지 함께 읽으세요.</p>',
      ...fields,
    },
  });
  return expectOk(answer, ContentRecord);
}

/** GET /content/insert_pdf as `token`, the PDF's bytes with the answer. */
async function download(
  token: string,
  query: { slug: string; paper?: string; language?: string; kind?: string },
) {
  const params = new URLSearchParams({
    kind: query.kind ?? 'bulletin_insert',
    slug: query.slug,
    paper: query.paper ?? 'letter',
    language: query.language ?? 'en',
  });
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1/content/insert_pdf?${params}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

const insertCodeOf = async (accountId: number) =>
  server.deps.db
    .select({ id: qrCodes.id, code: qrCodes.code })
    .from(qrCodes)
    .where(and(eq(qrCodes.accountId, accountId), eq(qrCodes.source, 'insert')));

describe('bulletin inserts made for the church', () => {
  it('gives a church one insert code, even for two first downloads at once', async () => {
    const item = await insert();
    // The care team's church has printed no insert yet.
    const riversideId = await accountIdOf(server, 'riverside-church');
    expect(await insertCodeOf(riversideId)).toEqual([]);
    const [first, second] = await Promise.all([
      download(care, { slug: item.slug }),
      download(care, { slug: item.slug, paper: 'a4' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const codes = await insertCodeOf(riversideId);
    expect(codes).toHaveLength(1);
    const link = `http://app.test/c/${codes[0]!.code}`;
    expect(await qrTextOfPdf(first.bytes)).toBe(link);
    expect(await qrTextOfPdf(second.bytes)).toBe(link);
  });

  it('prints the church, the insert and the sermon closing, with a QR code of its insert short link', async () => {
    const item = await insert();
    const answer = await download(pastor, { slug: item.slug, language: 'ko' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toContain('no-store');
    // The Korean title stays Korean in the file's name (RFC 6266's filename*).
    expect(parse(String(answer.headers['content-disposition'])).parameters.filename).toBe(
      '대림절: 빛이 오셨습니다 (Letter).pdf',
    );

    const [code] = await insertCodeOf(graceId);
    expect(code).toBeDefined();
    expect(await qrTextOfPdf(answer.bytes)).toBe(`http://app.test/c/${code!.code}`);

    const pdf = await readPdf(answer.bytes);
    expect(pdf.pages).toBe(1);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Grace Community Church');
    expect(text).toContain('대림절: 빛이 오셨습니다');
    expect(text).toContain('요한복음 1장 1절부터 14절까지 함께 읽으세요.');
    expect(text).toContain('설교를 마무리하며');
    expect(text).toContain('초대 카드 3장');
    expect(text).toContain('15초');
    expect(text).toContain(`app.test/c/${code!.code}`);
  });

  it('sets the English text as readers see it, entities decoded and no script, on Letter and A4', async () => {
    const item = await insert();
    const sizes: Record<string, string> = {};
    for (const paper of ['letter', 'a4']) {
      const answer = await download(pastor, { slug: item.slug, paper });
      expect(answer.status).toBe(200);
      const { text, pageSize } = await readPdf(answer.bytes);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Read John 1:1–14 together.');
      expect(flat).toContain('• Light a candle');
      expect(flat).toContain('Offer each person 3 invitation cards');
      expect(flat).toContain('15 seconds');
      expect(flat).not.toContain('alert');
      sizes[paper] = pageSize ?? '';
    }
    expect(sizes.letter).toBe('612 x 792');
    expect(sizes.a4).toBe('595.276 x 841.89');
  });

  it('counts a scan of the insert code in card results as an insert, not a card', async () => {
    const item = await insert();
    await download(pastor, { slug: item.slug });
    const [code] = await insertCodeOf(graceId);
    const results = async () =>
      expectOk(await server.call('GET', '/results/cards', { token: pastor }), CardResultsResponse);
    const before = await results();
    const batch = before.batches.find((row) => row.code_id === code!.id);
    expect(batch).toMatchObject({ source: 'insert', cards: 0 });
    expect(before.batches.filter((row) => row.source === 'card').length).toBeGreaterThan(0);

    const scan = await server.app.inject({
      method: 'GET',
      url: `/c/${code!.code}`,
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': PHONE, 'accept-language': 'en-US' },
    });
    expect(scan.statusCode).toBe(302);

    const after = await results();
    expect(after.scans_by_source.insert).toBe(before.scans_by_source.insert + 1);
    expect(after.scans_by_source.card).toBe(before.scans_by_source.card);
    expect(after.funnel.scans).toBe(before.funnel.scans + 1);
    expect(after.funnel.cards).toBe(before.funnel.cards);
  });

  it('makes inserts only for a church, only of an insert the reader may read now', async () => {
    const item = await insert();
    // An individual's account is not a church.
    expect((await download(individual, { slug: item.slug })).status).toBe(404);
    const draft = await insert({ status: 'draft' });
    expect((await download(pastor, { slug: draft.slug })).status).toBe(404);
    expect((await download(pastor, { slug: 'no-such-insert' })).status).toBe(404);
    // The care teams' inserts are for care teams: a pastor without the role reads none.
    const careOnly = await insert({ kind: 'bulletin_insert_care', roles: ['care'] });
    expect(
      (await download(pastor, { slug: careOnly.slug, kind: 'bulletin_insert_care' })).status,
    ).toBe(404);
    expect(
      (await download(care, { slug: careOnly.slug, kind: 'bulletin_insert_care' })).status,
    ).toBe(200);
    // Not an insert kind, not a paper: refused before anything is read.
    expect((await download(pastor, { slug: item.slug, kind: 'study_guide' })).status).toBe(400);
    expect((await download(pastor, { slug: item.slug, paper: 'legal' })).status).toBe(400);
  });
});
