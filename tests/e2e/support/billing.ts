import type { APIRequestContext, Page } from '@playwright/test';
import type { CheckoutRequest, CheckoutResponse, PlansResponse } from '#contract/billing/billing';
import type { Translate } from '#ds/i18n';
import { adminToken, createAccount, createUser, unique, type TestUser } from './api';
import { DEMO_PASSWORD } from './accounts';
import { expect, field } from './test';

/** Stripe's published test cards, as the sandbox takes them (decision 042). */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsWhenCharged: '4000 0000 0000 0341',
} as const;

/** Fills the design system's card form (first and last name, number, month, year, CVV). */
export async function fillCard(page: Page, t: Translate, number: string): Promise<void> {
  await field(page, t('cardPaymentForm.fields.firstName')).fill('Grace');
  await field(page, t('cardPaymentForm.fields.lastName')).fill('Community');
  await field(page, t('cardPaymentForm.fields.cardNumber')).fill(number);
  await field(page, t('cardPaymentForm.fields.month')).fill('03');
  await field(page, t('cardPaymentForm.fields.year')).fill('2030');
  await field(page, t('cardPaymentForm.fields.cvv')).fill('123');
}

/** A new church's sign-up as the checkout form asks for it; the e-mail is the test's own. */
export async function fillSignUp(
  page: Page,
  t: Translate,
): Promise<{ email: string; church: string }> {
  const slug = unique('checkout');
  const email = `${slug}@example.org`;
  const church = `Checkout ${slug}`;
  await field(page, t('billing.checkout.fields.firstname')).fill('Ana');
  await field(page, t('billing.checkout.fields.lastname')).fill('Lee');
  await field(page, t('billing.checkout.fields.churchRole')).fill('Lead pastor');
  await field(page, t('billing.checkout.fields.cellPhone')).fill('+1 555 010 0199');
  await field(page, t('billing.checkout.fields.churchName')).fill(church);
  await field(page, t('billing.checkout.fields.email')).fill(email);
  await field(page, t('billing.checkout.fields.password')).fill(DEMO_PASSWORD);
  return { email, church };
}

/** A free partner (free_evangelism) of the test's own, in a church of its own. */
export async function createFreePartner(request: APIRequestContext): Promise<TestUser> {
  const admin = await adminToken(request);
  const slug = unique('free');
  const { id: accountId } = await createAccount(request, admin, slug, {
    church_status: 'active',
  });
  const email = `${slug}@example.org`;
  const firstname = 'Frances';
  const { id } = await createUser(request, admin, accountId, email, {
    firstname,
    roles: ['free_evangelism'],
    password: DEMO_PASSWORD,
  });
  return { id, accountId, email, firstname, name: `${firstname} Person`, dashboard: 'dashboard' };
}

/**
 * A church of the test's own that checked out through the API (POST /checkout) on the smallest
 * monthly plan with the sandbox's token of 4242…: an active membership and one paid invoice.
 */
export async function checkedOutChurch(
  request: APIRequestContext,
): Promise<{ accountId: number; email: string; church: string }> {
  const plans = (await (await request.get('/api/v1/payment/plans')).json()) as PlansResponse;
  const plan = plans.plans.find((candidate) => candidate.interval === 'month')!;
  const slug = unique('refund');
  const email = `${slug}@example.org`;
  const church = `Refund ${slug}`;
  const answer = await request.post('/api/v1/checkout', {
    data: {
      firstname: 'Rae',
      lastname: 'Fund',
      church_role: 'Lead pastor',
      cell_phone: '+1 555 010 0142',
      church_name: church,
      email,
      password: DEMO_PASSWORD,
      plan_code: plan.code,
      card_token: 'sandbox_succeeds_4242_03_2030',
      idempotency_key: `${slug}-checkout`.padEnd(16, '0'),
    } satisfies CheckoutRequest,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { user } = (await answer.json()) as CheckoutResponse;
  return { accountId: user.account_id, email, church };
}
