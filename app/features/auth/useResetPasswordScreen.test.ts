// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { resetErrorOf } from './useResetPasswordScreen';

function refused(code: string, fields?: Record<string, string>) {
  return new ApiError('http', 'POST /auth/reset_password: 400', {
    status: 400,
    body: { error: { code, message: 'Refused.', fields } },
  });
}

describe('resetErrorOf', () => {
  it('shows the expired or used link page for a refused token', () => {
    expect(resetErrorOf(refused('invalid_token'), 'long-enough-1')).toEqual({
      code: 'invalidLink',
    });
    expect(
      resetErrorOf(
        refused('validation_failed', { token: 'This link is not valid.' }),
        'long-enough-1',
      ),
    ).toEqual({ code: 'invalidLink' });
  });

  it('puts a refused password next to its field, in our words', () => {
    expect(
      resetErrorOf(
        refused('validation_failed', { password: 'Use at least 8 characters.' }),
        'short',
      ),
    ).toEqual({
      code: 'invalidPassword',
      fieldErrors: { password: { key: 'auth.resetPassword.tooShort', params: { min: 8 } } },
    });
  });

  it('says anything else went wrong', () => {
    expect(resetErrorOf(new ApiError('network', 'no answer'), 'long-enough-1')).toEqual({
      code: 'unknown',
    });
  });
});
