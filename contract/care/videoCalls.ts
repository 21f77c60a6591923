import { endpoint } from '#contract/endpoint.ts';
import { FileAnswer } from '#contract/billing/billing.ts';
import { CareSpeakerRecord } from './careResources.ts';
import {
  CareCaptionRemoveRequest,
  CareCaptionRequest,
  CareCaptionsRequest,
  CareCaptionsResponse,
  CareCaptionUploadRequest,
  CareCrisisLineRequest,
  CareCrisisLineResponse,
  CarePositionRequest,
  CarePositionResponse,
  CareSpeakerPictureRequest,
  CareVideoDetail,
  CareVideoRequest,
  CareVideosRequest,
  CareVideosResponse,
} from './careVideos.ts';

/**
 * The care video player's calls (decision 076), for the care, website and discipleship roles:
 * spread into the feature's calls (contract/care/calls.ts). The caption file is public: its
 * signed link is the key, so a `<track>` element can simply follow it.
 */
export const careVideoCalls = {
  careVideos: endpoint('POST', '/care/videos', CareVideosRequest, CareVideosResponse),
  careVideo: endpoint('POST', '/care/video', CareVideoRequest, CareVideoDetail),
  carePosition: endpoint('POST', '/care/position', CarePositionRequest, CarePositionResponse),
  careCrisisLine: endpoint(
    'POST',
    '/care/crisis_line',
    CareCrisisLineRequest,
    CareCrisisLineResponse,
  ),
  /** The caption file itself (`text/vtt`): a link the `<track>` element follows. */
  careCaption: endpoint('GET', '/care/caption', CareCaptionRequest, FileAnswer),
};

/** The admin's care calls beside the resources, gathered in contract/endpoints.ts. */
export const careAdminCalls = {
  careCaptions: endpoint('POST', '/admin/care/captions', CareCaptionsRequest, CareCaptionsResponse),
  careCaptionUpload: endpoint(
    'POST',
    '/admin/care/caption',
    CareCaptionUploadRequest,
    CareCaptionsResponse,
    'multipart',
  ),
  careCaptionRemove: endpoint(
    'POST',
    '/admin/care/caption_remove',
    CareCaptionRemoveRequest,
    CareCaptionsResponse,
  ),
  careSpeakerPicture: endpoint(
    'POST',
    '/admin/care/speaker_picture',
    CareSpeakerPictureRequest,
    CareSpeakerRecord,
    'multipart',
  ),
};
