// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { emailChangeErrorOf, profileSaveErrorOf } from './useUpdateUserInfoScreen';

function refused(
  status: number,
  code: string,
  fields?: Record<string, string>,
  retryAfterSeconds: number | null = null,
) {
  return new ApiError('http', `POST: ${status}`, {
    status,
    body: { error: { code, message: 'Refused.', fields } },
    retryAfterSeconds,
  });
}

describe('emailChangeErrorOf', () => {
  it('maps the server codes of the email change', () => {
    // Only confirming can meet a conflict: the address was taken after the mail went out.
    expect(emailChangeErrorOf(refused(409, 'conflict', { email: 'Taken.' }))).toEqual({
      code: 'emailTaken',
    });
    expect(emailChangeErrorOf(refused(400, 'invalid_token'))).toEqual({ code: 'invalidToken' });
    expect(emailChangeErrorOf(refused(429, 'too_many_requests', undefined, 600))).toEqual({
      code: 'throttled',
      retryAfterMinutes: 10,
    });
    expect(emailChangeErrorOf(new ApiError('network', 'no answer'))).toEqual({ code: 'unknown' });
  });
});

describe('profileSaveErrorOf', () => {
  it('puts refused names next to their fields', () => {
    expect(
      profileSaveErrorOf(
        refused(400, 'validation_failed', { firstname: 'This field is required.' }),
      ),
    ).toEqual({
      fieldErrors: { firstName: 'account.updateInfo.firstNameRequired' },
    });
  });

  it('says anything else went wrong', () => {
    expect(profileSaveErrorOf(refused(500, 'internal_error'))).toEqual({
      formError: 'common.somethingWentWrong',
    });
  });
});
