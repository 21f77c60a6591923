import { describe, expect, it } from 'vitest';
import { is, validate } from 'superstruct';
import {
  CardToken,
  CheckoutRequest,
  IdempotencyKey,
  PLAN_INVALID,
  PlanCode,
  UpdateShippingRequest,
} from './billing.ts';

const checkout = {
  firstname: 'Ana',
  lastname: 'Ruiz',
  church_role: 'Lead pastor',
  cell_phone: '+1 555 010 0199',
  church_name: 'Hope Church',
  email: 'ana@hope.church',
  password: 'a long password',
  plan_code: 'tier-100-249-month',
  card_token: 'sandbox_succeeds_4242_03_2030',
  idempotency_key: '5b4c3f0e-8f8e-4c61-9a0b-2f4f6d1f7a11',
};

describe('billing contract', () => {
  it('takes card tokens (sandbox and Stripe), never card numbers', () => {
    expect(is('sandbox_failsWhenCharged_0341_03_2028', CardToken)).toBe(true);
    expect(is('pm_1Pq2Rs3Tu4Vw5Xy6', CardToken)).toBe(true);
    expect(is('4242 4242 4242 4242', CardToken)).toBe(false);
    expect(is('', CardToken)).toBe(false);
  });

  it("answers 'Plan invalid' for a code that cannot be a plan", () => {
    const [error] = validate('Tier One!', PlanCode);
    expect(error?.message).toBe(PLAN_INVALID);
    expect(is('tier-0-99-year', PlanCode)).toBe(true);
  });

  it('asks for an idempotency key a browser makes (a UUID)', () => {
    expect(is(crypto.randomUUID(), IdempotencyKey)).toBe(true);
    expect(is('short', IdempotencyKey)).toBe(false);
  });

  it('refuses a price sent with a checkout: the server computes every amount', () => {
    expect(is(checkout, CheckoutRequest)).toBe(true);
    expect(is({ ...checkout, amount_cents: 1 }, CheckoutRequest)).toBe(false);
    const [error] = validate({ ...checkout, cell_phone: 'call me' }, CheckoutRequest);
    expect(error?.path).toEqual(['cell_phone']);
  });

  it('checks a shipping address like a campus (a two-letter country)', () => {
    const address = {
      name: 'Hope Church',
      address: '1 Main St',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      country: 'US',
    };
    expect(is(address, UpdateShippingRequest)).toBe(true);
    expect(is({ ...address, country: 'United States' }, UpdateShippingRequest)).toBe(false);
    expect(is({ ...address, city: ' ' }, UpdateShippingRequest)).toBe(false);
  });
});
