// The card form's rules (spec sections 3, 5 and 8) and the offline sandbox's test cards, shared
// by the app's card form and the server's sandbox provider (decision 042).

/** The card form's fields, in the order the spec names them. */
export const CARD_FIELDS = ['firstName', 'lastName', 'cardNumber', 'month', 'year', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardFields = Record<CardField, string>;

/**
 * What the sandbox does with each of Stripe's published test cards, as Stripe's test mode does:
 * - `succeeds`: saved and charged;
 * - `declined`: refused when saved or charged (`card_declined`);
 * - `insufficientFunds`: saved, then every charge fails (`insufficient_funds`);
 * - `failsWhenCharged`: saved, then every charge fails (`card_declined`), as a card that
 *   stopped working between sign-up and a renewal.
 */
export const SANDBOX_SCENARIOS = [
  'succeeds',
  'declined',
  'insufficientFunds',
  'failsWhenCharged',
] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

/** Stripe's test card numbers the sandbox accepts; any other number is refused. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxScenario>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000341': 'failsWhenCharged',
};

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A month of 1 to 12, or NaN. */
function monthOf(text: string): number {
  const month = /^\d{1,2}$/.test(text.trim()) ? Number(text) : NaN;
  return month >= 1 && month <= 12 ? month : NaN;
}

/** A year of two or four digits as four digits (`27` is 2027), or NaN. */
function yearOf(text: string): number {
  const trimmed = text.trim();
  if (/^\d{2}$/.test(trimmed)) return 2000 + Number(trimmed);
  return /^\d{4}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** The expiry as a month and a four-digit year, or null when either is not one. */
function expiryOf(
  fields: Pick<CardFields, 'month' | 'year'>,
): { month: number; year: number } | null {
  const month = monthOf(fields.month);
  const year = yearOf(fields.year);
  return Number.isNaN(month) || Number.isNaN(year) ? null : { month, year };
}

/** Cards are issued for at most this many years; a later expiry is a typing mistake. */
const LONGEST_VALIDITY_YEARS = 20;

/**
 * The fields of a card form that are wrong, in the form's order: what follows 'The following
 * fields appear to be invalid' (spec section 8). Month and year are both named when the card
 * expired before `today`'s month, or expires more than 20 years ahead.
 */
export function invalidCardFields(fields: CardFields, today: Date): CardField[] {
  const invalid = new Set<CardField>();
  if (fields.firstName.trim() === '' || fields.firstName.length > 100) invalid.add('firstName');
  if (fields.lastName.trim() === '' || fields.lastName.length > 100) invalid.add('lastName');
  if (!passesLuhn(digitsOf(fields.cardNumber))) invalid.add('cardNumber');
  if (Number.isNaN(monthOf(fields.month))) invalid.add('month');
  if (Number.isNaN(yearOf(fields.year))) invalid.add('year');
  const expiry = expiryOf(fields);
  if (expiry) {
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    const lastMonth = expiry.year * 12 + expiry.month - 1;
    if (lastMonth < thisMonth || expiry.year > today.getUTCFullYear() + LONGEST_VALIDITY_YEARS) {
      invalid.add('month');
      invalid.add('year');
    }
  }
  if (!/^\d{3,4}$/.test(fields.cvv.trim())) invalid.add('cvv');
  return CARD_FIELDS.filter((field) => invalid.has(field));
}

/** The sandbox's card token: the scenario, the last four digits and the expiry. */
const SANDBOX_TOKEN =
  /^sandbox_(succeeds|declined|insufficientFunds|failsWhenCharged)_(\d{4})_(\d{2})_(\d{4})$/;

export type SandboxCard = {
  scenario: SandboxScenario;
  last4: string;
  expMonth: number;
  expYear: number;
};

/**
 * What the sandbox's part in the browser makes of a valid card form, in place of Stripe
 * Elements' payment method: a token that names the test card's scenario, never the number.
 * Null for any number that is not one of Stripe's test cards: no real card is ever processed.
 */
export function sandboxCardToken(fields: CardFields): string | null {
  const digits = digitsOf(fields.cardNumber);
  const scenario = SANDBOX_TEST_CARDS[digits];
  const expiry = expiryOf(fields);
  if (!scenario || !expiry) return null;
  const month = String(expiry.month).padStart(2, '0');
  return `sandbox_${scenario}_${digits.slice(-4)}_${month}_${expiry.year}`;
}

/** The sandbox card a token names, or null when it is not a sandbox token. */
export function parseSandboxCardToken(token: string): SandboxCard | null {
  const match = SANDBOX_TOKEN.exec(token);
  if (!match) return null;
  const [, scenario, last4, month, year] = match as unknown as [
    string,
    SandboxScenario,
    string,
    string,
    string,
  ];
  const expMonth = Number(month);
  if (expMonth < 1 || expMonth > 12) return null;
  return { scenario, last4, expMonth, expYear: Number(year) };
}
