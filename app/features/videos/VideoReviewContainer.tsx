import { VideoReviewScreen } from '#screens/videos/VideoReviewScreen';
import { useVideoReviewScreen } from './useVideoReviewScreen';

export function VideoReviewContainer() {
  return <VideoReviewScreen {...useVideoReviewScreen('church')} />;
}

/** The admin's video review: every waiting video, on the same screen. */
export function AdminVideoReviewContainer() {
  return <VideoReviewScreen {...useVideoReviewScreen('admin')} />;
}
