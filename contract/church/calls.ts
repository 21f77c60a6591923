import { endpoint } from '../endpoint.ts';
import { ChurchProfile, EditProfileRequest, UploadChurchPictureRequest } from './churchProfile.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. The church
 * profile.
 */
export const churchCalls = {
  churchProfile: endpoint<never, ChurchProfile>('GET', '/church_profile', null, ChurchProfile),
  editProfile: endpoint('POST', '/edit_profile', EditProfileRequest, ChurchProfile),
  uploadChurchPicture: endpoint(
    'POST',
    '/upload_church_picture',
    UploadChurchPictureRequest,
    ChurchProfile,
    'multipart',
  ),
};
