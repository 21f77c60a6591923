import { endpoint } from '../endpoint.ts';
import {
  ApproveVideoRequest,
  BlockVideoRequest,
  JesusStoriesRequest,
  JesusStoriesResponse,
  VideoDecisionResponse,
  VideoReviewRequest,
  VideoReviewResponse,
} from './videoReview.ts';
import {
  CheckVideoSlugRequest,
  CheckVideoSlugResponse,
  ConnectVideoChurchRequest,
  MyVideo,
  SaveVideoRequest,
  VideoIdRequest,
  VideoQuery,
} from './videos.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Videos: making,
 * processing and review.
 */
export const videosCalls = {
  checkVideoSlug: endpoint(
    'GET',
    '/check_video_slug',
    CheckVideoSlugRequest,
    CheckVideoSlugResponse,
  ),
  saveVideo: endpoint('POST', '/save_video', SaveVideoRequest, MyVideo),
  connectVideoChurch: endpoint('POST', '/connect_video_church', ConnectVideoChurchRequest, MyVideo),
  retryVideoProcessing: endpoint('POST', '/retry_video_processing', VideoIdRequest, MyVideo),
  myVideo: endpoint('GET', '/my_video', VideoQuery, MyVideo),
  videoReview: endpoint('GET', '/video_review', VideoReviewRequest, VideoReviewResponse),
  approveVideo: endpoint('POST', '/approve_video', ApproveVideoRequest, VideoDecisionResponse),
  blockVideo: endpoint('POST', '/block_video', BlockVideoRequest, VideoDecisionResponse),
  jesusStories: endpoint('GET', '/jesus_stories', JesusStoriesRequest, JesusStoriesResponse),
};
