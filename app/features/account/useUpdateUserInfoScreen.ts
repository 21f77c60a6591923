import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { endpoints, type LookupUserResponse } from '#contract';
import { useLocale } from '#ds/i18n';
import type {
  EmailChangeError,
  ProfileSaveError,
  UpdateUserInfoScreenProps,
  UpdateUserInfoValues,
} from '#screens/account/UpdateUserInfoScreen';
import type { FieldErrors } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointKey } from '#app/query/keys';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';

/** The query key of the link the server mails to a new address (`/updateInfo?email_token=…`). */
export const emailTokenKey = 'email_token';

/** The server's refusal of a name change, as messages of ours (never the server's own text). */
export function profileSaveErrorOf(error: unknown): ProfileSaveError {
  const fields = fieldErrors(error);
  if (errorCode(error) === 'validation_failed' && ('firstname' in fields || 'lastname' in fields)) {
    const errors: FieldErrors<'firstName' | 'lastName'> = {};
    if ('firstname' in fields) errors.firstName = 'account.updateInfo.firstNameRequired';
    if ('lastname' in fields) errors.lastName = 'account.updateInfo.lastNameRequired';
    return { fieldErrors: errors };
  }
  return { formError: 'common.somethingWentWrong' };
}

/**
 * What the server's answer to an email change means to the person. A conflict comes only from
 * confirming (the address was taken after the mail went out); asking for a code never says
 * whether an address is registered.
 */
export function emailChangeErrorOf(error: unknown): EmailChangeError {
  switch (errorCode(error)) {
    case 'conflict':
      return { code: 'emailTaken' };
    case 'invalid_token':
      return { code: 'invalidToken' };
    case 'too_many_requests':
      return { code: 'throttled', retryAfterMinutes: retryAfterMinutes(error) };
    default:
      return { code: 'unknown' };
  }
}

/**
 * Update user info: names and show mode (POST /update_user), and the email change: a code sent
 * to the new address (POST /send_new_email_token), confirmed with it (POST /verify_new_email).
 * The mailed link opens this page with the code filled in.
 */
export function useUpdateUserInfoScreen(): UpdateUserInfoScreenProps {
  const href = useRouteHref();
  const client = useQueryClient();
  const lookup = useQuery(endpointQuery(endpoints.lookupUser));
  const locale = useLocale();
  const { search } = useLocation();
  const initialToken = new URLSearchParams(search).get(emailTokenKey)?.trim() || undefined;
  const record = lookup.data;
  // Each answer is the saved record: it shows at once, and the query refresh confirms it.
  const showRecord = (saved: LookupUserResponse) =>
    client.setQueryData(endpointKey(endpoints.lookupUser), saved);
  const updateUser = useMutation({
    ...endpointMutation(endpoints.updateUser),
    onSuccess: showRecord,
  });
  const verifyNewEmail = useMutation({
    ...endpointMutation(endpoints.verifyNewEmail),
    onSuccess: showRecord,
  });
  const sendNewEmailToken = useMutation({
    ...endpointMutation(endpoints.sendNewEmailToken),
    onSuccess: (answer) =>
      client.setQueryData<LookupUserResponse>(endpointKey(endpoints.lookupUser), (current) =>
        current ? { ...current, pending_email: answer.pending_email } : current,
      ),
  });

  const onSaveProfile = async ({
    firstName,
    lastName,
    showMode,
  }: UpdateUserInfoValues): Promise<ProfileSaveError | void> => {
    // The shell shows the name: the session's profile follows (invalidations.ts).
    try {
      await updateUser.mutateAsync({
        firstname: firstName.trim(),
        lastname: lastName.trim(),
        show_mode: showMode,
      });
    } catch (error) {
      const refusal = profileSaveErrorOf(error);
      if (refusal.formError) reportFailure('Saving your name', error);
      return refusal;
    }
  };

  const onRequestEmailChange = async (newEmail: string): Promise<EmailChangeError | void> => {
    try {
      // The new address is no user's yet: its confirmation is written in this page's language.
      await sendNewEmailToken.mutateAsync({ email: newEmail.trim().toLowerCase(), locale });
    } catch (error) {
      const refusal = emailChangeErrorOf(error);
      if (refusal.code === 'unknown') reportFailure('Sending the email confirmation', error);
      return refusal;
    }
  };

  const onVerifyEmail = async (token: string): Promise<EmailChangeError | void> => {
    try {
      await verifyNewEmail.mutateAsync({ token: token.trim() });
    } catch (error) {
      const refusal = emailChangeErrorOf(error);
      if (refusal.code === 'unknown') reportFailure('Confirming the new email address', error);
      return refusal;
    }
  };

  return {
    ...screenStateOf([lookup]),
    initialValues: {
      firstName: record?.firstname ?? '',
      lastName: record?.lastname ?? '',
      showMode: record?.show_mode ?? false,
    },
    email: record?.email ?? '',
    pendingEmail: record?.pending_email ?? null,
    onSaveProfile,
    onRequestEmailChange,
    onVerifyEmail,
    emailStep: initialToken ? 'pending' : undefined,
    initialToken,
    accountHref: href('account'),
  };
}
