// @vitest-environment node
import { is, validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { sandboxCardTokenizer } from '#app/payments/cardTokenizer';
import { ForgotPasswordRequest, SignInRequest } from '#contract/auth/auth';
import { CardToken } from '#contract/billing/billing';
import { parseSandboxCardToken } from '#contract/billing/paymentCards';
import { Email, Slug, VideoLink } from '#contract/validation';
import { CheckVideoSlugRequest, SaveVideoRequest } from '#contract/videos/videos';
import { email, slug, videoLink } from '#ds/forms/validators';
import { linkProblemOf, slugProblemOf } from '#ds/video/VideoWizard/videoWizardReducer';
import { ruleVerdicts, type RuleVerdict } from './ruleVerdicts';

// Every row of the shared table through both sides (issue 22, decision 061): the browser's
// validators as the forms use them, and the structs the server checks its requests with.

type Row<Rule extends RuleVerdict['rule']> = Extract<RuleVerdict, { rule: Rule }>;
const rowsOf = <Rule extends RuleVerdict['rule']>(rule: Rule) =>
  ruleVerdicts.filter((row): row is Row<Rule> => row.rule === rule);
const label = (row: RuleVerdict) =>
  `${row.valid ? 'accept' : 'refuse'} ${JSON.stringify(row.input.length > 60 ? `${row.input.slice(0, 40)}… (${row.input.length})` : row.input)}${row.why ? ` (${row.why})` : ''}`;

/** The server's verdict on a request: valid, or refused with an error naming `field`. */
function serverAccepts<T, S>(struct: Struct<T, S>, request: object, field: string) {
  const [error] = validate(request, struct);
  if (!error) return true;
  expect(error.failures().map((failure) => failure.key)).toContain(field);
  return false;
}

describe('the shared rule verdicts', () => {
  it('cover every rule, both verdicts of each and the drift of issue 22', () => {
    for (const rule of ['email', 'slug', 'videoLink', 'cardNumber'] as const) {
      expect(rowsOf(rule).some((row) => row.valid)).toBe(true);
      expect(rowsOf(rule).some((row) => !row.valid)).toBe(true);
    }
    const emails = new Map(rowsOf('email').map((row) => [row.input, row.valid]));
    expect(emails.get('"a b"@example.org')).toBe(false);
    expect(emails.get('ümlaut@example.org')).toBe(false);
    expect(emails.get('x@y.c')).toBe(true);
  });

  describe.each(rowsOf('email').map((row) => [label(row), row] as const))(
    'e-mail: %s',
    (_, row) => {
      it('in the browser', () => {
        expect(email(row.input) === undefined).toBe(row.valid);
      });
      it('on the server', () => {
        expect(is(row.input, Email)).toBe(row.valid);
        const password = 'correct horse';
        expect(serverAccepts(SignInRequest, { email: row.input, password }, 'email')).toBe(
          row.valid,
        );
        expect(serverAccepts(ForgotPasswordRequest, { email: row.input }, 'email')).toBe(row.valid);
      });
    },
  );

  describe.each(rowsOf('slug').map((row) => [label(row), row] as const))('slug: %s', (_, row) => {
    it('in the browser', () => {
      expect(slug(row.input) === undefined).toBe(row.valid);
      expect(slugProblemOf(row.input) === null).toBe(row.valid);
    });
    it('on the server', () => {
      expect(is(row.input, Slug)).toBe(row.valid);
      const check = { slug: row.input, kind: 'profile' };
      expect(serverAccepts(CheckVideoSlugRequest, check, 'slug')).toBe(row.valid);
    });
  });

  describe.each(rowsOf('videoLink').map((row) => [label(row), row] as const))(
    'video link: %s',
    (_, row) => {
      it('in the browser', () => {
        expect(videoLink(row.input) === undefined).toBe(row.valid);
        expect(linkProblemOf(row.input) === null).toBe(row.valid);
      });
      it('on the server', () => {
        expect(is(row.input, VideoLink)).toBe(row.valid);
        const save = {
          kind: 'profile',
          slug: 'grace',
          embed_url: row.input,
          upload_id: null,
          poster_seconds: null,
        };
        expect(serverAccepts(SaveVideoRequest, save, 'embed_url')).toBe(row.valid);
      });
    },
  );

  const card = { firstName: 'Grace', lastName: 'Kim', month: '12', year: '2030', cvv: '123' };
  const today = new Date('2026-01-15T00:00:00Z');
  describe.each(rowsOf('cardNumber').map((row) => [label(row), row] as const))(
    'card number: %s',
    (_, row) => {
      const fields = { ...card, cardNumber: row.input };
      it('in the browser', () => {
        const invalid = sandboxCardTokenizer.invalidFields(fields, today);
        expect(invalid.includes('cardNumber')).toBe(!row.valid);
        expect(invalid.filter((field) => field !== 'cardNumber')).toEqual([]);
      });
      it('on the server (which sees the sandbox token, never the number)', () => {
        const token = row.valid ? sandboxCardTokenizer.tokenize(fields) : null;
        if (row.sandbox === null) {
          expect(token).toBeNull();
          return;
        }
        expect(token).not.toBeNull();
        expect(is(token, CardToken)).toBe(true);
        const digits = row.input.replace(/\D/g, '');
        expect(parseSandboxCardToken(token!)).toMatchObject({
          scenario: row.sandbox,
          last4: digits.slice(-4),
          expMonth: 12,
          expYear: 2030,
        });
      });
    },
  );
});
