import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResponse } from '#contract/auth/auth.ts';
import type {
  CardDesign,
  CardOrder,
  CardOrderQuote,
  CardOrderResponse,
} from '#contract/cardOrders/cardOrders.ts';
import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders.ts';
import type { CardOrderRecord } from '#contract/cardOrders/cardOrdersResource.ts';
import { activityLog, orderCharges, qrCodes } from '#server/db/schema.ts';
import { expectError } from '#server/testing/expect.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { accountIdOf, NO_CHALLENGE, startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { remakeOverdueProofs } from './proof-job.ts';
import { CARD_PROOF_OVERDUE_SECONDS } from '#server/settings.ts';

// Invitation card orders (issue 11) against the running API: a church orders with its plan's
// packs and its saved card, waits for the proof the job makes, approves it; an admin moves it
// to shipped with a tracking number and the church is mailed; an individual pays at checkout.

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'card-orders-'));

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({
    cardDeclineLimits: NO_CHALLENGE,
    renewalSweepSeconds: 0,
    jobs: { pollingIntervalSeconds: 0.5, retry: { retryLimit: 0, retryDelay: 1 } },
  });
  admin = await server.signIn('admin@demo.church');
});

afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const address = {
  name: 'Hope Chapel',
  address: '12 Elm Street',
  address2: null,
  city: 'Dayton',
  state: 'OH',
  zip_code: '45402',
  country: 'US',
};

