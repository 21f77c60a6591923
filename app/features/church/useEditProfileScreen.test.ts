// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { editProfileSaveErrorOf, pictureUploadErrorOf } from './useEditProfileScreen';

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

describe('editProfileSaveErrorOf', () => {
  it("puts each refused field next to its field, with the screen's own message", () => {
    expect(
      editProfileSaveErrorOf(
        refused(400, 'validation_failed', {
          description: 'Please enter church description.',
          donation_url: 'Enter a full web address.',
        }),
      ),
    ).toEqual({
      fieldErrors: {
        description: 'editProfile.errors.descriptionRequired',
        donationUrl: 'editProfile.errors.url',
      },
    });
    expect(editProfileSaveErrorOf(new ApiError('network', 'no answer'))).toEqual({
      formError: 'common.somethingWentWrong',
    });
  });
});

describe('pictureUploadErrorOf', () => {
  it('says why a picture was refused', () => {
    expect(
      pictureUploadErrorOf(refused(400, 'validation_failed', { picture: 'Not a picture.' })),
    ).toEqual({ message: 'editProfile.errors.notPicture' });
    expect(pictureUploadErrorOf(refused(413, 'payload_too_large'))).toEqual({
      message: 'editProfile.errors.pictureTooLarge',
    });
    expect(pictureUploadErrorOf(refused(429, 'too_many_requests', undefined, 125))).toEqual({
      message: { key: 'editProfile.errors.tooManyUploads', params: { count: 3 } },
    });
    expect(pictureUploadErrorOf(new ApiError('network', 'no answer'))).toEqual({
      message: 'common.somethingWentWrong',
    });
  });
});
