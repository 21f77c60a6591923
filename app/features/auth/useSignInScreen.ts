import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  signInNotices,
  type SignInError,
  type SignInNotice,
  type SignInScreenProps,
  type SignInValues,
} from '#screens/auth/SignInScreen';
import { returnToKey, signInNoticeKey } from '#app/routing';
import { usePublicPage } from '#app/shared/usePublicPage';
import { useRouteHref } from '#app/shared/useRouteHref';
import type { SignInOutcome } from './signInAction';

function noticeOf(value: string | null): SignInNotice | undefined {
  return signInNotices.find((notice) => notice === value);
}

/**
 * Signing in, with the session's actions and the API client behind it: fetched as soon as the
 * page has shown, so the form appears without waiting for them and they are there when it is sent.
 */
function loadSignInAction() {
  return import('./signInAction');
}

/** Sign-in: on success the role's dashboard (or the page the visitor was sent away from). */
export function useSignInScreen(): SignInScreenProps {
  const page = usePublicPage();
  const href = useRouteHref();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const redirectTo = query.get(returnToKey);

  useEffect(() => {
    loadSignInAction().catch(() => undefined);
  }, []);

  const onSubmit = async (values: SignInValues): Promise<SignInError | void> => {
    let outcome: SignInOutcome;
    try {
      const { signInWith } = await loadSignInAction();
      outcome = await signInWith(values, redirectTo);
    } catch {
      // The code itself did not arrive (offline).
      return { code: 'unknown' };
    }
    if (!outcome.ok) return outcome.error;
    void navigate(outcome.to, { replace: true });
  };

  return {
    ...page,
    onSubmit,
    notice: noticeOf(query.get(signInNoticeKey)),
    forgotPasswordHref: href('forgotPassword'),
  };
}
