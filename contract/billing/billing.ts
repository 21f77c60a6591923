import { APP_LOCALES } from '#contract/locales.ts';
import {
  array,
  boolean,
  define,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { SignInResponse } from '#contract/auth/auth.ts';
import { CountryCode, LOCATION_LIMITS } from '#contract/campuses/locations.ts';
import { Address, BILLING_INTERVALS, MEMBERSHIP_STATES } from '#contract/account/profile.ts';
import {
  Count,
  Email,
  Id,
  IsoDateTime,
  LIMITS,
  NewPassword,
  Phone,
  QueryId,
  RoleStruct,
  requiredText,
} from '#contract/validation.ts';

// Subscriptions and payments (spec sections 1, 3, 7 and 8; issue 10; decisions 042 to 044).
// Every amount is integer cents in US dollars, computed by the server from the plan code: a
// request never carries a price (and unknown fields are rejected).

export const CURRENCY = 'USD';

/** The monthly plan is 12 payments for a licence of one year (spec sections 1 and 9). */
export const MONTHLY_PAYMENTS = 12;
export const LICENCE_MONTHS = 12;
/** What the yearly price saves against 12 monthly payments; the seeded prices make it true. */
export const YEARLY_SAVING_PERCENT = 16;
/** The refund guarantee's window with the cards (spec section 9). */
export const REFUND_WINDOW_DAYS = 30;

// The spec's messages of /payment/subscribe and /payment/pay_and_subscribe (section 8). They are
// the `message` of a 400 `validation_failed`; 'Plan invalid' also names the field `plan_code`.
export const ACCOUNT_AND_PLAN_INVALID = 'Account and Plan invalid';
export const ACCOUNT_INVALID = 'Account invalid';
export const PLAN_INVALID = 'Plan invalid';

/**
 * A refused card: a 402 `payment_declined` whose `fields.card_token` is one of these texts (the
 * app shows its own translation of the same sentence). The message is the same text.
 */
export const CARD_DECLINE_MESSAGES = {
  card_declined: 'The card was declined. Use another card.',
  insufficient_funds: 'The card has insufficient funds. Use another card.',
  invalid_card_token: 'This card cannot be used. Enter the card again.',
} as const;
export type CardDeclineCode = keyof typeof CARD_DECLINE_MESSAGES;

/** A plan's code, as the server seeds them: `tier-<band>-<interval>` (e.g. `tier-100-249-year`). */
export const PlanCode = refine(string(), 'plan_code', (value) =>
  /^[a-z0-9-]{1,64}$/.test(value) ? true : PLAN_INVALID,
);

/**
 * What the browser's card form made of a card (decision 042): a Stripe PaymentMethod id
 * (`pm_…`) or a sandbox token (`sandbox_succeeds_4242_03_2028`). Never a card number.
 */
export const CardToken = refine(string(), 'card_token', (value) =>
  /^[A-Za-z0-9_]{3,255}$/.test(value) ? true : CARD_DECLINE_MESSAGES.invalid_card_token,
);

/**
 * One per press of Pay, made by the browser (`crypto.randomUUID()`), sent again unchanged when
 * the same payment is retried: a second click or a retry after a lost answer charges once.
 */
export const IdempotencyKey = refine(string(), 'idempotency_key', (value) =>
  /^[A-Za-z0-9_-]{16,64}$/.test(value) ? true : 'Reload the page and try again.',
);

// ---------------------------------------------------------------------------------------------
// Plans and pricing (public: the pricing page and checkout are reachable without signing in)

/** One plan: a tier's price for one interval. */
export const BillingPlan = object({
  code: string(),
  /** The tier's name, e.g. 'Growing church' (its translation is the app's, by `tier`). */
  name: string(),
  /** The tier's key, e.g. `100-249`, stable across languages. */
  tier: string(),
  interval: enums(BILLING_INTERVALS),
  /** What one payment costs: a month's payment, or the year's. */
  amount_cents: Count,
  /** What the whole one-year licence costs on this plan (monthly: 12 payments). */
  licence_cents: Count,
  currency: literal(CURRENCY),
  /** How many payments the licence takes: 12 monthly, 1 yearly. */
  payments: Count,
  min_attendance: Count,
  /** Null for the last, open-ended tier. */
  max_attendance: nullable(Count),
});
export type BillingPlan = Infer<typeof BillingPlan>;

/** GET /payment/plans: every plan on sale, by tier then interval (month first). */
export const PlansResponse = object({ plans: array(BillingPlan) });
export type PlansResponse = Infer<typeof PlansResponse>;

/** One attendance band with its two plans. */
export const PricingTier = object({
  tier: string(),
  name: string(),
  min_attendance: Count,
  max_attendance: nullable(Count),
  monthly: BillingPlan,
  yearly: BillingPlan,
});
export type PricingTier = Infer<typeof PricingTier>;

/** GET /payment/pricing: the pricing page (tiers by attendance, smallest first). */
export const PricingResponse = object({
  currency: literal(CURRENCY),
  yearly_saving_percent: literal(YEARLY_SAVING_PERCENT),
  monthly_payments: literal(MONTHLY_PAYMENTS),
  refund_window_days: literal(REFUND_WINDOW_DAYS),
  tiers: array(PricingTier),
});
export type PricingResponse = Infer<typeof PricingResponse>;

/**
 * GET /payment/config (public): which provider takes cards. `test_mode` (the sandbox) shows the
 * 'Test mode' marker on every payment screen and makes the card form produce sandbox tokens;
 * otherwise the card form is Stripe Elements with `publishable_key`.
 */
export const PaymentConfigResponse = object({
  provider: enums(['stripe', 'sandbox'] as const),
  test_mode: boolean(),
  publishable_key: nullable(string()),
});
export type PaymentConfigResponse = Infer<typeof PaymentConfigResponse>;

// ---------------------------------------------------------------------------------------------
// The subscription

/** A change between monthly and yearly waiting for the renewal. */
export const SubscriptionDetails = object({
  /** Null: the account never had a membership (a pastor who must pick a plan). */
  state: nullable(enums(MEMBERSHIP_STATES)),
  /** Null until a plan is chosen. */
  plan: nullable(BillingPlan),
  /** When the saved card is charged next; null when nothing more is due (or canceled). */
  next_billing_at: nullable(IsoDateTime),
  /** Payments made for the current licence: of 12 (monthly) or of 1 (yearly). */
  payments_made: Count,
  payments_total: Count,
  licence_start: nullable(IsoDateTime),
  licence_end: nullable(IsoDateTime),
  /** The interval the next licence will use, when it differs from the plan's; else null. */
  pending_interval: nullable(enums(BILLING_INTERVALS)),
  /** The invoice that waits for a card (past_due, or a plan chosen but not paid); else null. */
  open_invoice_id: nullable(Id),
});
export type SubscriptionDetails = Infer<typeof SubscriptionDetails>;

/**
 * POST /payment/subscribe: chooses a plan and opens its first invoice, to be paid on paymentInfo
 * (set_billing_info / creditcard_reset). For an account with no running licence (none yet, or
 * canceled, or past its licence end). Errors: the spec's three messages.
 */
export const SubscribeRequest = object({ plan_code: PlanCode });
export type SubscribeRequest = Infer<typeof SubscribeRequest>;

/**
 * POST /payment/pay_and_subscribe: the same, paid at once with the saved card (billing-renewal).
 * 'Account invalid' when the account has no saved card or a licence still running; a refused
 * card is a 402 `payment_declined` and leaves the invoice open.
 */
export const PayAndSubscribeRequest = SubscribeRequest;
export type PayAndSubscribeRequest = SubscribeRequest;

/**
 * POST /subscription/change_interval: the next licence is monthly or yearly. Takes effect at the
 * renewal; asking for the current interval withdraws a waiting change.
 */
export const ChangeIntervalRequest = object({ interval: enums(BILLING_INTERVALS) });
export type ChangeIntervalRequest = Infer<typeof ChangeIntervalRequest>;

// ---------------------------------------------------------------------------------------------
// Checkout (public): a new church's sign-up and first payment in one

const CHECKOUT_LIMITS = { role: 100, churchName: 150 } as const;

/**
 * POST /checkout: the spec's sign-up user, a plan and a card. Creates the account, the pastor
 * (role evangelism) and an active membership, signs in (the same answer as sign-in) and mails a
 * receipt. A refused card (402 `payment_declined`) creates nothing that can sign in; an e-mail
 * already in use is a 409 `conflict` naming `email`. The same `idempotency_key` sent again
 * answers as the first time without charging again.
 */
export const CheckoutRequest = object({
  firstname: requiredText(LIMITS.name),
  lastname: requiredText(LIMITS.name),
  /** The pastor's role in the church, as they write it (e.g. 'Lead pastor'). */
  church_role: requiredText(CHECKOUT_LIMITS.role),
  cell_phone: Phone,
  church_name: requiredText(CHECKOUT_LIMITS.churchName),
  email: Email,
  password: NewPassword,
  plan_code: PlanCode,
  card_token: CardToken,
  idempotency_key: IdempotencyKey,
  /** The page's language: the new pastor's mails (the receipt first) are written in it. */
  locale: optional(enums(APP_LOCALES)),
});
export type CheckoutRequest = Infer<typeof CheckoutRequest>;

export const CheckoutResponse = SignInResponse;
export type CheckoutResponse = SignInResponse;

// ---------------------------------------------------------------------------------------------
// Invoices and payments

export const INVOICE_STATUSES = ['open', 'paid', 'void', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a person can do with an invoice: pay an open one (paymentInfo), download the others. */
export const INVOICE_ACTIONS = ['pay', 'download'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/**
 * What an invoice is for, as data each screen, PDF and mail writes in its own language
 * (messages `billingItems.*`): the tier's plan, monthly payment 3 of 12 or the yearly licence.
 */
export const InvoiceItem = object({
  /** The plan's tier key (e.g. `0-99`), whose name is translated. */
  tier: string(),
  /** The plan's stored name, for a tier the messages do not know. */
  plan_name: string(),
  interval: enums(BILLING_INTERVALS),
  /** Which payment of the licence: 1 to 12 monthly, 1 yearly. */
  payment_number: Count,
  payments: Count,
});
export type InvoiceItem = Infer<typeof InvoiceItem>;

export const Invoice = object({
  id: Id,
  /** Numbered in sequence, e.g. `TL-2026-000123`. */
  number: string(),
  /** The line as it was issued, in English, kept unchanged for the records. */
  description: string(),
  item: InvoiceItem,
  total_cents: Count,
  /** What is still to pay: the total while open, 0 once paid, void or refunded. */
  amount_due_cents: Count,
  currency: literal(CURRENCY),
  status: enums(INVOICE_STATUSES),
  action: enums(INVOICE_ACTIONS),
  /** When it was issued. */
  date: IsoDateTime,
  period_start: IsoDateTime,
  period_end: IsoDateTime,
});
export type Invoice = Infer<typeof Invoice>;

export const PaymentRecord = object({
  id: Id,
  invoice_id: Id,
  invoice_number: string(),
  /** The invoice's line as issued (English); `item` is what screens show. */
  description: string(),
  item: InvoiceItem,
  amount_cents: Count,
  currency: literal(CURRENCY),
  status: enums(PAYMENT_STATUSES),
  /** Why a failed payment failed (a CardDeclineCode); null otherwise. */
  failure_code: nullable(string()),
  /** The card charged, when known. */
  card_last4: nullable(string()),
  date: IsoDateTime,
  refunded_at: nullable(IsoDateTime),
});
export type PaymentRecord = Infer<typeof PaymentRecord>;

/** GET /payment/transactions: the caller's church's invoices and payments, newest first. */
export const TransactionsResponse = object({
  invoices: array(Invoice),
  payments: array(PaymentRecord),
});
export type TransactionsResponse = Infer<typeof TransactionsResponse>;

/** The languages an invoice PDF is written in (the app's). */
export const DOCUMENT_LOCALES = APP_LOCALES;

/**
 * GET /payment/invoice?invoice_id=&locale=: the invoice as a PDF (application/pdf, a download),
 * in the app's language (English when left out).
 */
export const InvoiceFileRequest = object({
  invoice_id: QueryId,
  locale: optional(enums(DOCUMENT_LOCALES)),
});
export type InvoiceFileRequest = Infer<typeof InvoiceFileRequest>;

/** GET /admin/account_invoice: any account's invoice as a PDF, for the admins' account page. */
export const AdminInvoiceFileRequest = object({
  account_id: QueryId,
  invoice_id: QueryId,
  locale: optional(enums(DOCUMENT_LOCALES)),
});
export type AdminInvoiceFileRequest = Infer<typeof AdminInvoiceFileRequest>;

/** A file answer (the server sends bytes with their content type and a file name). */
export const FileAnswer = define<Uint8Array>('file', (value) => value instanceof Uint8Array);

// ---------------------------------------------------------------------------------------------
// The saved card

/** What we keep of a saved card: enough for a person to recognise it. */
export const SavedCardSummary = object({
  /** `visa`, `mastercard`, … as the provider names it. */
  brand: string(),
  last4: string(),
  exp_month: number(),
  exp_year: number(),
  holder_name: nullable(string()),
});
export type SavedCardSummary = Infer<typeof SavedCardSummary>;

/** GET /payment/get_billing_info: the saved card, or null when none is saved. */
export const BillingInfoResponse = object({ card: nullable(SavedCardSummary) });
export type BillingInfoResponse = Infer<typeof BillingInfoResponse>;

/**
 * POST /payment/set_billing_info and POST /creditcard_reset: saves the card (replacing the
 * previous one) and pays every open invoice with it, so a past_due membership becomes active. A
 * refused card (402 `payment_declined`) changes nothing. `holder_name` is the card form's first
 * and last name.
 */
export const SetBillingInfoRequest = object({
  card_token: CardToken,
  holder_name: optional(requiredText(LIMITS.name * 2)),
});
export type SetBillingInfoRequest = Infer<typeof SetBillingInfoRequest>;

export const SetBillingInfoResponse = object({
  card: SavedCardSummary,
  /** The invoices this card just paid. */
  paid_invoice_ids: array(Id),
  subscription: SubscriptionDetails,
});
export type SetBillingInfoResponse = Infer<typeof SetBillingInfoResponse>;

// ---------------------------------------------------------------------------------------------
// Upgrade and shipping

/**
 * POST /users/upgrade_membership (a free_evangelism partner): pays the plan's first payment with
 * the card; the caller becomes evangelism with an active membership. 402 `payment_declined`
 * changes nothing.
 */
export const UpgradeMembershipRequest = object({
  plan_code: PlanCode,
  card_token: CardToken,
  idempotency_key: IdempotencyKey,
});
export type UpgradeMembershipRequest = Infer<typeof UpgradeMembershipRequest>;

/** The caller's roles after the upgrade, so the app changes the menu without a new sign-in. */
export const UpgradeMembershipResponse = object({
  role: array(RoleStruct),
  subscription: SubscriptionDetails,
});
export type UpgradeMembershipResponse = Infer<typeof UpgradeMembershipResponse>;

/** POST /users/update_shipping: where card orders go (the profile's `shipping_address`). */
export const UpdateShippingRequest = object({
  name: requiredText(LIMITS.name),
  address: requiredText(LOCATION_LIMITS.address),
  address2: nullable(
    refine(string(), 'optional_text', (value) =>
      value.length <= LOCATION_LIMITS.address
        ? true
        : `Use at most ${LOCATION_LIMITS.address} characters.`,
    ),
  ),
  city: requiredText(LOCATION_LIMITS.city),
  state: requiredText(LOCATION_LIMITS.state),
  zip_code: requiredText(LOCATION_LIMITS.zip),
  country: CountryCode,
});
export type UpdateShippingRequest = Infer<typeof UpdateShippingRequest>;

export const UpdateShippingResponse = object({ shipping_address: Address });
export type UpdateShippingResponse = Infer<typeof UpdateShippingResponse>;

// ---------------------------------------------------------------------------------------------
// Admin

/** GET /admin/account_billing?account_id=: one church's subscription, invoices and payments. */
export const AccountBillingRequest = object({ account_id: QueryId });
export type AccountBillingRequest = Infer<typeof AccountBillingRequest>;

export const AccountBillingResponse = object({
  subscription: SubscriptionDetails,
  invoices: array(Invoice),
  payments: array(PaymentRecord),
});
export type AccountBillingResponse = Infer<typeof AccountBillingResponse>;

/**
 * POST /admin/refund_payment: refunds a succeeded payment in full through the provider (the
 * spec's guarantee); the membership is canceled, its videos follow, and the activity log says
 * who refunded. Refunding an already refunded payment is a 409 `conflict`.
 */
export const RefundPaymentRequest = object({ payment_id: Id });
export type RefundPaymentRequest = Infer<typeof RefundPaymentRequest>;

export const RefundPaymentResponse = AccountBillingResponse;
export type RefundPaymentResponse = AccountBillingResponse;
