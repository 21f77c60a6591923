import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

// Stripe's API stood in for on loopback: it records each request and answers as Stripe does for
// the test payment methods named below. This checks what the provider asks of Stripe (paths,
// parameters, idempotency keys) and how it reads Stripe's answers and card errors.

type Recorded = { method: string; path: string; key: string | undefined; body: URLSearchParams };
let recorded: Recorded[] = [];
let stand: Server;
let provider: PaymentProvider;

const cardError = (code: string, declineCode?: string) => ({
  status: 402,
  json: {
    error: {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message: 'Your card was declined.',
    },
  },
});

function answer(path: string, body: URLSearchParams): { status: number; json: unknown } {
  if (path === '/v1/customers')
    return { status: 200, json: { id: 'cus_stand', object: 'customer' } };
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
  if (attach) {
    const id = attach[1];
    if (id === 'pm_card_visa_chargeDeclined') return cardError('card_declined', 'generic_decline');
    if (id === 'pm_missing')
      return {
        status: 400,
        json: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
      };
    return {
      status: 200,
      json: {
        id,
        object: 'payment_method',
        card: { last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    };
  }
  if (path === '/v1/payment_intents') {
    const method = body.get('payment_method');
    if (method === 'pm_card_chargeCustomerFail')
      return cardError('card_declined', 'generic_decline');
    if (method === 'pm_card_visa_chargeDeclinedInsufficientFunds')
      return cardError('card_declined', 'insufficient_funds');
    if (method === 'pm_card_authenticationRequired')
      return {
        status: 200,
        json: { id: 'pi_auth', object: 'payment_intent', status: 'requires_action' },
      };
    return { status: 200, json: { id: 'pi_stand', object: 'payment_intent', status: 'succeeded' } };
  }
  if (path === '/v1/refunds') return { status: 200, json: { id: 're_stand', object: 'refund' } };
  return { status: 500, json: { error: { type: 'api_error', message: 'unexpected' } } };
}

beforeAll(async () => {
  stand = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const body = new URLSearchParams(text);
      recorded.push({
        method: request.method ?? '',
        path,
        key: request.headers['idempotency-key'] as string | undefined,
        body,
      });
      const { status, json } = answer(path, body);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
  const { port } = stand.address() as AddressInfo;
  provider = createStripeProvider({
    secretKey: 'sk_test_stand_in',
    apiHost: { host: '127.0.0.1', port, protocol: 'http' },
  });
});

afterAll(() => new Promise<void>((resolve) => stand.close(() => resolve())));
beforeEach(() => {
  recorded = [];
});

const charge = (cardId: string) =>
  provider.charge({
    customerId: 'cus_stand',
    cardId,
    amountCents: 4900,
    currency: 'usd',
    description: 'Church partnership, monthly',
    idempotencyKey: 'invoice-7-attempt-1',
  });

describe('the Stripe payment provider', () => {
  it('creates the customer with the account in its metadata, under the idempotency key', async () => {
    const customer = await provider.createCustomer({
      accountId: 7,
      email: 'pastor@example.org',
      name: 'Grace Community Church',
      idempotencyKey: 'customer-7',
    });
    expect(customer).toEqual({ customerId: 'cus_stand' });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ method: 'POST', path: '/v1/customers', key: 'customer-7' });
    expect(recorded[0]!.body.get('metadata[account_id]')).toBe('7');
    expect(recorded[0]!.body.get('email')).toBe('pastor@example.org');
  });

  it("saves Elements' payment method on the customer and keeps only what identifies the card", async () => {
    expect(await provider.saveCard('cus_stand', 'pm_card_visa')).toEqual({
      cardId: 'pm_card_visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(recorded[0]).toMatchObject({ path: '/v1/payment_methods/pm_card_visa/attach' });
    expect(recorded[0]!.body.get('customer')).toBe('cus_stand');
  });

  it('answers a declined or unknown card with a refusal, not an error', async () => {
    expect(await provider.saveCard('cus_stand', 'pm_card_visa_chargeDeclined')).toEqual({
      refused: true,
      code: 'card_declined',
    });
    expect(await provider.saveCard('cus_stand', 'pm_missing')).toEqual({
      refused: true,
      code: 'invalid_card_token',
    });
  });

  it('charges off-session with a confirmed PaymentIntent under the idempotency key', async () => {
    expect(await charge('pm_card_visa')).toEqual({ refused: false, chargeId: 'pi_stand' });
    const [request] = recorded;
    expect(request).toMatchObject({ path: '/v1/payment_intents', key: 'invoice-7-attempt-1' });
    expect(Object.fromEntries(request!.body)).toMatchObject({
      amount: '4900',
      currency: 'usd',
      customer: 'cus_stand',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('reads declines by their code, and a card that needs its holder as declined', async () => {
    expect(await charge('pm_card_chargeCustomerFail')).toEqual({
      refused: true,
      code: 'card_declined',
    });
    expect(await charge('pm_card_visa_chargeDeclinedInsufficientFunds')).toEqual({
      refused: true,
      code: 'insufficient_funds',
    });
    expect(await charge('pm_card_authenticationRequired')).toEqual({
      refused: true,
      code: 'card_declined',
    });
  });

  it('refunds a PaymentIntent under its own key', async () => {
    expect(
      await provider.refund({
        chargeId: 'pi_stand',
        amountCents: 4900,
        idempotencyKey: 'refund-7',
      }),
    ).toEqual({ refundId: 're_stand' });
    expect(recorded[0]).toMatchObject({ path: '/v1/refunds', key: 'refund-7' });
    expect(recorded[0]!.body.get('payment_intent')).toBe('pi_stand');
    expect(recorded[0]!.body.get('amount')).toBe('4900');
  });
});
