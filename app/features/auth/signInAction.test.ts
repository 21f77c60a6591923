// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { resetSession, session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { landingAfterSignIn, signInErrorOf } from './signInAction';

function refused(status: number, code: string, retryAfterSeconds: number | null = null) {
  return new ApiError('http', `POST /auth/sign_in: ${status}`, {
    status,
    body: { error: { code, message: 'Refused.' } },
    retryAfterSeconds,
  });
}

describe('signInErrorOf', () => {
  it('names a wrong email or password', () => {
    expect(signInErrorOf(refused(401, 'invalid_credentials'))).toEqual({
      code: 'invalidCredentials',
    });
  });

  it('gives the wait, in whole minutes, after too many attempts', () => {
    expect(signInErrorOf(refused(429, 'too_many_requests', 61))).toEqual({
      code: 'throttled',
      retryAfterMinutes: 2,
    });
    expect(signInErrorOf(refused(429, 'too_many_requests'))).toEqual({
      code: 'throttled',
      retryAfterMinutes: 1,
    });
  });

  it('treats an address no account can have as wrong credentials', () => {
    expect(signInErrorOf(new ApiError('contract', 'request does not match'))).toEqual({
      code: 'invalidCredentials',
    });
  });

  it('says anything else went wrong', () => {
    expect(signInErrorOf(new ApiError('network', 'no answer'))).toEqual({ code: 'unknown' });
    expect(signInErrorOf(refused(500, 'internal_error'))).toEqual({ code: 'unknown' });
  });
});

describe('landingAfterSignIn', () => {
  afterEach(() => resetSession());

  function signedIn(
    roles: Parameters<typeof userFromAuth>[0]['roles'],
    locale: 'en' | 'ko' = 'en',
  ) {
    session.user = userFromAuth({ jwt: 'jwt', roles });
    session.locale = locale;
  }

  it("goes to the role's dashboard, in the page's language", () => {
    signedIn(['care'], 'ko');
    expect(landingAfterSignIn(null, 'careDashboard')).toBe('/ko/care-dashboard');
  });

  it('goes back to the page the visitor was sent away from, with its query', () => {
    signedIn(['evangelism'], 'ko');
    expect(landingAfterSignIn('/inbox?page=2', 'dashboard')).toBe('/ko/inbox?page=2');
  });

  it('never goes back where the new user may not go, nor outside the app', () => {
    signedIn(['admin']);
    expect(landingAfterSignIn('/inbox', 'adminDashboard')).toBe('/admin/dashboard');
    signedIn(['evangelism']);
    expect(landingAfterSignIn('//evil.example/inbox', 'dashboard')).toBe('/dashboard');
    expect(landingAfterSignIn('https://evil.example/', 'dashboard')).toBe('/dashboard');
  });
});
