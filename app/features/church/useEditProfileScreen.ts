import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_LIMITS,
  type ChurchProfile,
  type PictureKind,
} from '#contract/church/churchProfile';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import type {
  ChurchProfileField,
  ChurchProfileValues,
  EditProfileSaveError,
  EditProfileScreenProps,
  PictureUploadError,
} from '#screens/church/EditProfileScreen';
import type { FieldErrors, ScreenMessage } from '#screens/shared/messages';
import { apiClient, errorCode, fieldErrors, isApiError, uploadToEndpoint } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointKey, endpointPrefix } from '#app/query/keys';
import { publicChurchPageOf } from '#app/session/selectors';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useSessionUser } from '#app/shared/useSessionUser';
import {
  editRequestOf,
  picturesOf,
  profileValuesOf,
  serverFieldNames,
} from './churchProfileValues';

/** The message of ours each refused field shows (never the server's text). */
const tooLong = (max: number): ScreenMessage => ({ key: 'validation.tooLong', params: { max } });

const fieldMessages: Record<ChurchProfileField, ScreenMessage> = {
  description: 'editProfile.errors.descriptionRequired',
  serviceTimes: tooLong(PROFILE_LIMITS.serviceTimes),
  contactDetails: 'editProfile.errors.contactDetailsRequired',
  churchAddress: tooLong(PROFILE_LIMITS.address),
  churchWebsite: 'editProfile.errors.url',
  churchPhone: 'editProfile.errors.phone',
  facebookUrl: 'editProfile.errors.url',
  twitterUrl: 'editProfile.errors.url',
  donationUrl: 'editProfile.errors.url',
  videoEmbedUrl: 'editProfile.errors.videoLink',
  welcomeVideoEmbed: 'editProfile.errors.embed',
  counsellingPastor: tooLong(PROFILE_LIMITS.counsellingPastor),
  counsellingEmail: 'validation.email',
};

/** What a refused save means to the person. */
export function editProfileSaveErrorOf(error: unknown): EditProfileSaveError {
  if (errorCode(error) === 'validation_failed') {
    const fields = fieldErrors(error);
    const errors: FieldErrors<ChurchProfileField> = {};
    for (const [field, server] of Object.entries(serverFieldNames)) {
      if (server in fields) {
        errors[field as ChurchProfileField] = fieldMessages[field as ChurchProfileField];
      }
    }
    if (Object.keys(errors).length > 0) return { fieldErrors: errors };
  }
  return { formError: 'common.somethingWentWrong' };
}

/** What a refused picture means to the person. */
export function pictureUploadErrorOf(error: unknown): PictureUploadError {
  const code = errorCode(error);
  if (code === 'payload_too_large') return { message: 'editProfile.errors.pictureTooLarge' };
  if (code === 'validation_failed' && 'picture' in fieldErrors(error)) {
    return { message: 'editProfile.errors.notPicture' };
  }
  if (code === 'too_many_requests') {
    const seconds = isApiError(error) ? (error.retryAfterSeconds ?? 60) : 60;
    return {
      message: {
        key: 'editProfile.errors.tooManyUploads',
        params: { count: Math.max(1, Math.ceil(seconds / 60)) },
      },
    };
  }
  return { message: 'common.somethingWentWrong' };
}

/**
 * Edit profile (pastor): the church profile (GET /church_profile), saved with POST /edit_profile,
 * pictures sent with POST /upload_church_picture. The church is the caller's own: the server
 * takes it from the session.
 */
export function useEditProfileScreen(): EditProfileScreenProps {
  const client = useQueryClient();
  const locale = useLocale();
  const user = useSessionUser();
  const profile = useQuery(endpointQuery(calls.churchProfile));
  const show = (saved: ChurchProfile) =>
    client.setQueryData(endpointKey(calls.churchProfile), saved);
  const save = useMutation({ ...endpointMutation(calls.editProfile), onSuccess: show });
  const upload = useMutation({
    mutationKey: endpointPrefix(calls.uploadChurchPicture),
    mutationFn: ({ kind, file }: { kind: PictureKind; file: File }) =>
      uploadToEndpoint(
        apiClient,
        calls.uploadChurchPicture,
        { kind },
        {
          field: 'picture',
          blob: file,
          name: file.name,
        },
      ),
    onSuccess: show,
  });

  return {
    ...screenStateOf([profile]),
    values: profileValuesOf(profile.data),
    pictures: picturesOf(profile.data),
    publicUrl: publicChurchPageOf(user, locale),
    onSave: async (values: ChurchProfileValues): Promise<EditProfileSaveError | void> => {
      try {
        await save.mutateAsync(editRequestOf(values));
        return undefined;
      } catch (error) {
        reportFailure('Saving the church profile', error);
        return editProfileSaveErrorOf(error);
      }
    },
    onUpload: async (kind, file): Promise<PictureUploadError | void> => {
      try {
        await upload.mutateAsync({ kind, file });
        return undefined;
      } catch (error) {
        reportFailure('Uploading a church picture', error);
        return pictureUploadErrorOf(error);
      }
    },
  };
}
