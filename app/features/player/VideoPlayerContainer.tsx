import { VideoPlayerScreen } from '#screens/player/VideoPlayerScreen';
import { useVideoPlayerScreen } from './useVideoPlayerScreen';

export function VideoPlayerContainer() {
  return <VideoPlayerScreen {...useVideoPlayerScreen()} />;
}
