import type {
  ForgotPasswordScreenProps,
  ForgotPasswordValues,
} from '#screens/auth/ForgotPasswordScreen';
import type { RequestError } from '#screens/shared/messages';
import { api } from '#app/api';
import { reportFailure, requestErrorOf } from '#app/shared/apiErrors';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';

/**
 * Forgot password: asks the server for a reset link. The server answers the same whether or not
 * the address has an account, and so does the screen.
 */
export function useForgotPasswordScreen(): ForgotPasswordScreenProps {
  const page = usePublicPage();
  const href = useRouteHref();

  const onSubmit = async ({ email }: ForgotPasswordValues): Promise<RequestError | void> => {
    try {
      await api.auth.forgotPassword({ email: email.trim() });
    } catch (error) {
      const failure = requestErrorOf(error);
      if (failure.code === 'unknown') reportFailure('Asking for a reset link', error);
      return failure;
    }
  };

  return { ...page, onSubmit, signInHref: href('signIn') };
}
