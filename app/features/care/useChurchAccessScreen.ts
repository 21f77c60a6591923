import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareAccess, CareUserResponse } from '#contract/care/care';
import { calls } from '#contract/calls';
import type {
  ChurchAccessDetails,
  ChurchAccessField,
  ChurchAccessSaveError,
  ChurchAccessScreenProps,
  ChurchAccessValues,
} from '#screens/care/ChurchAccessScreen';
import type { FieldErrors } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointKey } from '#app/query/keys';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';

/** The server's field names, and the message of ours each refusal shows (never the server's text). */
const fieldMessages = {
  care_pastor: ['carePastor', 'churchAccess.form.carePastorRequired'],
  care_email: ['careEmail', 'validation.email'],
  care_address: ['careAddress', 'churchAccess.form.careAddressRequired'],
  care_phone: ['carePhone', 'churchAccess.form.carePhoneInvalid'],
  care_website: ['careWebsite', 'churchAccess.form.careWebsiteInvalid'],
  care_password: ['carePassword', 'churchAccess.form.passwordTooShort'],
} as const satisfies Record<string, readonly [ChurchAccessField, string]>;

/** What a refused save means to the person. */
export function churchAccessSaveErrorOf(error: unknown): ChurchAccessSaveError {
  const code = errorCode(error);
  if (code === 'validation_failed') {
    const fields = fieldErrors(error);
    const errors: FieldErrors<ChurchAccessField> = {};
    for (const [serverName, [field, message]] of Object.entries(fieldMessages)) {
      if (serverName in fields) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { fieldErrors: errors };
  }
  // Set up meanwhile from another session: the page shows what is saved now.
  if (code === 'conflict') return { formError: 'churchAccess.form.alreadySetUp' };
  return { formError: 'common.somethingWentWrong' };
}

function detailsOf(access: CareAccess): ChurchAccessDetails {
  return {
    carePastor: access.care_pastor,
    careEmail: access.care_email,
    careAddress: access.care_address,
    carePhone: access.care_phone,
    careWebsite: access.care_website,
    passwordSetAt: access.password_set_at,
  };
}

const requestOf = (values: ChurchAccessValues) => ({
  care_pastor: values.carePastor,
  care_email: values.careEmail,
  care_address: values.careAddress,
  care_phone: values.carePhone,
  care_website: values.careWebsite,
});

/**
 * Church access (care): the church's member login (GET /care_user), set up once
 * (POST /care_user) and edited afterwards (POST /edit_care). The account is the caller's own:
 * the server takes it from the session.
 */
export function useChurchAccessScreen(): ChurchAccessScreenProps {
  const client = useQueryClient();
  const careUser = useQuery(endpointQuery(calls.careUser));
  // Each answer is the saved access: it shows at once, and the query refresh confirms it.
  const showSaved = (saved: CareUserResponse) =>
    client.setQueryData(endpointKey(calls.careUser), saved);
  const create = useMutation({ ...endpointMutation(calls.createCareUser), onSuccess: showSaved });
  const edit = useMutation({ ...endpointMutation(calls.editCare), onSuccess: showSaved });
  const access = careUser.data?.care_access ?? null;

  const onSave = async (values: ChurchAccessValues): Promise<ChurchAccessSaveError | void> => {
    try {
      if (access) {
        await edit.mutateAsync({
          ...requestOf(values),
          ...(values.carePassword ? { care_password: values.carePassword } : {}),
        });
      } else {
        await create.mutateAsync({
          ...requestOf(values),
          care_password: values.carePassword ?? '',
        });
      }
    } catch (error) {
      reportFailure('Saving church access', error);
      const outcome = churchAccessSaveErrorOf(error);
      // What is saved changed under this page (set up elsewhere): show it.
      if (errorCode(error) === 'conflict' || errorCode(error) === 'not_found')
        await careUser.refetch();
      return outcome;
    }
  };

  return {
    ...screenStateOf([careUser]),
    login: careUser.data?.login ?? '',
    access: access ? detailsOf(access) : null,
    onSave,
  };
}
