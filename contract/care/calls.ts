import { endpoint } from '../endpoint.ts';
import { careVideoCalls } from './videoCalls.ts';
import { CareUserResponse, CreateCareUserRequest, EditCareRequest } from './care.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Church access for
 * care teams.
 */
export const careCalls = {
  careUser: endpoint<never, CareUserResponse>('GET', '/care_user', null, CareUserResponse),
  createCareUser: endpoint('POST', '/care_user', CreateCareUserRequest, CareUserResponse),
  editCare: endpoint('POST', '/edit_care', EditCareRequest, CareUserResponse),
  ...careVideoCalls,
};
