import { useLocation } from 'react-router-dom';
import { LIMITS } from '#contract/validation';
import type {
  ResetPasswordError,
  ResetPasswordScreenProps,
  ResetPasswordValues,
} from '#screens/auth/ResetPasswordScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { api, errorCode, fieldErrors, isApiError } from '#app/api';
import { signInNoticeKey } from '#app/routing';
import { reportFailure } from '#app/shared/apiErrors';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';

/** The query key of the reset link the server mails (`/users/reset-password?token=…`). */
export const resetTokenKey = 'token';

/** Why the server refused a new password, as a message of ours (never the server's own text). */
function passwordProblem(password: string): ScreenMessage {
  const length = Array.from(password).length;
  if (length < LIMITS.passwordMin)
    return { key: 'auth.resetPassword.tooShort', params: { min: LIMITS.passwordMin } };
  if (length > LIMITS.passwordMax)
    return { key: 'validation.tooLong', params: { max: LIMITS.passwordMax } };
  return 'validation.invalidValue';
}

/** What the server's answer to a reset means to the person: link expired or used, password refused, or else. */
export function resetErrorOf(error: unknown, password: string): ResetPasswordError {
  const code = errorCode(error);
  const fields = fieldErrors(error);
  if (code === 'invalid_token' || 'token' in fields) return { code: 'invalidLink' };
  if (code === 'validation_failed' && 'password' in fields) {
    return { code: 'invalidPassword', fieldErrors: { password: passwordProblem(password) } };
  }
  return { code: 'unknown' };
}

/** Reset password: the token comes from the mailed link's query; without one the link is invalid. */
export function useResetPasswordScreen(): ResetPasswordScreenProps {
  const page = usePublicPage();
  const href = useRouteHref();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(resetTokenKey)?.trim() ?? '';
  const linkLooksValid = token.length > 0 && token.length <= LIMITS.token;

  const onSubmit = async ({
    password,
  }: ResetPasswordValues): Promise<ResetPasswordError | void> => {
    if (!linkLooksValid) return { code: 'invalidLink' };
    try {
      await api.auth.resetPassword({ token, password });
    } catch (error) {
      // Our own check of the request before sending: only the password can be at fault.
      if (isApiError(error) && error.kind === 'contract' && error.status === null) {
        return { code: 'invalidPassword', fieldErrors: { password: passwordProblem(password) } };
      }
      const refusal = resetErrorOf(error, password);
      if (refusal.code === 'unknown') reportFailure('Setting the new password', error);
      return refusal;
    }
  };

  return {
    ...page,
    onSubmit,
    status: linkLooksValid ? 'form' : 'invalidLink',
    signInHref: href('signIn', { search: `?${signInNoticeKey}=passwordReset` }),
    forgotPasswordHref: href('forgotPassword'),
  };
}
