// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { churchAccessSaveErrorOf } from './useChurchAccessScreen';

function refused(status: number, code: string, fields?: Record<string, string>) {
  return new ApiError('http', `POST: ${status}`, {
    status,
    body: { error: { code, message: 'Refused.', fields } },
    retryAfterSeconds: null,
  });
}

describe('churchAccessSaveErrorOf', () => {
  it("puts each refused field next to its field, with the screen's own message", () => {
    expect(
      churchAccessSaveErrorOf(
        refused(400, 'validation_failed', {
          care_phone: 'Enter a phone number.',
          care_password: 'Use at least 8 characters.',
        }),
      ),
    ).toEqual({
      fieldErrors: {
        carePhone: 'churchAccess.form.carePhoneInvalid',
        carePassword: 'churchAccess.form.passwordTooShort',
      },
    });
  });

  it('says when church access was set up meanwhile, and anything else in general words', () => {
    expect(churchAccessSaveErrorOf(refused(409, 'conflict'))).toEqual({
      formError: 'churchAccess.form.alreadySetUp',
    });
    expect(churchAccessSaveErrorOf(refused(400, 'validation_failed', { other: 'x' }))).toEqual({
      formError: 'common.somethingWentWrong',
    });
    expect(churchAccessSaveErrorOf(new ApiError('network', 'no answer'))).toEqual({
      formError: 'common.somethingWentWrong',
    });
  });
});