let churches = 0;
/** A new church on the 0–99 yearly plan (3 packs a year included), its card 4242 saved. */
async function newChurch(on: TestServer = server): Promise<{ token: string; accountId: number }> {
  churches += 1;
  const result = await on.call('POST', '/checkout', {
    body: {
      firstname: 'Ruth',
      lastname: 'Mensah',
      church_role: 'Lead pastor',
      cell_phone: '+1 555 010 0199',
      church_name: `Hope Chapel ${churches}`,
      email: `cards${churches}@example.org`,
      password: 'a long password',
      plan_code: 'tier-0-99-year',
      card_token: 'sandbox_succeeds_4242_12_2030',
      idempotency_key: `card-orders-checkout-${churches}-key`,
    },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const signIn = result.body as SignInResponse;
  return { token: signIn.token, accountId: signIn.user.account_id };
}

const get = async <T>(token: string, url: string) => {
  const result = await server.call('GET', url, { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as T;
};
const order = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/card_orders', { token, body });
let keys = 0;
const key = () => `card-order-test-key-${(keys += 1)}`;

/** Waits for the job queue to move the order on (it makes the proof within a second or two). */
async function waitForState(token: string, id: number, state: CardOrder['state']) {
  for (let tries = 0; tries < 100; tries += 1) {
    const { order: current } = await get<CardOrderResponse>(
      token,
      `/card_orders/order?order_id=${id}`,
    );
    if (current.state === state) return current;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`order ${id} never reached ${state}`);
}

async function download(token: string, url: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

/** The QR code of a PDF's page, read as a phone would (pdftoppm at 150 dpi, jsQR). */
async function qrOf(pdf: Buffer, name: string): Promise<string | undefined> {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, path.join(work, name)]);
  const { data, info } = await sharp(readFileSync(path.join(work, `${name}.png`)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function chargesOf(orderId: number) {
  return server.deps.db.select().from(orderCharges).where(eq(orderCharges.orderId, orderId));
}

describe('a church orders cards', () => {
  it('refuses approval before the proof exists (409), and makes an overdue proof in the sweep', async () => {
    // With the real queue the proof is made within a second of payment, so an approval sent
    // 'early' could come after it. A server that runs no jobs (the queue only takes them) holds
    // the proof job: the order stays paid for as long as the test looks.
    const held = await startTestServer({ renewalSweepSeconds: 0, jobs: { run: false } });
    try {
      const church = await newChurch(held);
      const made = await held.call('POST', '/card_orders', {
        token: church.token,
        body: { packs: 1, locale: 'en', shipping_address: address, idempotency_key: key() },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const { order: paid } = made.body as CardOrderResponse;
      expect(paid).toMatchObject({ state: 'paid', proof_available: false });
      const early = await held.call('POST', '/card_orders/approve', {
        token: church.token,
        body: { order_id: paid.id },
      });
      expectError(early, 409, 'conflict');
      const still = await held.call('GET', `/card_orders/order?order_id=${paid.id}`, {
        token: church.token,
      });
      expect((still.body as CardOrderResponse).order.state).toBe('paid');

      // A proof whose job gave up is made by the sweep, but only once it is overdue.
      expect(await remakeOverdueProofs(held.deps)).toEqual([]);
      held.clock.advanceSeconds(CARD_PROOF_OVERDUE_SECONDS + 1);
      expect(await remakeOverdueProofs(held.deps)).toEqual([paid.id]);
      const proofed = await held.call('GET', `/card_orders/order?order_id=${paid.id}`, {
        token: church.token,
      });
      expect((proofed.body as CardOrderResponse).order).toMatchObject({
        state: 'proof_ready',
        proof_available: true,
      });
      expect(await remakeOverdueProofs(held.deps)).toEqual([]);
    } finally {
      await held.close();
    }
  });

  it('orders with the plan’s packs, gets a proof that scans to its own code, and approves it', async () => {
    const church = await newChurch();
    const design = await get<CardDesign>(church.token, '/card_orders/design');
    expect(design).toMatchObject({
      church_name: `Hope Chapel ${churches}`,
      logo: null,
      shipping_address: null,
      leads_to: 'church_welcome_video',
      problem: null,
      card: { trim_width_in: 3.5, trim_height_in: 2, bleed_in: 0.125, safe_in: 0.125 },
    });
    expect(design.sample_short_url).toBe('http://app.test/c/XXXXXXX');
    expect(design.qr_preview.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);

    const quote = await get<CardOrderQuote>(church.token, '/card_orders/quote?packs=2');
    expect(quote).toMatchObject({
      packs: 2,
      cards: 200,
      plan_packs_per_year: 3,
      plan_packs_left: 3,
      included_packs: 2,
      charged_packs: 0,
      amount_cents: 0,
      payer: 'church',
      saved_card: { last4: '4242' },
    });

    const noAddress = await order(church.token, { packs: 2, locale: 'en', idempotency_key: key() });
    expectError(noAddress, 400, 'validation_failed');
    expect((noAddress.body as { error: { fields: object } }).error.fields).toEqual({
      shipping_address: CARD_ORDER_MESSAGES.noShippingAddress,
    });

    const made = await order(church.token, {
      packs: 2,
      locale: 'en',
      shipping_address: address,
      idempotency_key: key(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const created = (made.body as CardOrderResponse).order;
    expect(created).toMatchObject({
      state: 'paid',
      packs: 2,
      cards: 200,
      included_packs: 2,
      charged_packs: 0,
      amount_cents: 0,
      church_name: `Hope Chapel ${churches}`,
      shipping_address: address,
      proof_available: false,
      tracking: null,
    });
    expect(created.short_code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/);
    expect(created.short_url).toBe(`http://app.test/c/${created.short_code}`);
    expect(await chargesOf(created.id)).toHaveLength(0); // covered by the plan
    // The address was kept for next time; the plan has one pack left.
    expect((await get<CardDesign>(church.token, '/card_orders/design')).shipping_address).toEqual(
      address,
    );
    expect(
      (await get<CardOrderQuote>(church.token, '/card_orders/quote?packs=1')).plan_packs_left,
    ).toBe(1);
    // Its own short code, in the church's name, counted per batch.
    const [code] = await server.deps.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.code, created.short_code));
    expect(code).toMatchObject({ accountId: church.accountId, videoId: null, disabled: false });
    expect(code?.label).toBe(`Cards ${created.number}`);

    // Approving before the proof exists is refused: 'refuses approval before the proof' below.
    const ready = await waitForState(church.token, created.id, 'proof_ready');
    // Paid by the plan's packs: the dashboard's step ticks itself (decision 051).
    const ticked = await server.call('POST', '/lookup_user', { token: church.token });
    expect((ticked.body as { completed_action_steps: string[] }).completed_action_steps).toContain(
      'order-invitation-cards',
    );
    expect(ready.proof_available).toBe(true);
    const proof = await download(church.token, `/card_orders/proof?order_id=${created.id}`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(await qrOf(proof.rawPayload, 'church-proof')).toBe(created.short_url);

    const approved = await server.call('POST', '/card_orders/approve', {
      token: church.token,
      body: { order_id: created.id },
    });
    expect((approved.body as CardOrderResponse).order.state).toBe('approved');
    const again = await server.call('POST', '/card_orders/approve', {
      token: church.token,
      body: { order_id: created.id },
    });
    expectError(again, 409, 'conflict');
    const lateCancel = await server.call('POST', '/card_orders/cancel', {
      token: church.token,
      body: { order_id: created.id },
    });
    expectError(lateCancel, 409, 'conflict');

    const history = await get<{ orders: CardOrder[] }>(church.token, '/card_orders');
    expect(history.orders.map((row) => row.id)).toEqual([created.id]);
    const log = await server.deps.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.recordId, created.id));
    expect(
      log.filter((row) => row.resource === 'card_orders').map((row) => row.recordLabel),
    ).toEqual([
      `${created.number} → paid`,
      `${created.number} → proof_ready`,
      `${created.number} → approved`,
    ]);

    // Another church sees none of it.
    const other = await newChurch();
    expectError(
      await server.call('GET', `/card_orders/order?order_id=${created.id}`, { token: other.token }),
      404,
      'not_found',
    );
    expect(
      (await download(other.token, `/card_orders/proof?order_id=${created.id}`)).statusCode,
    ).toBe(404);
  });

  it('charges packs beyond the plan to the saved card once, and refunds them when cancelled', async () => {
    const church = await newChurch();
    const quote = await get<CardOrderQuote>(church.token, '/card_orders/quote?packs=5');
    expect(quote).toMatchObject({ included_packs: 3, charged_packs: 2, amount_cents: 3_800 });
    const body = { packs: 5, locale: 'es', shipping_address: address, idempotency_key: key() };
    const first = await order(church.token, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const made = (first.body as CardOrderResponse).order;
    expect(made).toMatchObject({ state: 'paid', amount_cents: 3_800, card_last4: '4242' });
    // Paid: the dashboard's 'Order invitation cards' step ticks itself (decision 051).
    const steps = await server.call('POST', '/lookup_user', { token: church.token });
    expect((steps.body as { completed_action_steps: string[] }).completed_action_steps).toContain(
      'order-invitation-cards',
    );
    const second = await order(church.token, body); // the same press again
    expect((second.body as CardOrderResponse).order.id).toBe(made.id);
    const [charge, ...more] = await chargesOf(made.id);
    expect(more).toHaveLength(0);
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 3_800 });
    expect((await get<{ orders: CardOrder[] }>(church.token, '/card_orders')).orders).toHaveLength(
      1,
    );

    const cancelled = await server.call('POST', '/card_orders/cancel', {
      token: church.token,
      body: { order_id: made.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((cancelled.body as CardOrderResponse).order.state).toBe('refunded');
    expect((await chargesOf(made.id))[0]?.status).toBe('refunded');
    const [code] = await server.deps.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.code, made.short_code));
    expect(code?.disabled).toBe(true);
    // The plan's packs come back.
    expect(
      (await get<CardOrderQuote>(church.token, '/card_orders/quote?packs=1')).plan_packs_left,
    ).toBe(3);
  });

  it('a refused saved card leaves a draft, which the same press with another card pays', async () => {
    const church = await newChurch();
    await server.call('POST', '/payment/set_billing_info', {
      token: church.token,
      body: { card_token: 'sandbox_failsWhenCharged_0341_12_2030' },
    });
    const body = { packs: 4, locale: 'en', shipping_address: address, idempotency_key: key() };
    const refused = await order(church.token, body);
    expectError(refused, 402, 'payment_declined');
    const [draft] = (await get<{ orders: CardOrder[] }>(church.token, '/card_orders')).orders;
    expect(draft).toMatchObject({ state: 'draft', amount_cents: 1_900 });
    const paid = await order(church.token, {
      ...body,
      card_token: 'sandbox_succeeds_4242_12_2030',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as CardOrderResponse).order).toMatchObject({ id: draft!.id, state: 'paid' });
  });
});

describe('admins move orders', () => {
  it('lists the views, ships with a valid tracking number, mails the church, and zips print files', async () => {
    const church = await newChurch();
    const made = (
      await order(church.token, {
        packs: 1,
        locale: 'ko',
        shipping_address: address,
        idempotency_key: key(),
      })
    ).body as CardOrderResponse;
    const id = made.order.id;
    await waitForState(church.token, id, 'proof_ready');

    const list = (view: string) =>
      server.call('POST', '/admin/card_orders/list', {
        token: admin,
        body: { page: 1, page_size: 100, view },
      });
    const idsIn = async (view: string) =>
      ((await list(view)).body as { items: CardOrderRecord[] }).items.map((row) => row.id);
    expect(await idsIn('in_progress')).toContain(id);
    expect(await idsIn('new')).not.toContain(id);

    const move = (body: Record<string, unknown>) =>
      server.call('POST', '/admin/card_order_transition', {
        token: admin,
        body: { order_id: id, ...body },
      });
    expectError(await move({ to: 'in_production' }), 409, 'conflict'); // not approved yet
    await server.call('POST', '/card_orders/approve', {
      token: church.token,
      body: { order_id: id },
    });
    expect(await idsIn('new')).toContain(id);

    const producing = await move({ to: 'in_production' });
    expect((producing.body as CardOrderRecord).state).toBe('in_production');
    const noNumber = await move({ to: 'shipped', carrier: 'ups' });
    expectError(noNumber, 400, 'validation_failed');
    const wrong = await move({
      to: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z5R89390357567128',
    });
    expectError(wrong, 400, 'validation_failed');
    expect((wrong.body as { error: { fields: object } }).error.fields).toEqual({
      tracking_number: CARD_ORDER_MESSAGES.badTrackingNumber,
    });
    const fedexNumberAsUps = await move({
      to: 'shipped',
      carrier: 'ups',
      tracking_number: '986578788855',
    });
    expectError(fedexNumberAsUps, 400, 'validation_failed');

    const shipped = await move({
      to: 'shipped',
      carrier: 'ups',
      tracking_number: '1z5r 8939 0357 5671 27',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({
      state: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z5R89390357567127',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z5R89390357567127',
    });
    const seen = await get<CardOrderResponse>(church.token, `/card_orders/order?order_id=${id}`);
    expect(seen.order.tracking).toEqual({
      carrier: 'ups',
      tracking_number: '1Z5R89390357567127',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z5R89390357567127',
    });
    const mails = (await server.outbox()).filter((mail) => mail.kind === 'card_order_shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(`cards${churches}@example.org`);
    expect(mails[0]?.bodyText).toContain('https://www.ups.com/track?tracknum=1Z5R89390357567127');

    expectError(await move({ to: 'in_production' }), 409, 'conflict');
    expectError(await move({ to: 'cancelled' }), 409, 'conflict'); // on its way: too late
    expect((await move({ to: 'delivered' })).body).toMatchObject({ state: 'delivered' });
    expect(await idsIn('history')).toContain(id);

    // A second order without its proof yet cannot be printed with it.
    const waiting = await newChurch();
    await server.call('POST', '/payment/set_billing_info', {
      token: waiting.token,
      body: { card_token: 'sandbox_failsWhenCharged_0341_12_2030' },
    });
    const draft = await order(waiting.token, {
      packs: 4,
      locale: 'en',
      shipping_address: address,
      idempotency_key: key(),
    });
    expectError(draft, 402, 'payment_declined');
    const [draftOrder] = (await get<{ orders: CardOrder[] }>(waiting.token, '/card_orders')).orders;
    const both = await download(admin, `/admin/card_order_print_files?ids=${id},${draftOrder!.id}`);
    expect(both.statusCode).toBe(409);

    const zip = await download(admin, `/admin/card_order_print_files?ids=${id}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual([`${made.order.number}-${made.order.short_code}.pdf`]);
    expect(await qrOf(Buffer.from(files[names[0]!]!), 'zipped')).toBe(made.order.short_url);
    expect((await download(admin, '/admin/card_order_print_files?ids=999999')).statusCode).toBe(
      404,
    );
    expect(
      (await download(church.token, `/admin/card_order_print_files?ids=${id}`)).statusCode,
    ).toBe(403);
  });

  it('cancels a paid order from the admin side with a refund', async () => {
    const church = await newChurch();
    const made = (
      await order(church.token, {
        packs: 4,
        locale: 'en',
        shipping_address: address,
        idempotency_key: key(),
      })
    ).body as CardOrderResponse;
    const result = await server.call('POST', '/admin/card_order_transition', {
      token: admin,
      body: { order_id: made.order.id, to: 'cancelled' },
    });
    expect(result.body).toMatchObject({ state: 'refunded' });
    expectError(
      await server.call('POST', '/admin/card_order_transition', {
        token: admin,
        body: { order_id: 999_999, to: 'delivered' },
      }),
      404,
      'not_found',
    );
  });
});

describe('an individual orders cards', () => {
  it('needs a church to lead to, orders a draft, and pays it once at checkout', async () => {
    // A new individual with nothing to lead to.
    const account = await server.call('POST', '/admin/accounts/create', {
      token: admin,
      body: { slug: 'card-individual', kind: 'individual' },
    });
    expect(account.status, JSON.stringify(account.body)).toBe(200);
    const accountId = (account.body as { id: number }).id;
    const user = await server.call('POST', '/admin/users/create', {
      token: admin,
      body: {
        account_id: accountId,
        email: 'card-individual@example.org',
        firstname: 'Lea',
        lastname: 'Dubois',
        roles: ['individual'],
        password: 'a long password',
      },
    });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    const token = await server.signIn('card-individual@example.org', 'a long password');
    const design = await get<CardDesign>(token, '/card_orders/design');
    expect(design.problem).toBe(CARD_ORDER_MESSAGES.nowhereToLead);
    const nowhere = await order(token, {
      packs: 1,
      locale: 'fr',
      shipping_address: address,
      idempotency_key: key(),
    });
    expectError(nowhere, 409, 'conflict');

    const grace = await accountIdOf(server, 'grace-community-church');
    const asked = await server.call('POST', '/create_church_connection', {
      token,
      body: { account_id: grace },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await get<CardDesign>(token, '/card_orders/design')).church_name).toBe(
      'Grace Community Church',
    );
    const quote = await get<CardOrderQuote>(token, '/card_orders/quote?packs=2');
    expect(quote).toMatchObject({
      payer: 'individual',
      plan_packs_per_year: 0,
      included_packs: 0,
      amount_cents: 3_800,
      saved_card: null,
    });
    const made = await order(token, {
      packs: 2,
      locale: 'fr',
      shipping_address: address,
      idempotency_key: key(),
    });
    const draft = (made.body as CardOrderResponse).order;
    expect(draft).toMatchObject({
      state: 'draft',
      amount_cents: 3_800,
      church_name: 'Grace Community Church',
    });
    const [code] = await server.deps.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.code, draft.short_code));
    expect(code?.accountId).toBe(grace);

    const pay = (card: string, idempotency_key: string) =>
      server.call('POST', '/card_orders/checkout', {
        token,
        body: { order_id: draft.id, card_token: card, idempotency_key },
      });
    expectError(await pay('sandbox_declined_0002_12_2030', key()), 402, 'payment_declined');
    const press = key();
    const [first, second] = await Promise.all([
      pay('sandbox_succeeds_4242_12_2030', press),
      pay('sandbox_succeeds_4242_12_2030', press),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((first.body as CardOrderResponse).order.state).toBe('paid');
    const charges = await chargesOf(draft.id);
    expect(charges.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    // Another press later (another tab) answers the paid order and charges nothing more.
    expect((await pay('sandbox_succeeds_4242_12_2030', key())).status).toBe(200);
    expect(await chargesOf(draft.id)).toHaveLength(charges.length);

    const ready = await waitForState(token, draft.id, 'proof_ready');
    const proof = await download(token, `/card_orders/proof?order_id=${ready.id}`);
    expect(await qrOf(proof.rawPayload, 'individual-proof')).toBe(draft.short_url);
  });
});

describe('the card logo', () => {
  const upload = async (token: string, content: Buffer, contentType = 'image/png') => {
    const { payload, contentType: type } = multipartBody({}, [
      { field: 'logo', filename: 'logo.png', contentType, content },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/card_orders/logo',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload,
    });
    return {
      status: response.statusCode,
      body: JSON.parse(response.body) as unknown,
      headers: response.headers,
    };
  };
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 160 } } })
      .png()
      .toBuffer();

  it('refuses a logo under 150 ppi, warns under 300, and prints it on the next proof', async () => {
    const church = await newChurch();
    const tiny = await upload(church.token, await picture(120, 40));
    expectError(tiny, 400, 'validation_failed');
    expect((tiny.body as { error: { fields: object } }).error.fields).toEqual({
      logo: CARD_ORDER_MESSAGES.logoTooSmall,
    });
    const notAPicture = await upload(church.token, Buffer.from('%PDF-1.7 not a logo'));
    expectError(notAPicture, 400, 'validation_failed');

    const soft = await upload(church.token, await picture(300, 100));
    expect(soft.status, JSON.stringify(soft.body)).toBe(200);
    expect((soft.body as CardDesign).logo).toMatchObject({
      width_px: 300,
      height_px: 100,
      quality: 'low',
      warning: CARD_ORDER_MESSAGES.logoLowResolution,
    });
    expect((soft.body as CardDesign).logo!.effective_ppi).toBeCloseTo(206.9, 1);

    const sharpLogo = await upload(church.token, await picture(900, 300));
    const logo = (sharpLogo.body as CardDesign).logo!;
    expect(logo).toMatchObject({ quality: 'good', warning: null });
    expect(logo.effective_ppi).toBeGreaterThanOrEqual(300);
    const file = await server.app.inject({ method: 'GET', url: logo.url });
    expect(file.statusCode).toBe(200);

    const made = (
      await order(church.token, {
        packs: 1,
        locale: 'en',
        shipping_address: address,
        idempotency_key: key(),
      })
    ).body as CardOrderResponse;
    await waitForState(church.token, made.order.id, 'proof_ready');
    const proof = await download(church.token, `/card_orders/proof?order_id=${made.order.id}`);
    const images = path.join(work, 'with-logo.pdf');
    writeFileSync(images, proof.rawPayload);
    const { stdout } = await run('pdfimages', ['-list', images]);
    expect(stdout).toMatch(/\b900\s+300\b/);
    expect(await qrOf(proof.rawPayload, 'logo-proof')).toBe(made.order.short_url);
    // The PDF itself is never a public file.
    const [row] = await server.deps.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.code, made.order.short_code));
    expect(row).toBeDefined();

    const removed = await server.call('POST', '/card_orders/remove_logo', {
      token: church.token,
      body: {},
    });
    expect((removed.body as CardDesign).logo).toBeNull();
  });
});

describe('the demo church’s orders', () => {
  it('has a delivered and a shipped order with tracking, and a proof waiting for approval', async () => {
    const pastor = await server.signIn('pastor@demo.church');
    const { orders } = await get<{ orders: CardOrder[] }>(pastor, '/card_orders');
    expect(orders.map((row) => row.state)).toEqual(['proof_ready', 'shipped', 'delivered']);
    expect(orders[1]?.tracking?.tracking_url).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9205590164917312751089',
    );
    expect(orders[2]?.tracking?.carrier).toBe('ups');
    expect(new Set(orders.map((row) => row.short_code)).size).toBe(3);
    // Its proof is made when first asked for, and scans to its own code.
    const waiting = orders[0]!;
    expect(waiting.proof_available).toBe(true);
    const proof = await download(pastor, `/card_orders/proof?order_id=${waiting.id}`);
    expect(proof.statusCode).toBe(200);
    expect(await qrOf(proof.rawPayload, 'demo-proof')).toBe(waiting.short_url);
    const quote = await get<CardOrderQuote>(pastor, '/card_orders/quote?packs=2');
    expect(quote).toMatchObject({
      plan_packs_per_year: 8,
      plan_packs_left: 1,
      amount_cents: 1_900,
    });
  });
});
