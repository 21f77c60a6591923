import { describe, expect, it } from 'vitest';
import { sandboxCardToken, type CardFields } from '#contract/billing/paymentCards.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

const tokenFor = (cardNumber: string) => {
  const fields: CardFields = {
    firstName: 'Grace',
    lastName: 'Community',
    cardNumber,
    month: '12',
    year: '2030',
    cvv: '123',
  };
  const token = sandboxCardToken(fields);
  if (!token) throw new Error(`${cardNumber} is not a test card`);
  return token;
};

const provider = createSandboxProvider();
const charge = (cardId: string, idempotencyKey = 'invoice-1-attempt-1') =>
  provider.charge({
    customerId: 'cus_1',
    cardId,
    amountCents: 4900,
    currency: 'usd',
    description: 'Church partnership, monthly',
    idempotencyKey,
  });

describe('the sandbox payment provider', () => {
  it('saves and charges 4242 4242 4242 4242; the same key names the same charge, a new key a new one', async () => {
    const saved = await provider.saveCard('cus_1', tokenFor('4242424242424242'));
    expect(saved).toMatchObject({ last4: '4242', expMonth: 12, expYear: 2030 });
    if ('refused' in saved) throw new Error('refused');
    const first = await charge(saved.cardId);
    expect(first).toMatchObject({
      refused: false,
      chargeId: expect.stringMatching(/^ch_sandbox_/),
    });
    expect(await charge(saved.cardId)).toEqual(first);
    expect(await charge(saved.cardId, 'invoice-1-attempt-2')).not.toEqual(first);
  });

  it('refuses 4000 0000 0000 0002 when it is saved', async () => {
    expect(await provider.saveCard('cus_1', tokenFor('4000000000000002'))).toEqual({
      refused: true,
      code: 'card_declined',
    });
  });

  it('saves 0341 and 9995, then declines every charge on them with their codes', async () => {
    const later = await provider.saveCard('cus_1', tokenFor('4000000000000341'));
    const poor = await provider.saveCard('cus_1', tokenFor('4000000000009995'));
    if ('refused' in later || 'refused' in poor) throw new Error('refused');
    expect(await charge(later.cardId)).toEqual({ refused: true, code: 'card_declined' });
    expect(await charge(poor.cardId)).toEqual({ refused: true, code: 'insufficient_funds' });
  });

  it('refuses any token that is not its own, and any card id it did not give', async () => {
    for (const token of ['pm_card_visa', '4242424242424242', 'sandbox_succeeds_4242_13_2030'])
      expect(await provider.saveCard('cus_1', token)).toEqual({
        refused: true,
        code: 'invalid_card_token',
      });
    expect(await charge('pm_card_visa')).toEqual({ refused: true, code: 'invalid_card_token' });
  });

  it('never charges a non-positive or fractional amount', async () => {
    const saved = await provider.saveCard('cus_1', tokenFor('4242424242424242'));
    if ('refused' in saved) throw new Error('refused');
    for (const amountCents of [0, -100, 49.5])
      await expect(
        provider.charge({
          customerId: 'cus_1',
          cardId: saved.cardId,
          amountCents,
          currency: 'usd',
          description: 'x',
          idempotencyKey: 'k',
        }),
      ).rejects.toThrow(/whole number of cents/);
  });

  it('refunds its own charges, once per key', async () => {
    const saved = await provider.saveCard('cus_1', tokenFor('4242424242424242'));
    if ('refused' in saved) throw new Error('refused');
    const paid = await charge(saved.cardId);
    if (paid.refused) throw new Error('refused');
    const refund = await provider.refund({
      chargeId: paid.chargeId,
      amountCents: 4900,
      idempotencyKey: 'r1',
    });
    expect(refund.refundId).toMatch(/^re_sandbox_/);
    expect(
      await provider.refund({ chargeId: paid.chargeId, amountCents: 4900, idempotencyKey: 'r1' }),
    ).toEqual(refund);
    await expect(
      provider.refund({ chargeId: 'ch_real', amountCents: 1, idempotencyKey: 'r' }),
    ).rejects.toThrow();
  });
});
